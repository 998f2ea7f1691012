import { TIME_SLOTS } from '@ssc/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ammanParts,
  isCalendarDay,
  isOpenDay,
  slotProblem,
  slotStart,
  slotsOfDay,
  weekdayOf,
} from './slot-rules';

const MIN = Date.UTC(1899, 0, 1);
const MAX = Date.UTC(2100, 11, 31);
const instant = fc.integer({ min: MIN, max: MAX }).map((ms) => new Date(ms));
const day = fc
  .date({
    min: new Date(Date.UTC(1900, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const slot = fc.constantFrom(...TIME_SLOTS);
/** Random instants rarely fall on a slot: mix in slot starts and instants just beside them. */
const candidate = fc.oneof(
  instant,
  fc
    .tuple(day, slot, fc.constantFrom(0, 0, 0, 1, -1, 60_000, -60_000, 3_600_000, 86_400_000))
    .map(([d, time, shift]) => new Date(slotStart(d, time).getTime() + shift)),
);

describe('slot rules', () => {
  it('accepts only future slot starts of Sunday to Thursday in Amman time', () => {
    let accepted = 0;
    fc.assert(
      fc.property(candidate, instant, (at, now) => {
        if (slotProblem(at, now) !== undefined) return;
        accepted += 1;
        const parts = ammanParts(at);
        expect([0, 1, 2, 3, 4]).toContain(parts.weekday);
        expect(parts.onTheMinute).toBe(true);
        const time = `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;
        expect(TIME_SLOTS).toContain(time);
        expect(at.getTime()).toBeGreaterThan(now.getTime());
      }),
      { numRuns: 2000 },
    );
    // The property above must have seen accepted slots, not only refusals.
    expect(accepted).toBeGreaterThan(50);
  });

  it('accepts every slot of every open day before it starts, and refuses it from its start on', () => {
    fc.assert(
      fc.property(
        day,
        slot,
        fc.integer({ min: 1, max: 10 * 365 * 86_400_000 }),
        (d, time, lead) => {
          const start = slotStart(d, time);
          expect(ammanParts(start).day).toBe(d);
          const before = new Date(start.getTime() - lead);
          const after = new Date(start.getTime() + (lead % 86_400_000));
          if (isOpenDay(d)) {
            expect(slotProblem(start, before)).toBeUndefined();
            expect(slotProblem(start, start)).toBe('past');
            expect(slotProblem(start, after)).toBe('past');
          } else {
            expect(slotProblem(start, before)).toBe('closedDay');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses any instant that is not exactly on a slot', () => {
    fc.assert(
      fc.property(
        day.filter(isOpenDay),
        slot,
        fc.integer({ min: 1, max: 60 * 60_000 - 1 }),
        (d, time, offsetMs) => {
          const start = slotStart(d, time);
          const now = new Date(start.getTime() - 365 * 86_400_000);
          const shifted = new Date(start.getTime() + offsetMs);
          expect(slotProblem(shifted, now)).toBe('notSlot');
        },
      ),
    );
  });

  it('closes Fridays and Saturdays whatever the time', () => {
    fc.assert(
      fc.property(day, slot, (d, time) => {
        const closed = weekdayOf(d) === 5 || weekdayOf(d) === 6;
        const now = new Date(Date.UTC(1800, 0, 1));
        expect(slotProblem(slotStart(d, time), now) === 'closedDay').toBe(closed);
        expect(slotsOfDay(d, now).some((s) => s.bookable)).toBe(!closed);
      }),
    );
  });

  it('judges an instant the same whatever offset its ISO text was written in', () => {
    fc.assert(
      fc.property(day, slot, (d, time) => {
        const local = new Date(`${d}T${time}:00+03:00`);
        const utc = new Date(local.toISOString());
        const now = new Date(Date.UTC(1800, 0, 1));
        expect(slotProblem(utc, now)).toBe(slotProblem(local, now));
      }),
    );
  });

  it('knows real calendar days and Amman weekdays', () => {
    expect(isCalendarDay('2025-02-28')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('25-01-01')).toBe(false);
    // 2 Jan 2025 was a Thursday, 3 Jan a Friday, 5 Jan a Sunday.
    expect(isOpenDay('2025-01-02')).toBe(true);
    expect(isOpenDay('2025-01-03')).toBe(false);
    expect(isOpenDay('2025-01-04')).toBe(false);
    expect(isOpenDay('2025-01-05')).toBe(true);
    // 09:00 in Amman is 06:00 UTC; 23:30 UTC on Thursday is already Friday in Amman.
    expect(slotStart('2025-01-05', '09:00').toISOString()).toBe('2025-01-05T06:00:00.000Z');
    expect(ammanParts(new Date('2025-01-02T23:30:00Z')).weekday).toBe(5);
    expect(slotProblem(new Date('invalid'), new Date())).toBe('invalid');
  });
});
