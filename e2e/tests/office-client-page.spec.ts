import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 34.5 in the admin console: a guest books; the office finds the booking by its reference,
// opens the client's page from the row («صفحة العميل»), sees the appointment there and adds a
// note on the client, which the page shows at once. axe on the page (its CSP allows no inline
// script, hence bypassCSP).
test.use({ bypassCSP: true });
const run = Date.now().toString(36);

test('the office opens a client page from a row, sees the appointment and adds a note', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const { day, time } = await freeSlot(page.request, 40);
  const name = `سارة الحوراني ${nameTag(run)}`;
  const booked = await guest.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: name,
      contactEmail: `client-page-${run}@example.jo`,
      contactPhone: '0795550000',
      socialSecurityNumber: '98765432',
      description: 'استفسار عن تعديل الراتب',
      date: `${day}T${time}:00+03:00`,
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };
  await guest.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByLabel(/^بحث/).fill(reference);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  const rows = page.getByRole('table', { name: 'المواعيد' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: `صفحة العميل: ${name}` })
    .click();

  const sheet = page.getByRole('dialog', { name: `صفحة العميل: ${name}` });
  await expect(sheet.getByRole('heading', { name: 'المواعيد (1)' })).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'مواعيد العميل' })).toContainText(reference);
  await expect(sheet).toContainText(`client-page-${run}@example.jo`);
  await expect(sheet.getByRole('heading', { name: 'المدفوعات (0)' })).toBeVisible();

  await sheet.getByRole('textbox', { name: 'ملاحظة على العميل' }).fill('تفضّل الاتصال بعد الظهر');
  await sheet.getByRole('button', { name: 'حفظ الملاحظة' }).click();
  await expect(sheet.getByRole('status')).toHaveText('حُفظت الملاحظة');
  await expect(sheet.getByRole('heading', { name: 'الملاحظات (1)' })).toBeVisible();
  await expect(sheet.getByTestId('note-body')).toHaveText('تفضّل الاتصال بعد الظهر');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
