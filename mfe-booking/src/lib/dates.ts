import { LOCALE, TIME_ZONE } from '@ssc/contracts';
import type { DayKey, TimeSlot } from '@ssc/contracts/slots';

// The slot and calendar rules live in `@ssc/contracts/slots` (shared with the booking service);
// this file only turns them into what the page shows.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day a calendar cell shows (the picker works in the browser's own calendar). */
export function calendarDayKey(date: Date): DayKey {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar cell of a day (local midnight), e.g. for the picker's `selected`. */
export function dateOfDayKey(day: DayKey): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  date.setFullYear(y); // years 0–99 would otherwise be read as 1900–1999
  return date;
}

const appointmentFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** An appointment's date-time for people: "الأحد، 15 آذار 2026 في 9:00 ص" (Amman time). */
export function formatAppointmentDate(iso: string): string {
  return appointmentFormat.format(new Date(iso));
}

const slotFormat = new Intl.DateTimeFormat(LOCALE, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A slot as read aloud and shown: "9:00 ص", "2:00 م". */
export function formatSlot(time: TimeSlot): string {
  const [h, m] = time.split(':').map(Number);
  return slotFormat.format(Date.UTC(2000, 0, 1, h, m));
}
