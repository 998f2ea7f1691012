import { readFile } from 'node:fs/promises';
import { signInAsAdmin } from '../support/admin';
import { freeSlot } from '../support/fixtures';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 19.5 in the admin console: a client books with a phone number; the office types that
// number as it is often written in Arabic (Arabic-Indic digits) and finds the booking, narrows the
// list by service and payment status, and downloads the list it sees as CSV for the accountant:
// UTF-8 with a BOM (so Excel shows the Arabic), the client's Arabic name intact.
const run = Date.now().toString(36);
// A number no other spec of the run books with: 079 and seven digits of the clock.
const phone = `079${String(Date.now()).slice(-7)}`;
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test('the admin finds a booking by its phone typed in Arabic-Indic digits and downloads the filtered list as CSV', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const { day, time } = await freeSlot(page.request, 35);
  const name = `ريم الخطيب ${nameTag(run)}`;
  const booked = await guest.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: name,
      contactEmail: `search-${run}@example.jo`,
      contactPhone: phone,
      socialSecurityNumber: '98765432',
      description: 'استفسار عن تعديل الراتب',
      date: `${day}T${time}:00+03:00`,
    },
  });
  expect(booked.status()).toBe(201);
  const { id, reference } = (await booked.json()) as { id: string; reference: string };

  await signInAsAdmin(page);
  await page.goto('/admin');
  const search = page.getByLabel(/^بحث/);
  await search.fill(arabicIndic(phone));
  await expect(search).toHaveValue(/^٠٧٩/);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  const rows = page.getByRole('table', { name: 'المواعيد' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(page.locator(`tr[data-appointment-id="${id}"]`)).toContainText(name);
  await expect(page.locator(`tr[data-appointment-id="${id}"]`)).toContainText(reference);

  // The service and payment filters narrow the same search: unpaid, it is not under «مدفوع».
  await page.getByLabel('الخدمة', { exact: true }).selectOption('svc-salary-adjustments');
  await expect(rows).toHaveCount(1);
  await page.getByLabel('حالة الدفع', { exact: true }).selectOption({ label: 'مدفوع' });
  await expect(page.getByText('لا توجد مواعيد تطابق التصفية المختارة.')).toBeVisible();
  await page.getByLabel('حالة الدفع', { exact: true }).selectOption({ label: 'بانتظار الدفع' });
  await expect(rows).toHaveCount(1);

  // The export is of the list on screen (these filters, every page), with the session cookie.
  const exportLink = page.getByRole('link', { name: /^تصدير CSV/ });
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toMatch(/^رقم الحجز,الاسم,البريد الإلكتروني,الهاتف,الخدمة,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(reference);
  expect(lines[1]).toContain(name);
  // Grouped as a spreadsheet keeps it (079 123 4567: the leading 0 stays).
  expect(lines[1]).toContain(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
  expect(lines[1]).toContain('بانتظار الدفع');
});
