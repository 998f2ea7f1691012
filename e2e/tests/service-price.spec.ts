import { request as playwrightRequest } from '@playwright/test';
import { freeSlot } from '../support/fixtures';
import { jod } from '../support/money';
import { adminAccount, baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 22, "prices from the catalogue only": a service the admin prices at 45 JD is requested
// at 45 JD from the wizard's first screen to the receipt (it used to show and send 30 and end in
// a 409), and /checkout shows the server's service and price, not what a link says.
const run = Date.now().toString(36);
const origin = { origin: baseURL };
const TEST_MODE = 'وضع الدفع التجريبي — لا يتم خصم أي مبلغ فعلي';

test('a 45 JD service is requested and paid at 45 JD through the wizard', async ({ page }) => {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/login', {
      headers: origin,
      data: { username: adminAccount.email, password: adminAccount.password },
    });
    expect(login.status()).toBe(200);
    const created = await admin.post('/api/services', {
      headers: origin,
      data: {
        nameAr: 'مراجعة ملف الاشتراك الاختياري',
        nameEn: `optional-review-${run}`,
        descriptionAr: 'مراجعة كاملة لملف الاشتراك الاختياري وتقديم التوصيات',
        descriptionEn: 'A full review of an optional-scheme file',
        price: 45,
        duration: 60,
      },
    });
    expect(created.status()).toBe(201);
    const service = (await created.json()) as { id: string };

    await page.goto(`/service-request/${service.id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('complementary')).toContainText(jod(45));
    await expect(main).not.toContainText('30 دينار');

    const form = main.getByRole('form', { name: 'نموذج بيانات طلب الخدمة' });
    await form.getByLabel('الاسم الكامل').fill('رنا الحوراني');
    await form.getByLabel('البريد الإلكتروني').fill(`rana.${run}@example.com`);
    await form.getByLabel('رقم الهاتف').fill('0779998877');
    await form.getByLabel('العنوان').fill('الزرقاء، شارع الملك حسين');
    await form.getByLabel('تفاصيل الطلب').fill('مراجعة ملف الاشتراك الاختياري وتسوية الأشهر.');
    await form.getByRole('button', { name: /التالي/ }).click();

    const summary = main.getByRole('region', { name: 'ملخص الطلب' });
    await expect(summary.getByTestId('service-request-amount')).toHaveText(jod(45));
    await summary.getByRole('button', { name: 'تأكيد الطلب والمتابعة إلى الدفع' }).click();
    const testForm = main.getByRole('group', { name: TEST_MODE });
    await expect(testForm).toBeVisible();
    await testForm.getByRole('button', { name: /إتمام دفع/ }).click();

    const done = main.getByRole('region', { name: 'تم استلام طلبك ودفع الرسوم بنجاح' });
    await expect(done).toContainText(jod(45));
    await expect(done).not.toContainText('30 دينار');
  } finally {
    await admin.dispose();
  }
});

test('/checkout shows the server’s service and price, never the link’s', async ({ page }) => {
  await page.goto('/');
  const services = (await (await page.request.get('/api/services')).json()) as {
    id: string;
    nameAr: string;
    price: number;
  }[];
  const service = services.find((s) => s.id === 'svc-retirement-consultations');
  expect(service).toBeDefined();
  const form = new FormData();
  const { date } = await freeSlot(page.request, 45);
  const fields = {
    serviceId: service!.id,
    consultationMode: 'office',
    contactName: 'زيد العمري',
    contactEmail: `zaid.${run}@example.jo`,
    contactPhone: '0795557777',
    socialSecurityNumber: '55667788',
    date,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const booked = await page.request.post('/api/appointments', { headers: origin, multipart: form });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  await page.goto(
    `/checkout?appointmentId=${id}&price=1&service=${encodeURIComponent('خدمة مزيفة')}`,
  );
  const summary = page.getByRole('main').getByRole('complementary', { name: 'ملخص الطلب' });
  await expect(summary.getByTestId('checkout-service')).toHaveText(service!.nameAr);
  await expect(summary.getByTestId('checkout-amount')).toHaveText(jod(service!.price));
  await expect(page.getByRole('main')).not.toContainText('خدمة مزيفة');
});
