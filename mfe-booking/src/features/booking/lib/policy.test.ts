import { formatJod } from '@ssc/contracts';
import { LIFECYCLE_POLICY } from '@ssc/contracts/lifecycle';
import { sampleService } from '@ssc/contracts/testing';
import { describe, expect, it } from 'vitest';
import { lateRefund, minutesText, policyCopy, policyPrice, startsSoon } from './policy';

describe('the booking policy’s words (issue 33.4)', () => {
  it('derives the late refund from LIFECYCLE_POLICY and the price, to the fils', () => {
    expect(LIFECYCLE_POLICY.lateRefundPercent).toBe(50);
    expect(lateRefund(45)).toBe(22.5);
    expect(lateRefund(30)).toBe(15);
    expect(lateRefund(0.015)).toBe(0.007);
    expect(policyCopy.refund(45)).toContain(formatJod(45));
    expect(policyCopy.refund(45)).toContain(formatJod(22.5));
    expect(policyCopy.soon(45)).toContain(formatJod(22.5));
    expect(policyCopy.refund(undefined)).not.toMatch(/دينار/);
  });

  it('quotes the chosen service, else a catalogue of one price, else none', () => {
    const a = sampleService();
    const b = sampleService({ id: 'b', price: 45 });
    expect(policyPrice(b, [a, b])).toBe(45);
    expect(policyPrice(undefined, [a, sampleService({ id: 'c' })])).toBe(30);
    expect(policyPrice(undefined, [a, b])).toBeUndefined();
    expect(policyPrice(undefined, undefined)).toBeUndefined();
  });

  it('counts minutes in Arabic', () => {
    expect(minutesText(30)).toBe('30 دقيقة');
    expect(minutesText(10)).toBe('10 دقائق');
    expect(minutesText(2)).toBe('دقيقتين');
    expect(minutesText(1)).toBe('دقيقة واحدة');
  });

  it('tells a slot within 24 hours apart', () => {
    const now = new Date('2030-01-06T07:00:00Z');
    expect(startsSoon(new Date('2030-01-07T06:59:00Z'), now)).toBe(true);
    expect(startsSoon(new Date('2030-01-07T07:00:00Z'), now)).toBe(false);
    expect(startsSoon(new Date('2030-01-06T06:00:00Z'), now)).toBe(false);
  });
});
