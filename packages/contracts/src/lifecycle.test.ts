import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TRANSITIONS,
  isOpenAppointment,
  OPEN_APPOINTMENT_STATUSES,
} from './appointments';
import {
  CANCELLATION_POLICY,
  LIFECYCLE_POLICY,
  mayReschedule,
  refundAmountMinor,
  refundPercent,
} from './lifecycle';

const HOUR = 3_600_000;
const start = new Date('2030-01-06T06:00:00.000Z');
const before = (ms: number) => new Date(start.getTime() - ms);

describe('the cancellation policy', () => {
  it('refunds in full at least 24 h ahead, half within 24 h, nothing from the start', () => {
    expect(refundPercent(start, before(24 * HOUR + 60_000))).toBe(100);
    expect(refundPercent(start, before(24 * HOUR))).toBe(100);
    expect(refundPercent(start, before(24 * HOUR - 60_000))).toBe(50);
    expect(refundPercent(start, before(1))).toBe(50);
    expect(refundPercent(start, start)).toBe(0);
    expect(refundPercent(start, before(-HOUR))).toBe(0);
  });

  it('never refunds more when cancelling later (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -72 * HOUR, max: 72 * HOUR }), fc.nat(72 * HOUR), (a, d) => {
        expect(refundPercent(start, before(a))).toBeGreaterThanOrEqual(
          refundPercent(start, before(a - d)),
        );
      }),
    );
  });

  it('refunds a share of what was paid, in whole fils, never more than paid (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.constantFrom(0, 50, 100), (paid, percent) => {
        const amount = refundAmountMinor(paid, percent);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeLessThanOrEqual(paid);
        if (percent === 100) expect(amount).toBe(paid);
        if (percent === 0) expect(amount).toBe(0);
      }),
    );
    expect(refundAmountMinor(30_000, 50)).toBe(15_000);
  });

  it('allows one free reschedule', () => {
    expect(mayReschedule(0)).toBe(true);
    expect(mayReschedule(LIFECYCLE_POLICY.freeReschedules)).toBe(false);
  });

  it('states the same numbers in words', () => {
    expect(CANCELLATION_POLICY[0]).toContain(`${LIFECYCLE_POLICY.fullRefundHoursBefore} ساعة`);
    expect(CANCELLATION_POLICY[1]).toContain(`${100 - LIFECYCLE_POLICY.lateRefundPercent}%`);
  });
});

describe('open appointments', () => {
  it('are the statuses the transitions still let be cancelled', () => {
    expect(OPEN_APPOINTMENT_STATUSES).toEqual(['pending', 'confirmed']);
    for (const status of APPOINTMENT_STATUSES) {
      expect([status, isOpenAppointment({ status })]).toEqual([
        status,
        APPOINTMENT_TRANSITIONS[status].includes('cancelled'),
      ]);
    }
    expect(isOpenAppointment({ status: 'unknown' })).toBe(false);
  });
});
