/// <reference types="node" />
import { afterEach, describe, expect, it } from 'vitest';
import { calendarDayKey, dateOfDayKey, formatAppointmentDate, formatSlot } from './dates';

// The rules themselves (days, slots, horizon, time zone) are tested once, in
// packages/contracts/src/slots.test.ts.

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('calendar cells', () => {
  it('takes the picker’s calendar cell as the day it shows', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(calendarDayKey(new Date(2026, 2, 15))).toBe('2026-03-15');
    expect(calendarDayKey(dateOfDayKey('2026-03-15'))).toBe('2026-03-15');
    expect(calendarDayKey(dateOfDayKey('1900-01-01'))).toBe('1900-01-01');
  });
});

describe('formatting', () => {
  it('shows the appointment in Arabic with Latin digits, in Amman time', () => {
    process.env.TZ = 'UTC';
    expect(formatAppointmentDate('2026-03-15T09:00:00+03:00')).toBe(
      'الأحد، 15 آذار 2026 في 9:00 ص',
    );
    expect(formatSlot('14:00')).toBe('2:00 م');
    expect(formatSlot('09:00')).toBe('9:00 ص');
  });
});
