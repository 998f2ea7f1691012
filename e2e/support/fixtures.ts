// What several specs need to set up a booking: days the office works, a slot nobody took yet, real
// file bytes, and the toast a step ends with. One copy here, so the specs agree on them.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

export const TIME_ZONE = 'Asia/Amman';

/** `YYYY-MM-DD` of an instant in Amman. */
export const ammanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const ammanWeekday = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  weekday: 'short',
});

/**
 * Jordan's fixed public holidays (MM-DD), which the booking service closes at start (the list:
 * FIXED_HOLIDAYS of `@ssc/contracts/availability`, not a dependency of this package).
 */
const FIXED_HOLIDAYS = ['01-01', '05-01', '05-25', '12-25'];

/**
 * The next `count` days the office works (Sunday to Thursday in Amman, not a fixed public
 * holiday), `fromDays` from today.
 */
export function workingDaysAhead(fromDays: number, count: number): string[] {
  const days: string[] = [];
  for (let offset = fromDays; days.length < count; offset += 1) {
    const instant = new Date(Date.now() + offset * 86_400_000);
    if (['Fri', 'Sat'].includes(ammanWeekday.format(instant))) continue;
    const day = ammanDay.format(instant);
    if (FIXED_HOLIDAYS.includes(day.slice(5))) continue;
    days.push(day);
  }
  return days;
}

/** The first working day at least `daysAhead` days from today. */
export function openDay(daysAhead: number): string {
  return workingDaysAhead(daysAhead, 1)[0]!;
}

/**
 * A day and slot nobody has booked yet, `fromDays` or more ahead (other specs of the run book too),
 * with `date`, the instant as the booking form sends it.
 */
export async function freeSlot(
  request: APIRequestContext,
  fromDays: number,
): Promise<{ day: string; time: string; date: string }> {
  for (const day of workingDaysAhead(fromDays, 20)) {
    const res = await request.get(`/api/slots?date=${day}`);
    expect(res.status()).toBe(200);
    const { slots } = (await res.json()) as { slots: { time: string; available: boolean }[] };
    const free = slots.find((s) => s.available);
    if (free) return { day, time: free.time, date: `${day}T${free.time}:00+03:00` };
  }
  throw new Error('no free slot in the coming working days');
}

/** A small valid PDF, padded to about `padKb` KB. */
export function pdfBytes(padKb = 256): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    `% ${'x'.repeat(padKb * 1024)}`,
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The page's toast with this title is on screen. */
export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}
