import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { nameTag } from '../support/names';
import { adminAccount, baseURL } from '../support/system';
import { expect, test } from '../support/test';

// The admin console (issue 8): an admin watches the server's stats follow a guest's booking,
// confirms and completes it (an invalid move is refused and rolled back), adds a service that the
// public page then lists, reads a contact message; a non-admin is kept out (a guest: auth.spec).
const run = Date.now().toString(36);
const origin = { origin: baseURL };
const ADMINS_ONLY = 'هذه الصفحة مخصصة للمسؤولين فقط';
const INVALID_TRANSITION = 'لا يمكن تغيير حالة الموعد بهذا الشكل';
const COMPLETE_BEFORE_START = 'لا يمكن تسجيل الموعد مكتملاً قبل موعد بدايته';

/** A guest books through the gateway (no cookie); returns the appointment id. */
async function guestBooks(
  api: APIRequestContext,
  email: string,
  date: string,
  consultationMode: 'office' | 'zoom' | 'teams' = 'office',
): Promise<string> {
  const res = await api.post('/api/appointments', {
    headers: origin,
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode,
      contactName: `ضيف ${nameTag(email.slice(0, 6))}`,
      contactEmail: email,
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      description: 'مراجعة قفزة في الأجر الخاضع للاقتطاع',
      date,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/login', {
    headers: origin,
    data: { username: adminAccount.email, password: adminAccount.password },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).role).toBe('admin');
}

const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);
async function statValue(page: Page, id: string): Promise<number> {
  await expect(stat(page, id)).toHaveText(/^\d+$/);
  return Number(await stat(page, id).textContent());
}
const row = (page: Page, id: string) => page.locator(`tr[data-appointment-id="${id}"]`);
const toastWith = (page: Page, text: string) =>
  page.locator('li').filter({ hasText: text }).first();

test('the admin sees the stats follow a booking and confirms it; completing before its start and an invalid move roll back', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible();
  const total = await statValue(page, 'total');
  const pending = await statValue(page, 'pending');
  const completed = await statValue(page, 'completed');
  expect(await statValue(page, 'services')).toBeGreaterThanOrEqual(7);

  const email = `admin-flow-${run}@example.jo`;
  const id = await guestBooks(guest, email, (await freeSlot(guest, 50)).date);
  await page.reload();
  await expect(stat(page, 'total')).toHaveText(String(total + 1));
  await expect(stat(page, 'pending')).toHaveText(String(pending + 1));

  const booked = row(page, id);
  await expect(booked).toContainText(email);
  await expect(booked.locator('[data-status]')).toContainText('بانتظار التأكيد');
  // Every change asks first, naming the client; Escape leaves it as it was (issue 22).
  await booked.getByRole('button', { name: /^تأكيد/ }).click();
  const dialog = page.getByRole('dialog', { name: 'تأكيد الموعد؟' });
  await expect(dialog).toContainText(`ضيف ${nameTag(email.slice(0, 6))}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(booked.locator('[data-status]')).toContainText('بانتظار التأكيد');
  await booked.getByRole('button', { name: /^تأكيد/ }).click();
  await dialog.getByRole('button', { name: 'نعم، تأكيد' }).click();
  await expect(booked.locator('[data-status]')).toContainText('مؤكد');
  await expect(stat(page, 'pending')).toHaveText(String(pending));
  // The consultation is weeks away: it cannot be marked completed yet, and the server agrees.
  await expect(booked.getByRole('button', { name: /^إكمال/ })).toBeDisabled();
  await expect(booked).toContainText('يمكن إكماله بعد بدء موعده');
  const early = await page.request.patch(`/api/appointments/${id}`, {
    headers: origin,
    data: { status: 'completed' },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe(COMPLETE_BEFORE_START);
  await expect(stat(page, 'completed')).toHaveText(String(completed));

  // Filters are applied by the server: "confirmed" lists it, "pending" does not.
  await page.getByLabel('الحالة').selectOption('confirmed');
  await expect(row(page, id)).toBeVisible();
  await page.getByLabel('الحالة').selectOption('pending');
  await expect(
    page
      .getByRole('table', { name: 'المواعيد' })
      .or(page.getByText('لا توجد مواعيد', { exact: true })),
  ).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
  await page.getByRole('button', { name: 'مسح' }).click();

  // Another admin cancels a pending booking meanwhile; confirming it here is answered 409: the
  // badge goes back (never stays "confirmed"), a destructive toast says why.
  const second = await guestBooks(
    guest,
    `admin-409-${run}@example.jo`,
    (await freeSlot(guest, 51)).date,
  );
  await page.reload();
  const stale = row(page, second);
  await expect(stale.locator('[data-status]')).toContainText('بانتظار التأكيد');
  const cancelled = await page.request.patch(`/api/appointments/${second}`, {
    headers: origin,
    data: { status: 'cancelled', reason: 'طلب العميل بالهاتف' },
  });
  expect(cancelled.status()).toBe(200);
  const patched = page.waitForResponse(
    (r) => r.url().endsWith(`/api/appointments/${second}`) && r.request().method() === 'PATCH',
  );
  await stale.getByRole('button', { name: /^تأكيد/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'نعم، تأكيد' }).click();
  expect((await patched).status()).toBe(409);
  await expect(toastWith(page, INVALID_TRANSITION)).toBeVisible();
  await expect(stale.locator('[data-status]')).toContainText('ملغي');
  await guest.dispose();
});

test('the admin confirms a Zoom consultation with its link, and the client gets it by email with the updated calendar event', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(page);
  const email = `zoom-confirm-${run}@example.jo`;
  const id = await guestBooks(guest, email, (await freeSlot(guest, 51)).date, 'zoom');
  await page.goto('/admin');
  const booked = row(page, id);
  await booked.getByRole('button', { name: /^تأكيد/ }).click();
  const dialog = page.getByRole('dialog', { name: 'تأكيد الموعد؟' });
  const link = dialog.getByLabel(/^رابط الاجتماع /);
  await link.fill('zoom.us/j/1');
  await dialog.getByRole('button', { name: 'نعم، تأكيد' }).click();
  await expect(dialog).toContainText('رابط الاجتماع غير صحيح، يجب أن يبدأ بـ https://');
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await link.fill('https://zoom.us/j/5550001234');
  await dialog.getByRole('button', { name: 'نعم، تأكيد' }).click();
  await expect(booked.locator('[data-status]')).toContainText('مؤكد');

  const mail = await waitForMail({ to: email, subject: /تم تأكيد موعدك/, timeoutMs: 45_000 });
  expect(mail.text).toContain('https://zoom.us/j/5550001234');
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))?.content ?? '';
  expect(ics).toContain(`UID:${id}`);
  expect(ics).toContain('SEQUENCE:1');
  expect(ics).toContain('STATUS:CONFIRMED');
});

test('the admin adds a service that the public services page then lists', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const services = await statValue(page, 'services');
  await page.getByRole('tab', { name: 'الخدمات', exact: true }).click();

  // The form's own checks (spec §5) before anything is sent.
  await page.getByRole('button', { name: 'إضافة الخدمة' }).click();
  await expect(page.getByText('اسم الخدمة بالعربية يجب أن يكون حرفين على الأقل')).toBeVisible();
  await expect(page.getByText('السعر مطلوب ويجب أن يكون رقماً')).toBeVisible();
  await expect(page.getByLabel('المدة (بالدقائق)')).toHaveValue('60');

  const nameAr = `تدقيق الرواتب التقاعدية ${run}`;
  await page.getByLabel('اسم الخدمة بالعربية').fill(nameAr);
  await page.getByLabel('اسم الخدمة بالإنجليزية').fill(`Pension Audit ${run}`);
  await page
    .getByLabel('الوصف بالعربية')
    .fill('مراجعة شاملة لاحتساب الراتب التقاعدي ومقارنته بسجل الاشتراكات.');
  await page
    .getByLabel('الوصف بالإنجليزية')
    .fill('A full review of the pension calculation and contributions.');
  await page.getByLabel('السعر (دينار أردني)').fill('45.5');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/services') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'إضافة الخدمة' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  expect(JSON.parse(res.request().postData() ?? '{}')).toMatchObject({ price: 45.5, duration: 60 });
  await expect(toastWith(page, 'تم إنشاء الخدمة بنجاح')).toBeVisible();
  await expect(page.getByRole('table', { name: 'الخدمات' })).toContainText(nameAr);
  await expect(stat(page, 'services')).toHaveText(String(services + 1));
  await expect(page.getByLabel('اسم الخدمة بالعربية')).toHaveValue('');

  // The same English name again: the server's 409 becomes the failure toast.
  await page.getByLabel('اسم الخدمة بالعربية').fill('اسم مختلف');
  await page.getByLabel('اسم الخدمة بالإنجليزية').fill(`pension audit ${run}`);
  await page.getByLabel('الوصف بالعربية').fill('وصف آخر للخدمة نفسها بالاسم الإنجليزي.');
  await page.getByLabel('الوصف بالإنجليزية').fill('Another description of the same service.');
  await page.getByLabel('السعر (دينار أردني)').fill('30');
  await page.getByRole('button', { name: 'إضافة الخدمة' }).click();
  await expect(toastWith(page, 'فشل إنشاء الخدمة')).toBeVisible();

  await page.goto('/services');
  await expect(page.getByText(nameAr)).toBeVisible();
});

test('the admin reads a contact message: the «جديد» badge and the stat drop', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const email = `contact-${run}@example.jo`;
  const sent = await guest.post('/api/contact', {
    headers: origin,
    data: {
      firstName: 'منى',
      lastName: `الحسن${nameTag(run.slice(-3))}`,
      email,
      phone: '0791234567',
      inquiryType: 'work-injury',
      message: 'تعرضت لإصابة عمل الشهر الماضي وأحتاج إلى متابعة ملفي لدى الضمان.',
    },
  });
  expect(sent.status()).toBe(201);
  await guest.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin');
  const fresh = await statValue(page, 'new-messages');
  expect(fresh).toBeGreaterThanOrEqual(1);
  await page.getByRole('tab', { name: /الرسائل/ }).click();
  const item = page.locator('li[data-message-id]').filter({ hasText: email });
  await expect(item.getByText('جديد', { exact: true })).toBeVisible();
  await expect(item.getByText('جديد', { exact: true })).toHaveCSS(
    'background-color',
    'rgb(185, 28, 28)',
  );
  await item.getByRole('button', { name: /كمقروءة/ }).click();
  await expect(item.getByText('مقروءة', { exact: true })).toBeVisible();
  await expect(item.getByText('جديد', { exact: true })).toHaveCount(0);
  await expect(stat(page, 'new-messages')).toHaveText(String(fresh - 1));
});

test('a signed-in non-admin sees the admins-only message and no admin call is made', async ({
  page,
}) => {
  const userEmail = `not-admin-${run}@example.jo`;
  const registered = await page.request.post('/api/register', {
    headers: origin,
    data: {
      email: userEmail,
      confirmEmail: userEmail,
      password: 'user-Sanad-2025',
      confirmPassword: 'user-Sanad-2025',
      nationality: 'jordanian',
      fullName: 'سامي خليل يوسف النمري',
      mobileNumber: '+962791112233',
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBe(201);
  const adminCalls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (/^\/api\/(appointments|contact-messages|service-requests)|\/stats$/.test(pathname)) {
      adminCalls.push(`${req.method()} ${pathname}`);
    }
  });
  await page.goto('/admin');
  await expect(page.getByText(ADMINS_ONLY)).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(adminCalls).toEqual([]);
});

test.describe('accessibility', () => {
  // axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
  test.use({ bypassCSP: true });

  test('the admin console is accessible and laid out at 360 and 1280 px @mobile', async ({
    page,
  }, testInfo) => {
    // Something to show in the table and the cards.
    await guestBooks(
      page.request,
      `a11y-${testInfo.project.name}-${run}@example.jo`,
      (await freeSlot(page.request, 70)).date,
    );
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(stat(page, 'total')).toHaveText(/^\d+$/);
    await expect(
      page
        .getByRole('table', { name: 'المواعيد' })
        .or(page.getByText('لا توجد مواعيد', { exact: true })),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const width = page.viewportSize()?.width ?? 0;
    // No horizontal scrolling of the page at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: testInfo.outputPath(`admin-appointments-${width}.png`),
      fullPage: true,
    });

    for (const [tab, ready] of [
      ['الخدمات', page.getByRole('table', { name: 'الخدمات' })],
      [
        /الرسائل/,
        page
          .locator('li[data-message-id]')
          .first()
          .or(page.getByText('لا توجد رسائل', { exact: true })),
      ],
      ['طلبات الخدمات', page.getByRole('heading', { name: 'طلبات الخدمات' })],
      ['المستخدمون', page.getByRole('table', { name: 'الحسابات' })],
      ['سجل العمليات', page.getByRole('heading', { name: 'سجل العمليات' })],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: typeof tab === 'string' }).click();
      await expect(ready).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    await page.getByRole('tab', { name: 'الخدمات', exact: true }).click();
    await page.screenshot({
      path: testInfo.outputPath(`admin-services-${width}.png`),
      fullPage: true,
    });
    await page.getByRole('tab', { name: /الرسائل/ }).click();
    await page.screenshot({
      path: testInfo.outputPath(`admin-messages-${width}.png`),
      fullPage: true,
    });
  });
});
