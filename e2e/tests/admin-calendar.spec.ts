import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin';
import { seriousA11yViolations } from '../support/axe';
import { pickDay, slotInput } from '../support/booking-form';
import { ammanDay, freeSlot, workingDaysAhead } from '../support/fixtures';
import { nameTag } from '../support/names';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// Issue 19.1 and 19.2 in the browser. (a) The admin closes a working day and blocks one slot of
// another in «أوقات العمل»; a visitor then finds that day disabled in the booking page's picker
// and the slot not offered, and the booking service refuses the slot when asked directly.
// (b) A visitor books; the admin finds the appointment in its day of «التقويم», opens it with the
// keyboard and reads its details sheet.
//
// The days are this spec's own, near the end of the 90-day booking horizon where no other spec
// books, and the exceptions are deleted at the end (through the page, and again by the API should
// the test stop half-way), so the other specs see the usual week.
const run = Date.now().toString(36);
const origin = { origin: baseURL };
/** The booking service's words (`@ssc/contracts`, not a dependency of this package). */
const NOT_A_SLOT = 'الوقت المختار ليس من أوقات المواعيد المتاحة';
const DAY_CLOSED = 'المكتب مغلق في هذا اليوم، يرجى اختيار يوم آخر';

// axe-core is injected as a script, which the site's CSP forbids: bypassed for these checks only.
test.use({ bypassCSP: true });

const main = (page: Page) => page.getByRole('main');

async function openTab(page: Page, name: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name }).click();
}

async function slotsOf(api: APIRequestContext, day: string) {
  const res = await api.get(`/api/slots?date=${day}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { closed?: boolean; slots: { time: string; available: boolean }[] };
}

/** The picker's button for a day, after moving the calendar to its month (not clicked). */
async function dayButton(page: Page, day: string): Promise<Locator> {
  await expect(main(page).getByRole('grid').first()).toBeVisible();
  const button = main(page).locator(`td[data-day="${day}"] button`);
  for (let i = 0; i < 6 && !(await button.isVisible()); i += 1) {
    await main(page).getByRole('button', { name: 'اذهب إلى الشهر التالي' }).click();
  }
  return button;
}

function guestBooking(day: string, time: string, name: string) {
  return {
    headers: origin,
    multipart: {
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'office',
      contactName: name,
      contactEmail: `calendar-${run}@example.jo`,
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      description: 'مراجعة احتساب الراتب التقاعدي',
      date: `${day}T${time}:00+03:00`,
    },
  };
}

test('the admin closes a day and blocks a slot in «أوقات العمل»: the visitor can pick neither, the API refuses the slot', async ({
  page,
  browser,
}) => {
  const [closedDay, blockedDay] = workingDaysAhead(82, 2) as [string, string];
  const closedNote = `غياب المستشار ${run}`;
  const blockedNote = `اجتماع ${run}`;
  await signInAsAdmin(page);
  const before = await slotsOf(page.request, blockedDay);
  expect((await slotsOf(page.request, closedDay)).closed).not.toBe(true);
  const [blocked, ...kept] = before.slots.map((s) => s.time).reverse() as [string, ...string[]];
  expect(kept.length).toBeGreaterThan(0);

  try {
    await openTab(page, 'أوقات العمل');
    const form = page.getByRole('region', { name: 'يوم مختلف عن الأسبوع' });
    await form.getByRole('textbox', { name: 'التاريخ', exact: true }).fill(closedDay);
    await form.getByLabel('ملاحظة').fill(closedNote);
    await expect(form.getByLabel('مغلق طوال اليوم')).toBeChecked();
    await form.getByRole('button', { name: 'حفظ اليوم' }).click();
    const days = page.getByRole('region', { name: 'الأيام المختلفة' });
    await expect(days.getByRole('listitem').filter({ hasText: closedNote })).toContainText('مغلق');

    // One slot blocked: the day's other hours, the blocked one left out, the reason as the note.
    await form.getByRole('textbox', { name: 'التاريخ', exact: true }).fill(blockedDay);
    await form.getByLabel('ملاحظة').fill(blockedNote);
    await form.getByLabel('مغلق طوال اليوم').uncheck();
    await form.getByLabel(/أوقات هذا اليوم/).fill(kept.sort().join('، '));
    await form.getByRole('button', { name: 'حفظ اليوم' }).click();
    await expect(days.getByRole('listitem').filter({ hasText: blockedNote })).toBeVisible();

    // A visitor, not signed in: the closed day is disabled (and named a holiday), the slot absent.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/booking');
    const select = main(visitor).getByLabel('نوع الخدمة');
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
    const closedButton = await dayButton(visitor, closedDay);
    await expect(closedButton).toBeDisabled();
    await expect(closedButton).toHaveAttribute('aria-label', /عطلة/);
    await expect(await dayButton(visitor, blockedDay)).toBeEnabled();
    await pickDay(visitor, blockedDay);
    await expect(slotInput(visitor, kept[0] as string)).toBeVisible();
    await expect(slotInput(visitor, blocked)).toHaveCount(0);

    // Asked directly, the booking service refuses both: 400 on the date field.
    for (const [day, time, message] of [
      [blockedDay, blocked, NOT_A_SLOT],
      [closedDay, kept[0] as string, DAY_CLOSED],
    ] as const) {
      const res = await visitorContext.request.post(
        '/api/appointments',
        guestBooking(day, time, `ضيف محجوب ${nameTag(run)}`),
      );
      expect(res.status()).toBe(400);
      expect(((await res.json()) as { errors?: Record<string, string> }).errors?.date).toBe(
        message,
      );
    }
    await visitorContext.close();

    // Deleted through the page: the days are the week's again.
    for (const note of [closedNote, blockedNote]) {
      await days
        .getByRole('listitem')
        .filter({ hasText: note })
        .getByRole('button', { name: /^حذف/ })
        .click();
      await expect(days.getByRole('listitem').filter({ hasText: note })).toHaveCount(0);
    }
    expect((await slotsOf(page.request, closedDay)).closed).not.toBe(true);
    expect((await slotsOf(page.request, blockedDay)).slots.map((s) => s.time)).toContain(blocked);
  } finally {
    for (const day of [closedDay, blockedDay]) {
      const res = await page.request.delete(`/api/availability/exceptions/${day}`, {
        headers: origin,
      });
      expect([200, 404]).toContain(res.status());
    }
  }
});

/** The Sunday of the week holding `day` (YYYY-MM-DD). */
function sundayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/** The calendar's «هذا الأسبوع»: the Sunday of the week holding today (a Friday or Saturday too). */
function thisWeekStart(): string {
  return sundayOf(ammanDay.format(new Date()));
}

test('the admin sees a new booking in its day of «التقويم» and opens it with the keyboard @mobile', async ({
  page,
  playwright,
}, testInfo) => {
  const guest = await playwright.request.newContext({ baseURL });
  const { day, time } = await freeSlot(page.request, 76);
  const name = `ضيف التقويم ${nameTag(`${testInfo.project.name}${run}`)}`;
  const res = await guest.post('/api/appointments', guestBooking(day, time, name));
  expect(res.status()).toBe(201);
  const booked = (await res.json()) as { id: string; reference: string };
  await guest.dispose();

  await signInAsAdmin(page);
  await openTab(page, 'التقويم');
  const panel = page.getByRole('region', { name: 'التقويم' });
  await expect(panel.getByRole('button', { name: 'هذا الأسبوع' })).toBeDisabled();
  const weeks = Math.round(
    (Date.parse(sundayOf(day)) - Date.parse(thisWeekStart())) / (7 * 86_400_000),
  );
  const next = panel.getByRole('button', { name: 'الأسبوع التالي' });
  for (let i = 0; i < weeks; i += 1) await next.click();

  // In its day: the table's cell under the day's column on a desktop, the day's block on a phone.
  const chip = page.getByRole('button', {
    name: new RegExp(`^${name} \\(${booked.reference}\\)`),
  });
  const where = page.locator(`[data-day="${day}"]`).filter({ has: chip });
  await expect(chip).toBeVisible();
  await expect(chip).toHaveAccessibleName(/بانتظار التأكيد$/);
  await expect(chip.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  const wide = testInfo.project.name !== 'mobile';
  if (wide) {
    await expect(where).toHaveAttribute('data-time', time);
    const header = page.locator(`thead th[data-day="${day}"]`);
    const column = await header.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
    expect(await where.evaluate((td) => (td as HTMLTableCellElement).cellIndex)).toBe(column);
  } else {
    // The calendar draws day blocks, not its week table (the month's figures above have their own).
    await expect(panel.getByRole('table')).toHaveCount(0);
    // Nothing wider than the phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await testInfo.attach(`calendar-${testInfo.project.name}`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // Keyboard only: Tab from the week's buttons reaches the appointment, Enter opens its sheet.
  await next.focus();
  const focusedId = () =>
    page.evaluate(() => document.activeElement?.getAttribute('data-appointment-id') ?? null);
  let reached = false;
  for (let i = 0; i < 80 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = (await focusedId()) === booked.id;
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: `الموعد ${booked.reference}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'سجل الموعد' })).toBeVisible();
  await expect(sheet).toContainText(name);
  await expect(sheet).toContainText('المرفقات (0)');
  await expect(
    sheet.getByRole('button', { name: `إلغاء الموعد (${name}، ${booked.reference})` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(chip).toBeFocused();
});
