import type { PublicService } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  canPay,
  checkoutHref,
  FALLBACK_SERVICE_NAME,
  formatAppointmentDateTime,
  modeLabel,
} from './format';

const service: PublicService = {
  id: 'svc-retirement-consultations',
  nameEn: 'retirement-consultations',
  nameAr: 'استشارات التقاعد',
  descriptionAr: 'استشارات قانونية في التقاعد المبكر والشيخوخة',
  duration: 60,
  price: 45,
};

describe('formatAppointmentDateTime', () => {
  it('shows the day and time in Amman (UTC+3), whatever the machine’s zone', () => {
    // 06:00 UTC on Sunday 15 March 2026 is 09:00 in Amman.
    const { date, time } = formatAppointmentDateTime('2026-03-15T06:00:00.000Z');
    expect(date).toContain('الأحد');
    expect(date).toContain('15');
    expect(date).toContain('2026');
    expect(time).toMatch(/^9:00\s?ص$/);
  });

  it('moves to the next Amman day when UTC is still on the previous one', () => {
    // 22:30 UTC on Wednesday is 01:30 on Thursday in Amman.
    const { date, time } = formatAppointmentDateTime('2026-03-18T22:30:00.000Z');
    expect(date).toContain('الخميس');
    expect(date).toContain('19');
    expect(time).toMatch(/^1:30\s?ص$/);
  });
});

describe('labels', () => {
  it('names the three consultation modes', () => {
    expect(modeLabel('office')).toContain('المكتب');
    expect(modeLabel('zoom')).toContain('Zoom');
    expect(modeLabel('teams')).toContain('Teams');
  });
});

describe('canPay', () => {
  it('offers payment for unpaid appointments that are still ahead', () => {
    expect(canPay({ status: 'pending', paymentStatus: 'pending' })).toBe(true);
    expect(canPay({ status: 'confirmed', paymentStatus: 'failed' })).toBe(true);
  });

  it('not once paid, nor for cancelled or completed appointments', () => {
    expect(canPay({ status: 'pending', paymentStatus: 'paid' })).toBe(false);
    expect(canPay({ status: 'cancelled', paymentStatus: 'pending' })).toBe(false);
    expect(canPay({ status: 'completed', paymentStatus: 'pending' })).toBe(false);
  });
});

describe('checkoutHref', () => {
  it('carries appointmentId, the service’s price and its Arabic name', () => {
    const url = new URL(checkoutHref({ id: 'a-1' }, service), 'http://x');
    expect(url.pathname).toBe('/checkout');
    expect(url.searchParams.get('appointmentId')).toBe('a-1');
    expect(url.searchParams.get('price')).toBe('45');
    expect(url.searchParams.get('service')).toBe('استشارات التقاعد');
  });

  it('falls back to the 30-dinar consultation when the service is unknown', () => {
    const url = new URL(checkoutHref({ id: 'a-2' }, undefined), 'http://x');
    expect(url.searchParams.get('price')).toBe('30');
    expect(url.searchParams.get('service')).toBe(FALLBACK_SERVICE_NAME);
  });
});
