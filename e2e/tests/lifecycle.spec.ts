import type { APIRequestContext, Page } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { pickDay, slotInput } from '../support/booking-form';
import { freeSlot, TIME_ZONE } from '../support/fixtures';
import { type ReceivedMail, waitForMail } from '../support/mail';
import { jod } from '../support/money';
import { adminAccount, baseURL } from '../support/system';
import { expect, test } from '../support/test';

// The appointment lifecycle as the client lives it (issue 18): a guest books a Zoom consultation
// and pays, the office confirms it with the meeting link, the emails carry the signed manage link;
// from that link, without an account, the client sees the refund before cancelling, moves the
// appointment once, is refused a second move with the way to the contact page, cancels and sees
// the refund. A signed-in client does the same from the dashboard, without a link.
const run = Date.now().toString(36);
const origin = { origin: baseURL };
const LOCALE = 'ar-JO-u-nu-latn';
const MEETING_URL = `https://zoom.us/j/555${Date.now() % 10_000_000}`;
const RESCHEDULE_USED = 'استخدمت التغيير المجاني المتاح لهذا الموعد';
const main = (page: Page) => page.getByRole('main');
const when = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

// axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
test.use({ bypassCSP: true });

/** The signed link of an email, as a path of this site (the mail names the public origin). */
function manageLink(mail: ReceivedMail): string {
  const found = /https?:\/\/\S+?\/appointments\/manage\?id=[\w-]+&token=[\w.-]+/.exec(mail.text);
  if (!found) throw new Error(`no manage link in «${mail.subject}»`);
  const url = new URL(found[0]);
  return `${url.pathname}${url.search}`;
}

async function book(
  api: APIRequestContext,
  email: string,
  slot: { day: string; time: string },
  consultationMode: 'office' | 'zoom',
) {
  const res = await api.post('/api/appointments', {
    headers: origin,
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode,
      contactName: 'ليلى عبد الرحمن',
      contactEmail: email,
      contactPhone: '0795551234',
      socialSecurityNumber: '12345678',
      description: 'مراجعة احتساب راتب التقاعد المبكر',
      date: `${slot.day}T${slot.time}:00+03:00`,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; reference: string };
}

/** Pays with the built-in test provider, as the checkout's "succeed" button does. */
async function pay(api: APIRequestContext, appointmentId: string) {
  const intent = await api.post('/api/create-payment-intent', {
    headers: origin,
    data: { appointmentId },
  });
  expect(intent.status()).toBe(200);
  const { paymentId } = (await intent.json()) as { paymentId: string };
  const confirmed = await api.post('/api/payments/test/confirm', {
    headers: origin,
    data: { paymentId, outcome: 'succeed' },
  });
  expect(confirmed.status()).toBe(200);
}

/** A day and slot at least `fromDays` ahead, other than the one already booked. */
async function otherFreeSlot(page: Page, fromDays: number, not: { day: string }) {
  for (let from = fromDays; from < fromDays + 20; from += 1) {
    const slot = await freeSlot(page.request, from);
    if (slot.day !== not.day) return slot;
  }
  throw new Error('no other free slot');
}

/** A full-page screenshot in the test's output folder, to look at the page as it was. */
async function shot(page: Page, name: string) {
  const info = test.info();
  await page.screenshot({
    path: info.outputPath(`manage-${name}-${info.project.name}.png`),
    fullPage: true,
  });
}

/** Picks a day and slot in the page's reschedule form and sends it. */
async function reschedule(page: Page, slot: { day: string; time: string }) {
  const form = main(page).getByRole('form', { name: 'اختيار موعد جديد' });
  await pickDay(page, slot.day);
  await expect(slotInput(page, slot.time)).toBeEnabled();
  await slotInput(page, slot.time).check();
  await form.getByRole('button', { name: 'تأكيد الموعد الجديد' }).click();
  // The one free change is spent only once confirmed in a dialog (issue 33.4).
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('هذا هو التغيير المجاني الوحيد المتاح لك.');
  await dialog.getByRole('button', { name: 'تأكيد التغيير' }).click();
}

test('a guest manages a confirmed Zoom booking from the emailed link: refund first, one free move, a second refused, then cancelled with the refund', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const admin = await playwright.request.newContext({ baseURL });
  const email = `lifecycle-guest-${run}@example.jo`;

  const slot = await freeSlot(page.request, 40);
  const booked = await book(guest, email, slot, 'zoom');
  const booking = await waitForMail({ to: email, subject: /تم استلام طلب حجز/, timeoutMs: 45_000 });
  expect(booking.subject).toContain(booked.reference);
  const bookingLink = manageLink(booking);
  expect(bookingLink).toContain(`id=${booked.id}`);
  const token = new URL(bookingLink, baseURL).searchParams.get('token');
  expect(token).toBeTruthy();
  await pay(guest, booked.id);
  await expect
    .poll(
      async () => {
        const res = await guest.get(`/api/appointments/${booked.id}?token=${token}`);
        return ((await res.json()) as { appointment?: { paymentStatus: string } }).appointment
          ?.paymentStatus;
      },
      { timeout: 30_000 },
    )
    .toBe('paid');

  // The office confirms with the meeting link (admin.spec drives the console's dialog).
  const login = await admin.post('/api/login', {
    headers: origin,
    data: { username: adminAccount.email, password: adminAccount.password },
  });
  expect(login.status()).toBe(200);
  const confirmed = await admin.patch(`/api/appointments/${booked.id}`, {
    headers: origin,
    data: { status: 'confirmed', meetingUrl: MEETING_URL },
  });
  expect(confirmed.status()).toBe(200);
  const confirmation = await waitForMail({
    to: email,
    subject: /تم تأكيد موعدك/,
    timeoutMs: 45_000,
  });
  expect(confirmation.text).toContain(MEETING_URL);

  // The link in the confirmation, opened in a browser that has never signed in.
  const link = manageLink(confirmation);
  await page.goto(link);
  await expect(page).toHaveTitle(/إدارة الموعد/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'إدارة الموعد' })).toBeVisible();
  await expect(main(page).getByTestId('manage-reference')).toHaveText(booked.reference);
  await expect(main(page).getByTestId('manage-status')).toContainText('مؤكد');
  const start = new Date(`${slot.day}T${slot.time}:00+03:00`);
  await expect(main(page).getByTestId('manage-date')).toContainText(when.format(start));
  await expect(main(page).getByTestId('manage-meeting-link')).toHaveAttribute('href', MEETING_URL);
  // The refund is the server's and is on the page before anything is confirmed.
  await expect(main(page).getByTestId('refund-preview')).toContainText(
    `استرداد كامل المبلغ (100%): ${jod(30)}`,
  );
  await expect(main(page)).toContainText('يحق لك تغيير هذا الموعد مرة واحدة مجاناً');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // One free move, to another free slot picked as on the booking page.
  const target = await otherFreeSlot(page, 60, slot);
  await reschedule(page, target);
  const result = main(page).getByTestId('reschedule-result');
  await expect(result).toBeVisible();
  const moved = new Date(`${target.day}T${target.time}:00+03:00`);
  await expect(result).toContainText(when.format(moved));
  await expect(main(page).getByRole('heading', { name: 'تم تغيير موعدك' })).toBeFocused();
  await expect(main(page).getByTestId('manage-date')).toContainText(when.format(moved));
  const movedMail = await waitForMail({ to: email, subject: /تم تغيير موعدك/, timeoutMs: 45_000 });
  expect(movedMail.subject).toContain(booked.reference);
  // The old slot is free again at once.
  const oldDay = (await (await page.request.get(`/api/slots?date=${slot.day}`)).json()) as {
    slots: { time: string; available: boolean }[];
  };
  expect(oldDay.slots.find((s) => s.time === slot.time)?.available).toBe(true);

  // A second move: the page says it is used and where to turn; the server refuses it too.
  const blocked = main(page).getByTestId('reschedule-blocked');
  await expect(blocked).toContainText(RESCHEDULE_USED);
  await expect(blocked.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const again = await page.request.post(
    `/api/appointments/${booked.id}/reschedule?token=${token}`,
    { headers: origin, data: { date: `${slot.day}T${slot.time}:00+03:00` } },
  );
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toContain(RESCHEDULE_USED);
  // Reopened from the email, the link still works and tells the same.
  await page.goto(link);
  await expect(main(page).getByTestId('reschedule-blocked')).toContainText(RESCHEDULE_USED);

  // Cancel: the dialog repeats the refund; «تراجع» and Escape send nothing.
  const cancelButton = main(page).getByRole('button', { name: 'إلغاء الموعد' });
  await cancelButton.click();
  let dialog = page.getByRole('dialog', { name: 'إلغاء الموعد؟' });
  await expect(dialog.getByTestId('cancel-dialog-refund')).toContainText(
    `استرداد كامل المبلغ (100%): ${jod(30)}`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'إلغاء الموعد؟' });
  await expect(dialog).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByLabel('سبب الإلغاء (اختياري)').fill('تعارض مع موعد عمل');
  await dialog.getByRole('button', { name: 'نعم، ألغِ الموعد' }).click();

  const cancelled = main(page).getByTestId('cancel-result');
  await expect(cancelled).toBeVisible();
  await expect(cancelled.getByTestId('cancel-result-refund')).toHaveText(
    `استرداد كامل المبلغ (100%): ${jod(30)}`,
  );
  await expect(cancelled.getByTestId('cancel-result-refund-status')).toContainText(
    /قيد الاسترداد|تم الاسترداد/,
  );
  await expect(main(page).getByTestId('manage-status')).toContainText('ملغي');
  await expect(main(page).getByRole('button', { name: 'إلغاء الموعد' })).toHaveCount(0);
  const cancelMail = await waitForMail({ to: email, subject: /أُلغي موعدك/, timeoutMs: 45_000 });
  expect(cancelMail.subject).toContain(booked.reference);

  // The link of a cancelled appointment shows how it ended, and nothing more to do; the test
  // provider refunds at once, so the refund soon reads as done (payment-refunds → payment-events).
  await expect(async () => {
    await page.goto(link);
    await expect(main(page).getByTestId('manage-closed')).toBeVisible();
    await expect(main(page).getByTestId('manage-refund-status')).toContainText('تم الاسترداد', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });

  // A link tampered with is refused in plain Arabic, with the way to the office and to sign in.
  await page.goto(link.replace(/token=[\w-]+/, `token=${'z'.repeat(43)}`));
  const refused = main(page).getByTestId('manage-link-invalid');
  await expect(refused).toContainText('رابط إدارة الموعد غير صالح أو انتهت صلاحيته');
  await expect(refused.getByRole('link', { name: 'تواصل معنا' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(refused.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
  await guest.dispose();
  await admin.dispose();
});

test('a signed-in client manages a booking from the dashboard, without any link', async ({
  page,
}) => {
  const email = `lifecycle-client-${run}@example.jo`;
  const password = 'Sanad#2025pass';
  const registered = await page.request.post('/api/register', {
    headers: origin,
    data: {
      email,
      confirmEmail: email,
      password,
      confirmPassword: password,
      nationality: 'jordanian',
      fullName: 'ليلى عبد الرحمن الخطيب',
      mobileNumber: '0795551234',
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBe(201);
  const slot = await freeSlot(page.request, 45);
  const booked = await book(page.request, email, slot, 'office');

  await page.goto('/dashboard');
  const card = main(page).getByRole('article').filter({ hasText: booked.reference });
  await card.getByRole('link', { name: /^إدارة الموعد/ }).click();
  await expect(page).toHaveURL(new RegExp(`/appointments/manage\\?id=${booked.id}$`));
  await expect(main(page).getByTestId('manage-reference')).toHaveText(booked.reference);
  // Not paid yet: the page says there is nothing to give back rather than a share of nothing.
  await expect(main(page).getByTestId('refund-preview')).toContainText('لم تُدفع رسوم هذا الموعد');

  const target = await otherFreeSlot(page, 65, slot);
  await reschedule(page, target);
  await expect(main(page).getByTestId('reschedule-result')).toContainText(
    when.format(new Date(`${target.day}T${target.time}:00+03:00`)),
  );

  await main(page).getByRole('button', { name: 'إلغاء الموعد' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الموعد؟' });
  await dialog.getByRole('button', { name: 'نعم، ألغِ الموعد' }).click();
  await expect(main(page).getByTestId('cancel-result-refund')).toHaveText('لا يوجد مبلغ يُسترد');
  await expect(main(page).getByTestId('cancel-result-refund-status')).toContainText('لا استرداد');

  // Back on the dashboard: cancelled by the client, no refund, nothing left to manage.
  await page.goto('/dashboard');
  const closed = main(page).getByRole('article').filter({ hasText: booked.reference });
  await expect(closed.getByTestId('status')).toContainText('ملغي');
  await expect(closed.getByTestId('cancelled-by')).toHaveText('العميل');
  await expect(closed.getByTestId('refund-status')).toContainText('لا استرداد');
  await expect(closed.getByRole('link', { name: /^إدارة الموعد/ })).toHaveCount(0);
});

test('the manage page, its dialog and its refusal are accessible and fit the screen @mobile', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  const email = `lifecycle-a11y-${run}-${test.info().project.name}@example.jo`;
  const slot = await freeSlot(page.request, 50);
  const booked = await book(guest, email, slot, 'office');
  const link = manageLink(
    await waitForMail({ to: email, subject: /تم استلام طلب حجز/, timeoutMs: 45_000 }),
  );
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  await page.goto(link);
  await expect(main(page).getByTestId('manage-reference')).toHaveText(booked.reference);
  await expect(main(page).getByRole('grid').first()).toBeVisible();
  await shot(page, 'page');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await overflow()).toBeLessThanOrEqual(0);

  await main(page).getByRole('button', { name: 'إلغاء الموعد' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الموعد؟' });
  await expect(dialog.getByLabel('سبب الإلغاء (اختياري)')).toBeVisible();
  await shot(page, 'dialog');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'تراجع' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/appointments/manage?id=${booked.id}&token=0.x`);
  await expect(main(page).getByTestId('manage-link-invalid')).toBeVisible();
  await shot(page, 'link-invalid');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await guest.dispose();
});
