import type { Page } from '@playwright/test';
import {
  type FakeGraphApi,
  type SentMessage,
  startFakeGraphApi,
} from '../../packages/whatsapp/src/testing/fake-graph-api';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { pickDay, slotInput } from '../support/booking-form';
import { freeSlot } from '../support/fixtures';
import { mailTo, waitForMail } from '../support/mail';
import { restartsOf } from '../support/restart';
import { baseURL, servicePortBase } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 33, "Done when", as one journey at 360 px: a Jordanian living in Dubai registers on /auth
// with a UAE mobile and agrees to WhatsApp messages, books a Zoom consultation on /booking (the
// box already ticked from the account), pays on /checkout with the test provider, finds it paid
// on /dashboard, moves it once and cancels it from the manage page. Each step's WhatsApp message
// reaches Meta (a fake Graph API in this test process, packages/whatsapp/src/testing), in order,
// in Arabic, to the number in E.164, and the emails go too; Meta's signed «read» is taken, a
// forged one refused, and the office's details sheet shows the message as «قُرئت».
//
// The booking service and the worker are restarted (support/restart.ts: by pid, as they ran, with
// only the WHATSAPP_* settings added) pointing at the fake, and restored afterwards, also when the
// test fails, so the specs after this one run with WhatsApp off as before.

const run = Date.now().toString(36);
const PASSWORD = 'Sanad#2025pass';
/** The client's UAE mobile, as typed and as Meta gets it (E.164). */
const PHONE = '+971501234567';
/** `whatsappMessages.consentLabel` of `@ssc/contracts` (not a dependency of this package). */
const CONSENT_LABEL = 'أوافق على استلام رسائل مواعيدي عبر واتساب (التأكيد والتذكير والإيصال)';
const TEST_MODE = 'وضع الدفع التجريبي — لا يتم خصم أي مبلغ فعلي';
/** WHATSAPP_TEMPLATE_LABELS.appointment_booked and WHATSAPP_MESSAGE_STATE_LABELS.read. */
const BOOKED_LABEL = 'تأكيد استلام الحجز';
const READ_LABEL = 'قُرئت';
/** The worker sends from a queue (outbox relay → Redis → worker → the fake): give it time. */
const SENT_WITHIN = { timeout: 60_000 };

const restarts = restartsOf([
  { name: 'booking', ready: `http://127.0.0.1:${servicePortBase + 3}/ready` },
  { name: 'worker', ready: `http://127.0.0.1:${servicePortBase + 5}/ready` },
]);
let fake: FakeGraphApi | undefined;
/** `GET /api/whatsapp/status` before this spec turned WhatsApp on. */
let statusBefore: unknown;

const whatsappStatus = async (): Promise<unknown> =>
  (await fetch(`${baseURL}/api/whatsapp/status`)).json();

// The client's phone (360 px, touch) for the whole journey; axe-core is injected as a script,
// which the site's CSP rightly refuses: bypassed for these checks only.
test.use({
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  bypassCSP: true,
});

const main = (page: Page) => page.getByRole('main');

/** What the fake accepted for the client's number, in the order it came. */
const sentToClient = (): SentMessage[] => (fake?.sent ?? []).filter((m) => m.to === PHONE);
const templatesSent = () => sentToClient().map((m) => m.template);

/** A day and slot at least `fromDays` ahead, on another day than `not`. */
async function otherFreeSlot(page: Page, fromDays: number, not: { day: string }) {
  for (let from = fromDays; from < fromDays + 20; from += 1) {
    const slot = await freeSlot(page.request, from);
    if (slot.day !== not.day) return slot;
  }
  throw new Error('no other free slot');
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeGraphApi();
  restarts.remember();
  // The system runs without WhatsApp (unless the machine's environment says otherwise): this spec
  // turns it on for itself only, and afterAll checks that it is as before.
  statusBefore = await whatsappStatus();
  await restarts.restart({
    WHATSAPP_TOKEN: fake.config.token,
    WHATSAPP_PHONE_NUMBER_ID: fake.config.phoneNumberId,
    WHATSAPP_APP_SECRET: fake.config.appSecret,
    WHATSAPP_VERIFY_TOKEN: fake.config.verifyToken ?? 'fake-verify-token',
    WHATSAPP_API_URL: fake.url,
  });
  expect(await whatsappStatus()).toEqual({ enabled: true });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  try {
    if (await restarts.restore()) expect(await whatsappStatus()).toEqual(statusBefore);
  } finally {
    await fake?.close();
  }
});

test('a Jordanian in Dubai registers with WhatsApp, books, pays, moves and cancels: every message on WhatsApp and by email, Meta’s read state in the office', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const email = `dubai.${run}@example.com`;
  // 10 digits, unique per run.
  const nationalId = `98${String(Date.now()).slice(-8)}`;

  // 1. Registration on /auth: Jordanian, the UAE mobile, WhatsApp agreed.
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'إنشاء حساب' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const field = (label: string) => main(page).getByRole('textbox', { name: label, exact: true });
  await expect(main(page).getByRole('radio', { name: 'أردني', exact: true })).toBeChecked();
  const names = ['سامر', 'عادل', 'محمود', 'العبادي'];
  for (const [i, label] of ['الاسم الأول', 'اسم الأب', 'اسم الجد', 'اسم العائلة'].entries()) {
    await field(label).fill(names[i]!);
  }
  await field('الرقم الوطني').fill(nationalId);
  await field('رقم الهاتف المحمول').fill(PHONE);
  await field('البريد الإلكتروني').fill(email);
  await field('تأكيد البريد الإلكتروني').fill(email);
  await field('كلمة المرور').fill(PASSWORD);
  await field('تأكيد كلمة المرور').fill(PASSWORD);
  const registerConsent = main(page).getByRole('checkbox', { name: CONSENT_LABEL });
  await expect(registerConsent).not.toBeChecked();
  await registerConsent.check();
  await main(page)
    .getByRole('checkbox', { name: /الشروط والأحكام/ })
    .check();
  const registering = page.waitForRequest('**/api/register');
  await main(page).getByRole('button', { name: 'تسجيل', exact: true }).click();
  expect((await registering).postDataJSON()).toMatchObject({
    nationality: 'jordanian',
    email,
    whatsappConsent: true,
  });
  await expect(page).toHaveURL(/\/$/);
  const account = await (await page.request.get('/api/user')).json();
  expect(account).toMatchObject({ email, whatsappConsent: true });
  expect(String(account.mobileNumber)).toContain('971501234567');

  // 2. Booking on /booking as that account: the consent box is ticked from the account.
  const [service] = (await (await page.request.get('/api/services')).json()) as {
    id: string;
    nameAr: string;
  }[];
  const slot = await freeSlot(page.request, 66);
  await page.goto('/booking');
  const select = main(page).getByLabel('نوع الخدمة');
  await expect(select).toBeEnabled();
  await select.selectOption({ label: service!.nameAr });
  await main(page).getByRole('radio', { name: /Zoom/ }).check();
  await pickDay(page, slot.day);
  await expect(slotInput(page, slot.time)).toBeEnabled();
  await slotInput(page, slot.time).check();
  await expect(main(page).getByLabel('البريد الإلكتروني')).toHaveValue(email);
  await expect(main(page).getByLabel('الاسم الكامل')).not.toHaveValue('');
  await main(page).getByLabel('رقم الهاتف').fill(PHONE);
  await main(page).getByLabel('رقم الضمان الاجتماعي').fill('12345678');
  await main(page)
    .getByLabel(/وصف الحالة/)
    .fill('أقيم في دبي وأرغب بالاشتراك الاختياري في الضمان الاجتماعي.');
  const bookingConsent = main(page).getByRole('checkbox', { name: CONSENT_LABEL });
  await expect(bookingConsent).toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const created = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/appointments' && r.request().method() === 'POST',
  );
  await main(page).getByRole('button', { name: 'تأكيد الحجز' }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const appointment = (await createdResponse.json()) as {
    id: string;
    reference: string;
    whatsappConsent?: boolean;
  };
  expect(appointment.whatsappConsent).toBe(true);
  const panel = main(page).getByRole('region', { name: 'تم استلام طلب الحجز' });
  const reference = (await panel.getByTestId('booking-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^SND-\d{2}-\d{5,}$/);
  expect(reference).toBe(appointment.reference);

  // Its WhatsApp confirmation: the first message to the client, in Arabic, with the reference.
  await expect.poll(templatesSent, SENT_WITHIN).toEqual(['appointment_booked']);
  const booked = sentToClient()[0]!;
  expect(booked.language).toBe('ar');
  expect(booked.bodyParameters).toContain(reference);
  expect(booked.callbackData).toBeTruthy();

  // 3. Payment on /checkout with the test provider.
  await panel.getByRole('link', { name: 'ادفع الآن' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?.*appointmentId=${appointment.id}`));
  await waitForLivePage(page);
  const summary = main(page).getByRole('complementary', { name: 'ملخص الطلب' });
  await expect(summary.getByTestId('checkout-reference')).toHaveText(reference);
  await main(page)
    .getByRole('group', { name: TEST_MODE })
    .getByRole('button', { name: /إتمام دفع/ })
    .click();
  const receipt = main(page).getByTestId('payment-receipt');
  await expect(receipt.getByRole('heading', { name: /تم الدفع بنجاح/ })).toBeVisible();
  await expect(receipt).toContainText(reference);
  await expect.poll(templatesSent, SENT_WITHIN).toEqual(['appointment_booked', 'payment_receipt']);

  // 4. The dashboard: the appointment paid; the profile's WhatsApp switch on.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/appointments/${appointment.id}`);
        return ((await res.json()) as { appointment?: { paymentStatus: string } }).appointment
          ?.paymentStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('paid');
  await receipt.getByRole('link', { name: 'الذهاب إلى لوحة التحكم' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await waitForLivePage(page);
  const card = main(page).getByRole('article').filter({ hasText: reference });
  await expect(card.getByTestId('payment')).toHaveText('حالة الدفع: مدفوع');
  await main(page).getByRole('tab', { name: 'الملف الشخصي' }).click();
  const whatsappSwitch = main(page)
    .getByRole('tabpanel', { name: 'الملف الشخصي' })
    .getByRole('switch', { name: CONSENT_LABEL });
  await expect(whatsappSwitch).toBeChecked();
  await main(page).getByRole('tab', { name: 'مواعيدي' }).click();

  // 5. The manage page, as the signed-in owner: WhatsApp on for this appointment, with the way to
  // stop it; then one move to another free slot.
  await card.getByRole('link', { name: /^إدارة الموعد/ }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/manage\\?id=${appointment.id}$`));
  await waitForLivePage(page);
  await expect(main(page).getByTestId('manage-reference')).toHaveText(reference);
  await expect(main(page).getByTestId('manage-whatsapp-state')).toHaveText(
    'رسائل واتساب لهذا الموعد: مفعّلة',
  );
  await expect(main(page).getByRole('button', { name: 'إيقاف رسائل واتساب' })).toBeVisible();
  await expect(main(page).getByRole('grid').first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const target = await otherFreeSlot(page, 80, slot);
  const moveForm = main(page).getByRole('form', { name: 'اختيار موعد جديد' });
  await pickDay(page, target.day);
  await expect(slotInput(page, target.time)).toBeEnabled();
  await slotInput(page, target.time).check();
  await moveForm.getByRole('button', { name: 'تأكيد الموعد الجديد' }).click();
  // The one free change is spent only once confirmed: «تأكيد التغيير» in a dialog (issue 33.4).
  const confirmChange = page.getByRole('dialog').getByRole('button', { name: 'تأكيد التغيير' });
  const moved = main(page).getByTestId('reschedule-result');
  await expect(confirmChange.or(moved).first()).toBeVisible();
  if (await confirmChange.isVisible()) await confirmChange.click();
  await expect(moved).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'تم تغيير موعدك' })).toBeVisible();
  const after = (await (await page.request.get(`/api/appointments/${appointment.id}`)).json()) as {
    appointment: { date: string };
  };
  expect(new Date(after.appointment.date).getTime()).toBe(new Date(target.date).getTime());
  await expect
    .poll(templatesSent, SENT_WITHIN)
    .toEqual(['appointment_booked', 'payment_receipt', 'appointment_rescheduled']);

  // 6. Cancelled from the same page.
  await main(page).getByRole('button', { name: 'إلغاء الموعد' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'إلغاء الموعد؟' });
  await cancelDialog.getByRole('button', { name: 'نعم، ألغِ الموعد' }).click();
  await expect(main(page).getByTestId('cancel-result')).toBeVisible();
  await expect(main(page).getByTestId('manage-status')).toContainText('ملغي');
  await expect
    .poll(templatesSent, SENT_WITHIN)
    .toEqual([
      'appointment_booked',
      'payment_receipt',
      'appointment_rescheduled',
      'appointment_cancelled',
    ]);
  for (const message of sentToClient()) {
    expect(message.language, message.template).toBe('ar');
    expect(message.to, message.template).toBe(PHONE);
  }

  // The email went too, as always: the booking's confirmation and the payment's receipt.
  const confirmation = await waitForMail({
    to: email,
    subject: new RegExp(`تم استلام طلب حجز موعدك ${reference}`),
    timeoutMs: 45_000,
  });
  const receiptMail = await waitForMail({
    to: email,
    subject: new RegExp(`^إيصال الدفع — ${reference}$`),
    timeoutMs: 45_000,
  });
  const subjects = mailTo(email).map((m) => m.subject);
  expect(subjects).toContain(confirmation.subject);
  expect(subjects).toContain(receiptMail.subject);

  // 7. Meta's webhook: the confirmation read (signed with the app secret) is taken; a forged
  // notification is refused.
  const webhook = `${baseURL}/api/whatsapp/webhook`;
  const read = await fake!.deliver({ callbackData: booked.callbackData!, status: 'read' }, webhook);
  expect(read.status, read.body).toBe(200);
  const forged = await fake!.deliver(
    { callbackData: booked.callbackData!, status: 'read' },
    webhook,
    { signWith: 'wrong' },
  );
  expect(forged.status, forged.body).toBe(401);

  // 8. The office: the appointment's details sheet lists its WhatsApp messages, the
  // confirmation «قُرئت».
  const office = await browser.newContext({
    baseURL,
    bypassCSP: true,
    locale: 'ar-JO',
    timezoneId: 'Asia/Amman',
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const admin = await office.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin');
    await waitForLivePage(admin);
    await admin.getByLabel(/^بحث/).fill(reference);
    await admin.getByRole('button', { name: 'تطبيق' }).click();
    await expect(admin.getByRole('table', { name: 'المواعيد' }).locator('tbody tr')).toHaveCount(1);
    await admin
      .locator(`tr[data-appointment-id="${appointment.id}"]`)
      .getByRole('button', { name: /^تفاصيل موعد/ })
      .click();
    const sheet = admin.getByRole('dialog', { name: `الموعد ${reference}` });
    await expect(sheet).toBeVisible();
    const history = sheet.getByTestId('whatsapp-messages');
    await expect(history.getByRole('heading', { name: 'رسائل واتساب' })).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(4);
    await expect(history.getByRole('listitem').filter({ hasText: BOOKED_LABEL })).toContainText(
      READ_LABEL,
    );
  } finally {
    await office.close();
  }
});
