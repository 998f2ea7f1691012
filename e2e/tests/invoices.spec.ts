import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { freeSlot } from '../support/fixtures';
import { jod } from '../support/money';
import { readPdfText } from '../support/pdf';
import { expectReceiptEmail } from '../support/receipts';
import { baseURL } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 32, "E2E in chromium: the client downloads the invoice PDF from the dashboard; its
// extracted text has the number, the reference and the amount; the admin sees it in «الفواتير»".
// The E2E system runs with JOFOTARA_MODE=off (global-setup.ts): every payment's invoice is
// numbered and issued as PDF, nothing is sent to JoFotara, so the invoice stays «صادرة».

const run = Date.now().toString(36);
const PASSWORD = 'Sanad#2025pass';
const TEST_MODE = 'وضع الدفع التجريبي — لا يتم خصم أي مبلغ فعلي';
const INVOICE_DOWNLOAD = 'تحميل الفاتورة (PDF)';
/** How an invoice writes 30 JD: always the three fils decimals. */
const AMOUNT = '30.000 د.أ';
const INVOICE_NUMBER = /INV-(\d{4})-\d{6,}/;

/** The year of today in Amman: the invoice number's. */
const ammanYear = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman', year: 'numeric' });

interface Service {
  id: string;
  nameAr: string;
  price: number;
}

const main = (page: Page) => page.getByRole('main');

/** Registers through the API: the session cookie lands in the page's context. */
async function register(page: Page, email: string) {
  const res = await page.request.post('/api/register', {
    headers: { origin: baseURL },
    data: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      nationality: 'jordanian',
      firstName: 'ليلى',
      fourthName: 'العمري',
      fullName: 'ليلى العمري',
      mobileNumber: '0795556060',
      termsAccepted: true,
    },
  });
  expect(res.status()).toBe(201);
}

/** The signed-in client books the first service (30 JD) on a free slot through the booking API. */
async function book(page: Page, service: Service, email: string) {
  const { date } = await freeSlot(page.request, 28);
  const res = await page.request.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: service.id,
      consultationMode: 'office',
      contactName: 'ليلى العمري',
      contactEmail: email,
      contactPhone: '0795556060',
      socialSecurityNumber: '66778899',
      description: 'استشارة حول احتساب راتب التقاعد',
      date,
    },
  });
  expect(res.status()).toBe(201);
  const booked = (await res.json()) as { id: string; reference: string; userId: string };
  expect(booked.reference).toMatch(/^SND-\d{2}-\d{5,}$/);
  expect(booked.userId).not.toBe('guest');
  return booked;
}

/** An admin's own browser context (the client's page keeps its session) on the console. */
async function openConsole(browser: Browser): Promise<Page> {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  const context = await browser.newContext({
    baseURL,
    locale: 'ar-JO',
    timezoneId: 'Asia/Amman',
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
    acceptDownloads: true,
  });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  await waitForLivePage(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'لوحة الإدارة' })).toBeVisible();
  return admin;
}

test('a paid consultation’s invoice: the client downloads its PDF from the dashboard, the admin finds it in «الفواتير» with its XML', async ({
  page,
  browser,
}) => {
  // A checkout, a dashboard, an admin console of its own and four files read back.
  test.setTimeout(120_000);
  await page.goto('/');
  const email = `invoiced.${run}@example.com`;
  await register(page, email);
  const [service] = (await (await page.request.get('/api/services')).json()) as Service[];
  expect(service!.price).toBe(30);
  const booked = await book(page, service!, email);

  // Paid on /checkout with the test provider, as the payment specs pay.
  await test.step('pay on /checkout', async () => {
    await page.goto(`/checkout?appointmentId=${booked.id}`);
    await main(page)
      .getByRole('group', { name: TEST_MODE })
      .getByRole('button', { name: /إتمام دفع/ })
      .click();
    await expect(
      main(page)
        .getByTestId('payment-receipt')
        .getByRole('heading', { name: /تم الدفع بنجاح/ }),
    ).toBeVisible();
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/appointments/${booked.id}`);
          return ((await res.json()) as { appointment: { paymentStatus: string } }).appointment
            .paymentStatus;
        },
        { timeout: 20_000 },
      )
      .toBe('paid');
  });

  // The dashboard's paid appointment offers its invoice, on the receipt URL.
  await page.goto('/dashboard');
  const card = main(page).getByRole('article', { name: service!.nameAr });
  await expect(card.getByTestId('payment')).toHaveText('حالة الدفع: مدفوع');
  const link = card.getByRole('link', {
    name: `${INVOICE_DOWNLOAD}: ${service!.nameAr}، ${booked.reference}`,
  });
  await expect(link).toHaveText(INVOICE_DOWNLOAD);
  await expect(link).toHaveAttribute('href', `/api/appointments/${booked.id}/receipt`);
  const [download] = await test.step('download from the dashboard', () =>
    Promise.all([page.waitForEvent('download'), link.click()]));
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // What a person opening it reads: this year's invoice number, the booking's reference, 30.000.
  const pdf = await test.step('read the PDF', () => readPdfText(bytes));
  const text = pdf.items.join('\n');
  const numbered = text.match(INVOICE_NUMBER);
  expect(numbered, text).not.toBeNull();
  const number = numbered![0];
  expect(numbered![1]).toBe(ammanYear.format(new Date()));
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  expect(pdf.items).toEqual(expect.arrayContaining([booked.reference, AMOUNT]));
  // No sales tax registration set: an income invoice, and no JoFotara QR with the mode off.
  expect(pdf.items).toContain('فاتورة دخل');
  expect(pdf.items).not.toContain('رمز التحقق من جوفوترة');
  // The receipt email carried the same invoice.
  const emailed = await expectReceiptEmail({
    to: email,
    reference: booked.reference,
    amount: jod(30),
  });
  expect(emailed.number).toBe(number);

  // The admin finds it in «الفواتير» (this month in Amman, newest first): issued, not sent.
  const admin = await test.step('open the console', () => openConsole(browser));
  await admin.getByRole('tab', { name: 'الفواتير', exact: true }).click();
  const panel = admin.getByRole('tabpanel', { name: 'الفواتير' });
  await expect(panel.getByRole('heading', { name: 'الفواتير' })).toBeVisible();
  await expect(panel.getByLabel('الشهر', { exact: true })).toHaveValue(ammanMonth());
  const table = panel.getByRole('table', { name: /^فواتير / });
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-label="رقم الفاتورة"]')).toHaveText(number);
  await expect(row.locator('td[data-label="المرجع"]')).toHaveText(booked.reference);
  await expect(row.locator('td[data-label="العميل"]')).toContainText('ليلى العمري');
  await expect(row.locator('td[data-label="المبلغ"]')).toHaveText(AMOUNT);
  await expect(row.locator('td[data-label="النوع"]')).toContainText('فاتورة دخل');
  await expect(row.getByTestId('invoice-state')).toHaveText('حالة الفاتورة: صادرة');
  // Nothing failed and nothing is sent with the mode off: no resend.
  await expect(row.getByRole('button', { name: /إعادة الإرسال/ })).toHaveCount(0);
  expect(await test.step('axe', () => seriousA11yViolations(admin))).toEqual([]);

  // Narrowed to «صادرة» it is still there; to «مرفوضة» it is not.
  const state = panel.getByLabel('الحالة', { exact: true });
  await state.selectOption({ label: 'مرفوضة' });
  await expect(table.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await state.selectOption({ label: 'صادرة' });
  await expect(table.getByRole('row').filter({ hasText: number })).toHaveCount(1);

  // Its XML: the UBL document, naming the invoice by its number.
  const xmlLink = row.getByRole('link', { name: `XML: الفاتورة ${number}` });
  const xmlHref = await xmlLink.getAttribute('href');
  expect(xmlHref).toMatch(/^\/api\/invoices\/[0-9a-f-]{36}\/xml$/);
  const xml = await admin.request.get(xmlHref!);
  expect(xml.status()).toBe(200);
  expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
  const ubl = await xml.text();
  expect(ubl).toContain('<Invoice');
  expect(ubl).toContain(number);

  // Its PDF there is the client's; the client may not read the admin's list.
  const pdfHref = await row
    .getByRole('link', { name: `PDF: الفاتورة ${number}` })
    .getAttribute('href');
  expect(pdfHref).toBe(xmlHref!.replace(/xml$/, 'pdf'));
  const adminPdf = await admin.request.get(pdfHref!);
  expect(adminPdf.status()).toBe(200);
  expect(adminPdf.headers()['content-type']).toBe('application/pdf');
  expect((await readPdfText(await adminPdf.body())).items).toContain(booked.reference);
  const ownPdf = await page.request.get(pdfHref!);
  expect(ownPdf.status()).toBe(200);
  expect((await page.request.get('/api/invoices')).status()).toBe(403);

  // The month's CSV for the accountant holds it.
  const csvHref = await panel.getByRole('link', { name: /^تصدير CSV/ }).getAttribute('href');
  expect(csvHref).toBe(`/api/invoices/export?month=${ammanMonth()}&format=csv`);
  const csv = await admin.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  const csvText = await csv.text();
  expect(csvText).toContain(number);
  expect(csvText).toContain(booked.reference);
  await expect(panel.getByRole('link', { name: /^تصدير XML \(ZIP\)/ })).toHaveAttribute(
    'href',
    `/api/invoices/export?month=${ammanMonth()}&format=zip`,
  );

  await admin.context().close();
});

/** `2026-11`: this month in Amman, the tab's default. */
function ammanMonth(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Amman',
    year: 'numeric',
    month: '2-digit',
  }).format(new Date());
}

test.describe('accessibility and layout', () => {
  // axe is injected as an inline script, which the site's CSP rightly refuses.
  test.use({ bypassCSP: true });

  test('«الفواتير» is accessible and fits at 360 and 1280 px @mobile', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'الفواتير', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'الفواتير' });
    // This month's invoices (the other test's, in the same run) or the empty state.
    await expect(
      panel
        .getByRole('table', { name: /^فواتير / })
        .or(panel.getByText('لا توجد فواتير لهذا الشهر', { exact: true })),
    ).toBeVisible();
    await expect(panel.getByRole('link', { name: /^تصدير CSV/ })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const width = page.viewportSize()?.width ?? 0;
    // No horizontal scrolling of the page at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // The filters are reached by keyboard: the month (chromium's month input tabs through its
    // month and year first), then the state.
    const state = panel.getByLabel('الحالة', { exact: true });
    await panel.getByLabel('الشهر', { exact: true }).focus();
    for (let presses = 0; presses < 4; presses += 1) {
      if (await state.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(state).toBeFocused();
    await page.screenshot({
      path: testInfo.outputPath(`admin-invoices-${width}.png`),
      fullPage: true,
    });
  });
});
