import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { fileFixture } from '../support/booking-form';
import { expectToast, freeSlot, pdfBytes } from '../support/fixtures';
import { jod } from '../support/money';
import { expectReceiptEmail } from '../support/receipts';
import { baseURL, cliqAccount } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 31.2, "CliQ: the client reports the transfer, the admin confirms it in the console, the
// client's receipt email arrives with its PDF", and cash at the desk. The E2E system offers
// `PAYMENT_METHODS=card,cliq,cash` with the office's alias and account name (`cliqAccount` of
// system.ts) beside the test provider. Each test books its own free slot with its own address.

const run = Date.now().toString(36);
const AMOUNT = jod(30);
const METHOD_LEGEND = 'طريقة الدفع';
const CARD = 'بطاقة دفع';
const CLIQ = 'تحويل فوري عبر CliQ';
const TEST_MODE = 'وضع الدفع التجريبي — لا يتم خصم أي مبلغ فعلي';
const FILE_LABEL = 'أرفق صورة أو PDF لإشعار التحويل (اختياري)';
const REPORT = 'قمت بالتحويل';
const AWAITING = 'بانتظار تأكيد التحويل';
const PENDING_TAB = 'مدفوعات بانتظار التأكيد';

/** How the checkout writes an instant (`formatAppointmentDate` of mfe-booking): Amman, Latin digits. */
const ammanDateTime = new Intl.DateTimeFormat('ar-JO-u-nu-latn', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'Asia/Amman',
});

interface Booked {
  id: string;
  reference: string;
  email: string;
  name: string;
}

/** A guest books the first service (30 JD) on a free slot through the booking API. */
async function guestBooks(
  request: APIRequestContext,
  options: { who: string; name: string; fromDays: number; mode?: 'office' | 'zoom' },
): Promise<Booked> {
  const [service] = (await (await request.get('/api/services')).json()) as {
    id: string;
    price: number;
  }[];
  expect(service!.price).toBe(30);
  const email = `${options.who}.${run}@example.com`;
  const { date } = await freeSlot(request, options.fromDays);
  const res = await request.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: service!.id,
      consultationMode: options.mode ?? 'office',
      contactName: options.name,
      contactEmail: email,
      contactPhone: '0795554040',
      socialSecurityNumber: '44556677',
      description: 'استشارة حول احتساب راتب التقاعد المبكر',
      date,
    },
  });
  expect(res.status()).toBe(201);
  const { id, reference } = (await res.json()) as { id: string; reference: string };
  expect(reference).toMatch(/^SND-\d{2}-\d{5,}$/);
  return { id, reference, email, name: options.name };
}

/** What the checkout got from `POST /api/payments/cliq` when the visitor chose CliQ. */
interface CliqAnswer {
  paymentId: string;
  reference: string;
  holdUntil: string | null;
}

/**
 * On /checkout: the method choice with the card first, then CliQ chosen; the answer of the
 * transfer details' request (its payment id, and until when the booking will be held).
 */
async function chooseCliq(page: Page): Promise<CliqAnswer> {
  const main = page.getByRole('main');
  const methods = main.getByRole('group', { name: METHOD_LEGEND });
  await expect(methods.getByRole('radio', { name: CARD })).toBeChecked();
  // The card (the test provider here) is the default: its form is there at once.
  await expect(main.getByRole('group', { name: TEST_MODE })).toBeVisible();
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/payments/cliq') && r.request().method() === 'POST',
  );
  await methods.getByRole('radio', { name: CLIQ }).check();
  const res = await answered;
  expect(res.status()).toBe(200);
  await expect(main.getByTestId('cliq-panel')).toBeVisible();
  await expect(main.getByRole('group', { name: TEST_MODE })).toHaveCount(0);
  return (await res.json()) as CliqAnswer;
}

/** An admin's own browser context (the client's page stays a guest's) on the console. */
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

/** The console's appointments table narrowed to one booking by its reference; its row. */
async function appointmentRow(admin: Page, booked: Booked): Promise<Locator> {
  await admin.getByRole('tab', { name: 'المواعيد', exact: true }).click();
  await admin.getByLabel(/^بحث/).fill(booked.reference);
  await admin.getByRole('button', { name: 'تطبيق' }).click();
  const row = admin.locator(`tr[data-appointment-id="${booked.id}"]`);
  await expect(admin.getByRole('table', { name: 'المواعيد' }).locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText(booked.reference);
  return row;
}

/**
 * A row of the «مدفوعات بانتظار التأكيد» table, by its payment (by CSS: while a dialog is open the
 * page behind it is hidden from the accessibility tree, which role locators read).
 */
const pendingRow = (admin: Page, paymentId: string) =>
  admin.locator(`tr[data-payment-id="${paymentId}"]`);
const paymentCell = (row: Locator) => row.locator('td[data-label="الدفع"]');

/** The count on the «مدفوعات بانتظار التأكيد» tab (no badge: none waiting). */
async function pendingCount(admin: Page): Promise<number> {
  const badge = admin
    .getByRole('tab', { name: new RegExp(PENDING_TAB) })
    .getByTestId('pending-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test.describe('CliQ transfers and cash at the desk', () => {
  // «نسخ» writes with the Clipboard API; the test reads the clipboard back.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a guest pays by CliQ: copies the reference, reports the transfer with its confirmation; the admin downloads it and confirms; the receipt email and its PDF', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const booked = await guestBooks(page.request, {
      who: 'cliq',
      name: 'سلمى الحوراني',
      fromDays: 40,
    });
    const confirmation = pdfBytes(8);
    const confirmationFile = fileFixture(testInfo, 'إشعار-تحويل.pdf', confirmation);

    await page.goto(`/checkout?appointmentId=${booked.id}`);
    const main = page.getByRole('main');
    await expect(main.getByTestId('checkout-reference')).toHaveText(booked.reference);
    const cliq = await chooseCliq(page);
    expect(cliq.reference).toBe(booked.reference);

    // What the bank app needs: the alias, the name it shows for it, the exact amount, the note.
    const panel = main.getByTestId('cliq-panel');
    await expect(panel.getByTestId('cliq-alias')).toHaveText(cliqAccount.alias);
    await expect(panel.getByTestId('cliq-accountName')).toHaveText(cliqAccount.accountName);
    await expect(panel.getByTestId('cliq-amount')).toContainText(AMOUNT);
    await expect(panel.getByTestId('cliq-amount')).toContainText('30.000');
    await expect(panel.getByTestId('cliq-reference')).toHaveText(booked.reference);

    // Copying the reference: said in the live region, and it is on the clipboard.
    await panel.getByRole('button', { name: 'نسخ: المرجع في ملاحظة التحويل' }).click();
    await expect(panel.getByTestId('cliq-copied')).toHaveText('تم النسخ: المرجع في ملاحظة التحويل');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(booked.reference);

    // Held CLIQ_HOLD_HOURS (24 by default) from the report, never past the appointment.
    expect(cliq.holdUntil).not.toBeNull();
    const heldFor = new Date(cliq.holdUntil!).getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(23 * 3_600_000);
    expect(heldFor).toBeLessThanOrEqual(24 * 3_600_000);
    const holdText = ammanDateTime.format(new Date(cliq.holdUntil!));
    await expect(panel.getByTestId('cliq-hold')).toContainText(`يبقى موعدك محجوزاً حتى ${holdText}`);

    // The bank's confirmation, attached, then «قمت بالتحويل».
    await panel.getByLabel(FILE_LABEL).setInputFiles(confirmationFile);
    await expect(panel.getByTestId('cliq-file')).toContainText('إشعار-تحويل.pdf');
    await panel.getByRole('button', { name: REPORT }).click();

    const receipt = main.getByTestId('payment-receipt');
    await expect(receipt.getByRole('heading', { name: AWAITING })).toBeFocused();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(AWAITING);
    await expect(receipt.getByTestId('receipt-status')).toHaveText(AWAITING);
    await expect(receipt).toContainText(`رقم الحجز${booked.reference}`);
    await expect(receipt).toContainText(`المبلغ المحوّل${AMOUNT}`);
    await expect(receipt.getByTestId('receipt-hold')).toHaveText(
      `يبقى موعدك محجوزاً حتى ${holdText}.`,
    );
    // Nothing is paid yet: no receipt to download, no card form.
    await expect(receipt.getByRole('link', { name: 'تنزيل الفاتورة (PDF)' })).toHaveCount(0);
    await expect(main.getByRole('group', { name: TEST_MODE })).toHaveCount(0);
    // A reload says the same, and offers no second payment.
    await page.reload();
    await expect(main.getByTestId('awaiting-transfer')).toBeVisible();
    await expect(main.getByRole('group', { name: METHOD_LEGEND })).toHaveCount(0);

    // The office: the tab with its count, the row of this transfer.
    const admin = await openConsole(browser);
    const paymentBadge = paymentCell(await appointmentRow(admin, booked));
    await expect(paymentBadge).toContainText(`حالة الدفع: ${AWAITING}`);
    const tab = admin.getByRole('tab', { name: new RegExp(PENDING_TAB) });
    await expect(tab.getByTestId('pending-count')).toHaveText(/^[1-9]\d*$/);
    const waiting = await pendingCount(admin);
    await tab.click();
    await expect(admin.getByRole('table', { name: PENDING_TAB })).toBeVisible();
    const row = pendingRow(admin, cliq.paymentId);
    await expect(row.getByTestId('pending-reference')).toHaveText(booked.reference);
    await expect(row.locator('td[data-label="العميل"]')).toHaveText(booked.name);
    await expect(row.locator('td[data-label="المبلغ"]')).toContainText('30');
    await expect(row.locator('td[data-label="الطريقة"]')).toHaveText(CLIQ);
    expect(await seriousA11yViolations(admin)).toEqual([]);

    // The attached confirmation downloads as the very bytes the client sent.
    const downloading = admin.waitForEvent('download');
    await row.getByTestId('transfer-receipt').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('إشعار-تحويل.pdf');
    expect(readFileSync((await download.path())!).equals(confirmation)).toBe(true);

    // «تأكيد الاستلام» with the bank's reference of the transfer.
    const bankReference = `CLQ${run.toUpperCase()}01`;
    await row
      .getByRole('button', { name: `تأكيد الاستلام (${booked.name}، ${booked.reference})` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'تأكيد استلام الحوالة؟' });
    await expect(dialog).toContainText(booked.name);
    await expect(dialog).toContainText(booked.reference);
    await dialog.getByLabel('مرجع الحوالة في البنك').fill(bankReference);
    await dialog.getByRole('button', { name: 'نعم، وصل المبلغ' }).click();
    await expect(dialog).toHaveCount(0);
    await expectToast(admin, 'تم تأكيد استلام الحوالة');
    await expect(row).toHaveCount(0);
    await expect.poll(() => pendingCount(admin)).toBe(waiting - 1);

    // The client's inbox: «إيصال الدفع — SND-…», the PDF reading as the reference and 30 JD, paid
    // by CliQ with the bank's reference.
    const { mail, pdf } = await expectReceiptEmail({
      to: booked.email,
      reference: booked.reference,
      amount: AMOUNT,
    });
    expect(mail.text).toContain(`طريقة الدفع: ${CLIQ}`);
    expect(mail.text).toContain(bankReference);
    expect(pdf.items.join('\n')).toContain(bankReference);

    // The console shows the appointment paid, without «مدفوع نقداً» any more.
    const paidRow = await appointmentRow(admin, booked);
    await expect(paymentCell(paidRow)).toContainText('حالة الدفع: مدفوع');
    await expect(paidRow.getByTestId('cash-payment')).toHaveCount(0);
    // …and the client's checkout link says it is paid.
    await page.reload();
    await expect(main.getByRole('heading', { name: 'تم دفع رسوم هذا الموعد مسبقاً' })).toBeVisible();
    await admin.context().close();
  });

  test('a transfer the admin rejects with a reason: the client, back on the checkout, pays again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const booked = await guestBooks(page.request, {
      who: 'cliq-rejected',
      name: 'مازن العبادي',
      fromDays: 42,
    });
    await page.goto(`/checkout?appointmentId=${booked.id}`);
    const main = page.getByRole('main');
    const cliq = await chooseCliq(page);
    // No confirmation attached this time.
    await main.getByTestId('cliq-panel').getByRole('button', { name: REPORT }).click();
    await expect(main.getByTestId('payment-receipt').getByTestId('receipt-status')).toHaveText(
      AWAITING,
    );

    const admin = await openConsole(browser);
    await admin.getByRole('tab', { name: new RegExp(PENDING_TAB) }).click();
    const row = pendingRow(admin, cliq.paymentId);
    await expect(row.getByTestId('pending-reference')).toHaveText(booked.reference);
    await expect(row.locator('td[data-label="إشعار التحويل"]')).toHaveText('لم يُرفق');
    await expect(row.getByTestId('transfer-receipt')).toHaveCount(0);

    await row
      .getByRole('button', { name: `رفض الحوالة (${booked.name}، ${booked.reference})` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'رفض الحوالة؟' });
    await expect(dialog).toContainText(booked.reference);
    // The reason is required: nothing is sent without one.
    await dialog.getByRole('button', { name: 'نعم، ارفض الحوالة' }).click();
    await expect(dialog).toContainText('يرجى كتابة سبب الرفض (3 أحرف على الأقل)');
    await expect(dialog.getByLabel('سبب الرفض')).toBeFocused();
    await expect(row).toBeVisible();
    await dialog.getByLabel('سبب الرفض').fill('لم تصل الحوالة إلى حساب المكتب');
    await dialog.getByRole('button', { name: 'نعم، ارفض الحوالة' }).click();
    await expect(dialog).toHaveCount(0);
    await expectToast(admin, 'تم رفض الحوالة');
    await expect(row).toHaveCount(0);
    await expect(paymentCell(await appointmentRow(admin, booked))).toContainText(
      'حالة الدفع: فشل الدفع',
    );
    await admin.context().close();

    // The client's checkout, reloaded: the ways to pay again; the card this time.
    await page.reload();
    await expect(main.getByTestId('awaiting-transfer')).toHaveCount(0);
    await expect(main.getByTestId('checkout-reference')).toHaveText(booked.reference);
    const methods = main.getByRole('group', { name: METHOD_LEGEND });
    await expect(methods.getByRole('radio', { name: CLIQ })).toBeVisible();
    await expect(methods.getByRole('radio', { name: CARD })).toBeChecked();
    await main
      .getByRole('group', { name: TEST_MODE })
      .getByRole('button', { name: /إتمام دفع/ })
      .click();
    const receipt = main.getByTestId('payment-receipt');
    await expect(receipt.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible();
    await expect(receipt.getByTestId('receipt-status')).toHaveText('مدفوع');
    const { mail } = await expectReceiptEmail({
      to: booked.email,
      reference: booked.reference,
      amount: AMOUNT,
    });
    expect(mail.text).toContain(`طريقة الدفع: ${CARD}`);
  });

  test('cash at the desk: «مدفوع نقداً» for an office appointment (none for Zoom), paid, the receipt email', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const booked = await guestBooks(page.request, {
      who: 'cash',
      name: 'نور الصمادي',
      fromDays: 44,
    });
    const online = await guestBooks(page.request, {
      who: 'cash-zoom',
      name: 'نور الصمادي',
      fromDays: 44,
      mode: 'zoom',
    });

    const admin = await openConsole(browser);
    // Nobody pays at the desk for a Zoom consultation.
    const zoomRow = await appointmentRow(admin, online);
    await expect(paymentCell(zoomRow)).toContainText('حالة الدفع: بانتظار الدفع');
    await expect(zoomRow.getByTestId('cash-payment')).toHaveCount(0);

    const row = await appointmentRow(admin, booked);
    await expect(paymentCell(row)).toContainText('حالة الدفع: بانتظار الدفع');
    await row.getByTestId('cash-payment').click();
    const dialog = admin.getByRole('dialog', { name: 'تسجيل الدفع نقداً؟' });
    await expect(dialog).toContainText(booked.name);
    await dialog.getByRole('button', { name: 'نعم، دُفع نقداً' }).click();
    await expect(dialog).toHaveCount(0);
    await expectToast(admin, 'تم تسجيل الدفع نقداً');
    await expect(paymentCell(row)).toContainText('حالة الدفع: مدفوع');
    await expect(row.getByTestId('cash-payment')).toHaveCount(0);
    await admin.context().close();

    const { mail } = await expectReceiptEmail({
      to: booked.email,
      reference: booked.reference,
      amount: AMOUNT,
    });
    expect(mail.text).toContain('طريقة الدفع: نقداً في المكتب');

    // The client's checkout link: nothing left to pay.
    await page.goto(`/checkout?appointmentId=${booked.id}`);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'تم دفع رسوم هذا الموعد مسبقاً' }),
    ).toBeVisible();
  });
});
