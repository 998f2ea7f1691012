import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { moveAppointmentIntoPast } from '../support/booking-db';
import { freeSlot, workingDaysAhead } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 18.4 in the admin console: the office opens an appointment and reads its history, moves it
// to another slot on the client's behalf (a slot taken meanwhile is refused and the old one kept;
// the client is emailed the new time), records a no-show for a confirmed consultation that has
// begun, and cancels a paid one with a reason (an empty reason is refused first), after which the
// refund and the history line are on the appointment.
const run = Date.now().toString(36);
const origin = { origin: baseURL };
const SLOT_TAKEN = 'هذا الموعد محجوز، يرجى اختيار وقت آخر';
const REASON_REQUIRED = 'يجب كتابة سبب الإلغاء';

// axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
test.use({ bypassCSP: true });

interface Booked {
  id: string;
  reference: string;
  name: string;
  email: string;
}

/** A guest books the first free slot from `fromDays` ahead; returns the appointment. */
async function guestBooks(api: APIRequestContext, page: Page, tag: string, fromDays: number) {
  const { day, time } = await freeSlot(page.request, fromDays);
  const email = `lifecycle-${tag}-${run}@example.jo`;
  // Letters only (issue 37): the run in Arabic letters, the tag (move, fit-desktop…) as written.
  const name = `ضيف ${tag} ${nameTag(run)}`;
  const res = await api.post('/api/appointments', {
    headers: origin,
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: name,
      contactEmail: email,
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      description: 'مراجعة احتساب الراتب التقاعدي',
      date: `${day}T${time}:00+03:00`,
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { id: string; reference: string };
  return { id: body.id, reference: body.reference, name, email } satisfies Booked;
}

async function confirm(page: Page, id: string) {
  const res = await page.request.patch(`/api/appointments/${id}`, {
    headers: origin,
    data: { status: 'confirmed' },
  });
  expect(res.status()).toBe(200);
}

/** Finds the booking by its reference in the table and opens its details sheet. */
async function openDetails(page: Page, booked: Booked): Promise<Locator> {
  await page.getByLabel(/^بحث/).fill(booked.reference);
  await page.getByRole('button', { name: 'تطبيق' }).click();
  const row = page.locator(`tr[data-appointment-id="${booked.id}"]`);
  await expect(page.getByRole('table', { name: 'المواعيد' }).locator('tbody tr')).toHaveCount(1);
  await row
    .getByRole('button', { name: `تفاصيل موعد ${booked.name} (${booked.reference})` })
    .click();
  const sheet = page.getByRole('dialog', { name: `الموعد ${booked.reference}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'سجل الموعد' })).toBeVisible();
  return sheet;
}

const historyLine = (sheet: Locator, action: string) =>
  sheet.getByRole('list', { name: 'سجل الموعد' }).locator(`li[data-action="${action}"]`);
const toastWith = (page: Page, text: string) =>
  page.locator('li').filter({ hasText: text }).first();
const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);

test('the admin reads the history and reschedules for the client: a slot taken meanwhile is refused, the client is emailed the new time', async ({
  page,
  playwright,
}, testInfo) => {
  const guest = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(page);
  const booked = await guestBooks(guest, page, 'move', 30);
  await confirm(page, booked.id);
  await page.goto('/admin');
  const sheet = await openDetails(page, booked);

  // Booked by a guest, confirmed by the office (with the admin's account id).
  await expect(historyLine(sheet, 'booked')).toContainText('تم الحجز');
  await expect(historyLine(sheet, 'booked')).toContainText('العميل (دون تسجيل الدخول)');
  await expect(historyLine(sheet, 'confirmed')).toContainText('تم التأكيد');
  await expect(historyLine(sheet, 'confirmed')).toContainText('المكتب');
  await expect(historyLine(sheet, 'confirmed')).toContainText('بانتظار التأكيد');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const before = await sheet.getByTestId('details-date').textContent();
  const startsAt = (await (await page.request.get(`/api/appointments/${booked.id}`)).json())
    .appointment.date as string;

  const open = sheet.getByRole('button', {
    name: `تغيير الموعد (${booked.name}، ${booked.reference})`,
  });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الموعد نيابة عن العميل' });
  await expect(dialog).toContainText(booked.name);
  const day = dialog.getByLabel(/^اليوم الجديد/);
  const bookable = (await (await page.request.get('/api/slots/window')).json()) as {
    firstDay: string;
    lastDay: string;
  };
  await expect(day).toHaveAttribute('min', bookable.firstDay);
  await expect(day).toHaveAttribute('max', bookable.lastDay);

  // A Friday is refused with the booking page's words.
  const friday = workingDaysAhead(40, 1)[0]!;
  const closed = new Date(`${friday}T12:00:00Z`);
  closed.setUTCDate(closed.getUTCDate() + ((5 - closed.getUTCDay() + 7) % 7));
  await day.fill(closed.toISOString().slice(0, 10));
  await expect(dialog).toContainText('لا نستقبل المواعيد يومي الجمعة والسبت');

  // The target: a free slot of a later day. Someone books it while the admin decides: 409.
  const target = await freeSlot(page.request, 40);
  await day.fill(target.day);
  const slot = dialog.locator(`input[type="radio"][value="${target.time}"]`);
  await expect(slot).toBeEnabled();
  await slot.check();
  const rival = await guest.post('/api/appointments', {
    headers: origin,
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: 'منافس على الموعد',
      contactEmail: `lifecycle-rival-${run}@example.jo`,
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      date: `${target.day}T${target.time}:00+03:00`,
    },
  });
  expect(rival.status()).toBe(201);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-reschedule-dialog.png') });
  await dialog.getByRole('button', { name: 'نعم، غيّر الموعد' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(SLOT_TAKEN);
  // The old slot is kept (asked of the API: the sheet is hidden from the accessibility tree while
  // the dialog is open); the taken one now shows as taken.
  const kept = await (await page.request.get(`/api/appointments/${booked.id}`)).json();
  expect(kept.appointment.date).toBe(startsAt);
  await expect(slot).toBeDisabled();
  const slotLabel = dialog
    .locator('label')
    .filter({ has: page.locator(`input[type="radio"][value="${target.time}"]`) });
  await expect(slotLabel).toContainText('محجوز');

  const free = dialog.locator('input[type="radio"]:enabled').first();
  const newTime = await free.getAttribute('value');
  await free.check();
  await dialog.getByRole('button', { name: 'نعم، غيّر الموعد' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'تم تغيير الموعد')).toBeVisible();
  await expect(sheet.getByTestId('details-date')).not.toHaveText(before ?? '');
  await expect(historyLine(sheet, 'rescheduled')).toContainText('تم تغيير الموعد');
  await expect(historyLine(sheet, 'rescheduled')).toContainText(`من${before}`);
  // The dialog closed and gave the focus back to the button that opened it.
  await expect(open).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('admin-details-history.png'), fullPage: true });

  const detail = await (await page.request.get(`/api/appointments/${booked.id}`)).json();
  expect(detail.appointment.date).toBe(new Date(`${target.day}T${newTime}:00+03:00`).toISOString());
  // The office's move does not use the client's one free reschedule.
  expect(detail.appointment.rescheduleCount ?? 0).toBe(0);
  const mail = await waitForMail({
    to: booked.email,
    subject: new RegExp(`تم تغيير موعدك ${booked.reference}`),
    timeoutMs: 45_000,
  });
  expect(mail.text).toContain(booked.reference);
  await guest.dispose();
});

test('the admin records a no-show for a confirmed consultation that has begun', async ({
  page,
  playwright,
}) => {
  const guest = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(page);
  const booked = await guestBooks(guest, page, 'absent', 45);
  await confirm(page, booked.id);
  // Nobody can book the past: the consultation is moved there in the database (started 1 h ago).
  await moveAppointmentIntoPast(booked.id, 60);
  await page.goto('/admin');
  await expect(stat(page, 'no-show')).toHaveText(/^\d+$/);
  const absent = Number(await stat(page, 'no-show').textContent());
  const sheet = await openDetails(page, booked);

  // It has begun: it cannot be moved any more, and "did not come" is offered.
  await expect(
    sheet.getByRole('button', { name: `تغيير الموعد (${booked.name}، ${booked.reference})` }),
  ).toHaveCount(0);
  await sheet
    .getByRole('button', { name: `تسجيل عدم الحضور (${booked.name}، ${booked.reference})` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل عدم حضور العميل؟' });
  await expect(dialog).toContainText(booked.name);
  await dialog.getByRole('button', { name: 'نعم، لم يحضر' }).click();
  await expect(toastWith(page, 'تم تغيير حالة الموعد إلى «لم يحضر»')).toBeVisible();
  await expect(sheet.getByTestId('details-status')).toHaveText(/لم يحضر/);
  await expect(historyLine(sheet, 'no_show')).toContainText('لم يحضر العميل');
  await expect(historyLine(sheet, 'no_show')).toContainText('مؤكد');
  await expect(sheet).toContainText('لا إجراءات متاحة');
  await page.keyboard.press('Escape');
  await expect(stat(page, 'no-show')).toHaveText(String(absent + 1));

  // The status filter knows the new status.
  await page.getByLabel(/^بحث/).fill('');
  await page.getByLabel('الحالة').selectOption('no_show');
  await expect(page.locator(`tr[data-appointment-id="${booked.id}"]`)).toBeVisible();
  await guest.dispose();
});

test('the admin cancels a paid appointment with a reason: an empty reason is refused, the refund and the history line follow', async ({
  page,
  playwright,
}, testInfo) => {
  const guest = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(page);
  const booked = await guestBooks(guest, page, 'cancel', 55);
  // The guest pays with the built-in test provider.
  const intent = await guest.post('/api/create-payment-intent', {
    headers: origin,
    data: { appointmentId: booked.id, amount: 30 },
  });
  expect(intent.status()).toBe(200);
  const { paymentId } = (await intent.json()) as { paymentId: string };
  const paid = await guest.post('/api/payments/test/confirm', {
    headers: origin,
    data: { paymentId, outcome: 'succeed' },
  });
  expect(paid.status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/appointments/${booked.id}`)).json()).appointment
          .paymentStatus,
      { timeout: 20_000 },
    )
    .toBe('paid');

  await page.goto('/admin');
  const sheet = await openDetails(page, booked);
  await sheet
    .getByRole('button', { name: `إلغاء الموعد (${booked.name}، ${booked.reference})` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الموعد؟' });
  await expect(dialog).toContainText('100%');
  const reason = dialog.getByLabel(/^سبب الإلغاء/);

  // Nothing is sent without a reason.
  let patches = 0;
  page.on('request', (req) => {
    if (req.method() === 'PATCH' && req.url().endsWith(`/api/appointments/${booked.id}`)) {
      patches += 1;
    }
  });
  await dialog.getByRole('button', { name: 'نعم، ألغِ الموعد' }).click();
  await expect(dialog).toContainText(REASON_REQUIRED);
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  expect(patches).toBe(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-cancel-dialog.png') });

  const why = 'اعتذار المستشار لظرف طارئ، نرجو الحجز في موعد آخر';
  await reason.fill(why);
  await dialog.getByRole('button', { name: 'نعم، ألغِ الموعد' }).click();
  await expect(dialog).toBeHidden();
  await expect(toastWith(page, 'تم إلغاء الموعد')).toBeVisible();
  expect(patches).toBe(1);

  await expect(sheet.getByTestId('details-status')).toHaveText(/ملغي/);
  await expect(sheet).toContainText(why);
  // The office's cancellation gives everything back: pending until the provider answers.
  await expect(sheet.getByTestId('details-refund-status')).toHaveText(/قيد الاسترداد|تم الاسترداد/);
  await expect(sheet.getByTestId('details-refund')).toContainText('100%');
  await expect(sheet.getByTestId('details-refund')).toContainText('30 د.أ');
  const line = historyLine(sheet, 'cancelled');
  await expect(line).toContainText('تم الإلغاء');
  await expect(line).toContainText('المكتب');
  await expect(line).toContainText(why);
  await expect(line).toContainText('100% (30 د.أ)');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-cancelled-refund.png') });

  const mail = await waitForMail({
    to: booked.email,
    subject: new RegExp(`أُلغي موعدك ${booked.reference}`),
    timeoutMs: 45_000,
  });
  expect(mail.text).toContain(why);
  await guest.dispose();
});

test('the details sheet and the reschedule dialog fit and stay accessible at 360 and 1280 px @mobile', async ({
  page,
  playwright,
}, testInfo) => {
  const guest = await playwright.request.newContext({ baseURL });
  await signInAsAdmin(page);
  const tag = `fit-${testInfo.project.name}`;
  const booked = await guestBooks(guest, page, tag, testInfo.project.name === 'mobile' ? 60 : 62);
  await page.goto('/admin');
  const sheet = await openDetails(page, booked);
  const width = page.viewportSize()?.width ?? 0;
  const fits = async (locator: Locator) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(-1);
  };
  await fits(sheet);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await sheet
    .getByRole('button', { name: `تغيير الموعد (${booked.name}، ${booked.reference})` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'تغيير الموعد نيابة عن العميل' });
  const target = await freeSlot(page.request, 65);
  await dialog.getByLabel(/^اليوم الجديد/).fill(target.day);
  await expect(dialog.locator('input[type="radio"]')).toHaveCount(6);
  await fits(dialog);
  // Every slot can be reached and read without scrolling sideways.
  for (const label of await dialog.locator('label:has(input[type="radio"])').all()) {
    await fits(label);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`admin-reschedule-${width}.png`) });
  // Escape closes the dialog only; the sheet stays, with the focus back on its button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(sheet).toBeVisible();
  await expect(
    sheet.getByRole('button', { name: `تغيير الموعد (${booked.name}، ${booked.reference})` }),
  ).toBeFocused();
  await guest.dispose();
});
