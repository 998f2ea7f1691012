import { readFileSync } from 'node:fs';
import { seriousA11yViolations } from '../support/axe';
import { fileFixture, fillContact, pickDay, slotInput } from '../support/booking-form';
import { freeSlot, pdfBytes } from '../support/fixtures';
import { adminAccount, baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 22, "the admin sees the whole appointment": a client books with a PDF through the booking
// page, the admin finds the booking by its reference, reads everything the client gave in the
// details sheet and downloads the very bytes the client uploaded. Another client cannot.
const run = Date.now().toString(36);
const origin = { origin: baseURL };
const PASSWORD = 'Details-2026!';

function registration(email: string) {
  return {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    nationality: 'jordanian',
    fullName: 'ليلى عبد الرحمن الخطيب',
    mobileNumber: '0795551234',
    termsAccepted: true,
  };
}

test('the admin opens a booking from the table, reads what the client gave and downloads the same PDF', async ({
  page,
  browser,
}, testInfo) => {
  const email = `details.${run}@example.jo`;
  const registered = await page.request.post('/api/register', {
    headers: origin,
    data: registration(email),
  });
  expect(registered.status()).toBe(201);

  const bytes = pdfBytes(64);
  const pdf = fileFixture(testInfo, 'كشف-الاشتراكات.pdf', bytes);
  const { day, time } = await freeSlot(page.request, 12);
  await page.goto('/booking');
  const main = page.getByRole('main');
  await main.getByLabel('نوع الخدمة').selectOption('svc-salary-adjustments');
  await main.getByRole('radio', { name: /Teams/ }).check();
  await pickDay(page, day);
  await slotInput(page, time).check();
  await fillContact(page, email);
  await main.locator('input[type="file"]').setInputFiles([pdf]);
  await main.getByRole('button', { name: 'تأكيد الحجز' }).click();
  const reference = await main.getByTestId('booking-reference').textContent();
  expect(reference).toMatch(/^SND-\d{2}-\d{5,}$/);

  // axe is injected as an inline script, which the site's CSP rightly refuses.
  const office = await browser.newContext({ baseURL, bypassCSP: true });
  const admin = await office.newPage();
  const login = await admin.request.post('/api/login', {
    headers: origin,
    data: { username: adminAccount.email, password: adminAccount.password },
  });
  expect(login.status()).toBe(200);
  await admin.goto('/admin');
  await admin.getByLabel(/^بحث/).fill(reference!);
  await admin.getByRole('button', { name: 'تطبيق' }).click();
  const rows = admin.getByRole('table', { name: 'المواعيد' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const open = rows
    .first()
    .getByRole('button', { name: `تفاصيل موعد ليلى عبد الرحمن (${reference})` });
  await open.click();

  const sheet = admin.getByRole('dialog', { name: `الموعد ${reference}` });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(email);
  await expect(sheet).toContainText('0795551234');
  await expect(sheet).toContainText('12345678');
  await expect(sheet).toContainText('Microsoft Teams');
  await expect(sheet).toContainText('أرغب بمراجعة احتساب راتب التقاعد المبكر.');
  await expect(sheet).toContainText('المرفقات (1)');
  expect(await seriousA11yViolations(admin)).toEqual([]);

  const downloading = admin.waitForEvent('download');
  await sheet.getByRole('link', { name: 'تنزيل كشف-الاشتراكات.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('كشف-الاشتراكات.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).equals(bytes)).toBe(true);

  // Escape closes the sheet and gives the focus back to the row's button.
  await admin.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();

  // The same link in the hands of another signed-in client: nothing, as if it did not exist.
  const href = await rows.first().getAttribute('data-appointment-id');
  const listed = await admin.request.get(`/api/appointments?q=${encodeURIComponent(reference!)}`);
  const [appointment] = (await listed.json()) as { id: string; files: { id: string }[] }[];
  expect(appointment?.id).toBe(href);
  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.request.post('/api/register', {
    headers: origin,
    data: registration(`stranger.${run}@example.jo`),
  });
  expect(other.status()).toBe(201);
  const stolen = await stranger.request.get(`/api/documents/${appointment!.files[0]!.id}/download`);
  expect(stolen.status()).toBe(404);
  await stranger.close();
  await office.close();
});
