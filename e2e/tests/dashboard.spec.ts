import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import {
  ammanDay,
  expectToast,
  freeSlot,
  PNG_BYTES,
  pdfBytes,
  TIME_ZONE,
} from '../support/fixtures';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';
import { watchUnauthorizedToast } from '../support/toasts';

// The client dashboard (issue 8): a client registers, books with a file as that signed-in user,
// finds the appointment with its pending badges, the file and the pay link on /dashboard, uploads
// a document with progress, sees it in the documents tab and downloads it; a session that ends
// while the page is open and a guest both get the unauthorized toast and go to sign in.
const run = Date.now().toString(36);
const PASSWORD = 'Sanad#2025pass';
const LOCALE = 'ar-JO-u-nu-latn';

interface Client {
  email: string;
  service: { id: string; nameAr: string; price: number };
  appointment: {
    id: string;
    reference: string;
    date: string;
    files: { id: string; fileName: string }[];
  };
  day: string;
  time: string;
}

/** Registers through the API (the cookie lands in the page's context) and books with one file. */
async function clientWithBooking(page: Page, name: string, fromDays: number): Promise<Client> {
  const email = `${name}.${run}@example.jo`;
  const headers = { origin: baseURL };
  const registered = await page.request.post('/api/register', {
    headers,
    data: {
      email,
      confirmEmail: email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nationality: 'jordanian',
      fullName: 'هند سليمان الزعبي',
      mobileNumber: '0795557788',
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBe(201);

  const services = await page.request.get('/api/services');
  const [service] = (await services.json()) as Client['service'][];
  const { day, time } = await freeSlot(page.request, fromDays);
  const form = new FormData();
  const fields = {
    serviceId: service!.id,
    consultationMode: 'teams',
    contactName: 'هند الزعبي',
    contactEmail: email,
    contactPhone: '0795557788',
    socialSecurityNumber: '55566677',
    description: 'متابعة قرار اللجنة الطبية بخصوص إصابة العمل',
    date: `${day}T${time}:00+03:00`,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files', new Blob([new Uint8Array(PNG_BYTES)]), 'صورة-الهوية.png');
  const booked = await page.request.post('/api/appointments', { headers, multipart: form });
  expect(booked.status()).toBe(201);
  const appointment = (await booked.json()) as Client['appointment'] & { userId: string };
  expect(appointment.userId).not.toBe('guest');
  return { email, service: service!, appointment, day, time };
}

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: string) => main(page).getByRole('tab', { name });
const panel = (page: Page, name: string) => main(page).getByRole('tabpanel', { name });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({
    path: testInfo.outputPath(`dashboard-${name}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}

test('a client sees the booking with its badges and file, uploads a document and downloads it', async ({
  page,
}) => {
  const client = await clientWithBooking(page, 'hind', 20);
  await page.goto('/dashboard');
  await expect(page).toHaveTitle(/لوحة التحكم/);
  await expect(tab(page, 'مواعيدي')).toHaveAttribute('aria-selected', 'true');

  const card = panel(page, 'مواعيدي').getByRole('article', { name: client.service.nameAr });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('status')).toHaveText('حالة الموعد: بانتظار التأكيد');
  await expect(card.getByTestId('payment')).toHaveText('حالة الدفع: بانتظار الدفع');
  const instant = new Date(`${client.day}T${client.time}:00+03:00`);
  const day = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeZone: TIME_ZONE });
  const hour = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: TIME_ZONE });
  await expect(card).toContainText(`${day.format(instant)}، الساعة ${hour.format(instant)}`);
  await expect(card).toContainText('Microsoft Teams');

  const pay = card.getByRole('link', { name: /ادفع الآن/ });
  const href = new URL((await pay.getAttribute('href'))!, baseURL);
  expect(href.pathname).toBe('/checkout');
  expect(href.searchParams.get('appointmentId')).toBe(client.appointment.id);
  expect(href.searchParams.get('price')).toBe(String(client.service.price));
  expect(href.searchParams.get('service')).toBe(client.service.nameAr);

  // The booked file downloads under its own name with its own bytes.
  const attached = card.getByRole('link', { name: 'صورة-الهوية.png' });
  const [attachment] = await Promise.all([page.waitForEvent('download'), attached.click()]);
  expect(attachment.suggestedFilename()).toBe('صورة-الهوية.png');
  expect(readFileSync((await attachment.path())!).equals(PNG_BYTES)).toBe(true);

  // The file given with the booking is already among the documents, named with its booking
  // (issue 18), and downloads as itself.
  await tab(page, 'مستنداتي').click();
  await expect(page).toHaveURL(/\?tab=documents$/);
  const booked = panel(page, 'مستنداتي').getByRole('row').filter({ hasText: 'صورة-الهوية.png' });
  await expect(booked).toContainText(`مرفق بالحجز ${client.appointment.reference}`);
  const [bookedFile] = await Promise.all([
    page.waitForEvent('download'),
    booked.getByRole('link', { name: 'تنزيل صورة-الهوية.png' }).click(),
  ]);
  expect(readFileSync((await bookedFile.path())!).equals(PNG_BYTES)).toBe(true);

  // Upload: a refused file is named in a toast; the PDF goes up with a progress bar.
  await tab(page, 'رفع مستندات').click();
  const upload = panel(page, 'رفع مستندات');
  const pdf = pdfBytes(512);
  const kb = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 }).format(pdf.length / 1024);
  await upload.locator('input[type="file"]').setInputFiles([
    { name: 'ملاحظات.txt', mimeType: 'text/plain', buffer: Buffer.from('نص') },
    { name: 'قرار-اللجنة-الطبية.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await expectToast(page, 'تعذّر إرفاق الملف');
  await expect(
    page.getByRole('status').filter({ hasText: '«\u2068ملاحظات.txt\u2069»' }),
  ).toBeVisible();
  const chosen = upload.getByRole('list', { name: /الملفات المختارة للرفع/ });
  await expect(chosen.getByRole('listitem')).toHaveCount(1);
  await expect(chosen).toContainText(`${kb} كيلوبايت`);

  // Hold the answer back a moment (the request itself goes through) to see the sending state.
  await page.route('**/api/user-documents', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  // Watch every frame for the success toast: on a busy machine polling can come after it closed.
  const success = page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="status"]')]
        .map((el) => el.textContent ?? '')
        .find((text) => text.includes('تم رفع المستند بنجاح')),
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  await upload.getByRole('button', { name: 'رفع المستندات' }).click();
  await expect(upload.getByRole('progressbar', { name: 'تقدم رفع المستندات' })).toBeVisible();
  await expect(upload.getByRole('button', { name: 'جارٍ رفع المستندات...' })).toBeDisabled();
  expect(String(await (await success).jsonValue())).toContain('قرار-اللجنة-الطبية.pdf');
  await page.unroute('**/api/user-documents');
  await expect(upload.getByRole('progressbar')).toHaveCount(0);
  await expect(chosen).toHaveCount(0);

  // The documents tab was refreshed: name, readable size, date, download.
  await upload.getByRole('button', { name: 'عرض مستنداتي' }).click();
  await expect(tab(page, 'مستنداتي')).toHaveAttribute('aria-selected', 'true');
  const table = panel(page, 'مستنداتي').getByRole('table', { name: /مستنداتي/ });
  const row = table.getByRole('row').filter({ hasText: 'قرار-اللجنة-الطبية.pdf' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${kb} كيلوبايت`);
  await expect(row).toContainText(ammanDay.format(new Date()).slice(0, 4));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'تنزيل قرار-اللجنة-الطبية.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('قرار-اللجنة-الطبية.pdf');
  expect(readFileSync((await download.path())!).equals(pdf)).toBe(true);

  // Profile: read-only, each of the account's facts under its own term (issue 33.4: no «قريباً»).
  await tab(page, 'الملف الشخصي').click();
  const profile = panel(page, 'الملف الشخصي');
  await expect(profile).toContainText(client.email);
  await expect(profile).toContainText('عميل');
  await expect(profile.getByRole('term').filter({ hasText: 'الاسم الأول' })).toBeVisible();
  await expect(profile.getByRole('term').filter({ hasText: 'رقم الهاتف' })).toBeVisible();
  await expect(profile).not.toContainText('قريباً');
  await expect(profile.getByRole('textbox')).toHaveCount(0);
});

test('the tabs follow the keyboard the right-to-left way', async ({ page }) => {
  await clientWithBooking(page, 'keys', 24);
  await page.goto('/dashboard');
  await tab(page, 'مواعيدي').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'مستنداتي')).toBeFocused();
  await expect(tab(page, 'مستنداتي')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page, 'مستنداتي')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(page, 'الملف الشخصي')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'مواعيدي')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'الملف الشخصي')).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order.
  await expect(tab(page, 'الملف الشخصي')).toHaveAttribute('tabindex', '0');
  for (const other of ['مواعيدي', 'مستنداتي', 'رفع مستندات']) {
    await expect(tab(page, other)).toHaveAttribute('tabindex', '-1');
  }
});

test('a session that ends while the dashboard is open: the next call is told and sent to sign in', async ({
  page,
}) => {
  await clientWithBooking(page, 'expired', 28);
  const seen = await watchUnauthorizedToast(page);
  await page.goto('/dashboard?tab=upload');
  const upload = panel(page, 'رفع مستندات');
  await expect(upload).toBeVisible();
  const out = await page.request.post('/api/logout', { headers: { origin: baseURL } });
  expect(out.ok()).toBe(true);

  await upload
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'كشف.pdf', mimeType: 'application/pdf', buffer: pdfBytes(1) }]);
  const signIn = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
  await upload.getByRole('button', { name: 'رفع المستندات' }).click();
  await signIn;
  // Back to this very tab after signing in again.
  await page.waitForURL(/\/auth\?tab=login&next=%2Fdashboard%3Ftab%3Dupload$/);
  expect(seen).toHaveLength(1);
  expect(seen[0]).toMatchObject({ at: '/dashboard' });
  expect(seen[0]?.text).toContain('غير مصرح لك، تم تسجيل خروجك');
});

test('a guest on /dashboard gets the unauthorized toast and goes to /auth', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/api\/(appointments|user-documents)/.test(path)) calls.push(path);
  });
  const seen = await watchUnauthorizedToast(page);
  const signIn = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
  await page.goto('/dashboard');
  await signIn;
  await page.waitForURL(/\/auth\?tab=login&next=%2Fdashboard$/);
  expect(seen[0]).toMatchObject({ at: '/dashboard' });
  expect(seen[0]?.text).toContain('غير مصرح لك');
  expect(calls).toEqual([]);
});

test.describe('accessibility', () => {
  // The site's CSP rightly refuses the injected axe script; only this tool bypasses it.
  test.use({ bypassCSP: true });

  test('/dashboard has no serious accessibility violations in any tab @mobile', async ({
    page,
  }, testInfo) => {
    const fromDays = testInfo.project.name === 'mobile' ? 36 : 32;
    await clientWithBooking(page, `a11y-${testInfo.project.name}`, fromDays);
    const uploaded = await page.request.post('/api/user-documents', {
      headers: { origin: baseURL },
      multipart: {
        files: { name: 'تقرير-طبي.pdf', mimeType: 'application/pdf', buffer: pdfBytes(40) },
      },
    });
    expect(uploaded.status()).toBe(201);

    await page.goto('/dashboard');
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await shot(page, testInfo, 'appointments');
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const [name, key] of [
      ['مستنداتي', 'documents'],
      ['رفع مستندات', 'upload'],
      ['الملف الشخصي', 'profile'],
    ] as const) {
      await tab(page, name).click();
      await expect(panel(page, name)).toBeVisible();
      if (key === 'documents') await expect(panel(page, name)).toContainText('تقرير-طبي.pdf');
      await shot(page, testInfo, key);
      expect(await seriousA11yViolations(page), key).toEqual([]);
    }
  });
});
