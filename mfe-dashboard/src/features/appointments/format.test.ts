import type { PublicService } from '@ssc/contracts';
import { formatJod } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  canManage,
  canPay,
  checkoutHref,
  FALLBACK_SERVICE_NAME,
  formatAppointmentDateTime,
  latePaymentText,
  manageHref,
  modeLabel,
  refundText,
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

describe('canManage', () => {
  const now = new Date('2026-03-15T06:00:00.000Z');
  it('only an open appointment that has not started', () => {
    expect(canManage({ status: 'pending', date: '2026-03-15T06:01:00.000Z' }, now)).toBe(true);
    expect(canManage({ status: 'confirmed', date: '2026-03-16T06:00:00.000Z' }, now)).toBe(true);
    expect(canManage({ status: 'confirmed', date: '2026-03-15T06:00:00.000Z' }, now)).toBe(false);
    expect(canManage({ status: 'cancelled', date: '2026-03-16T06:00:00.000Z' }, now)).toBe(false);
    expect(canManage({ status: 'no_show', date: '2026-03-16T06:00:00.000Z' }, now)).toBe(false);
  });

  it('links the appointment’s own page without a token (the session is the right)', () => {
    expect(manageHref({ id: 'a-1' })).toBe('/appointments/manage?id=a-1');
  });
});

describe('the refund', () => {
  it('in dinars with fils only when there are some', () => {
    expect(formatJod(30)).toBe('30 ديناراً أردنياً');
    expect(formatJod(12.5)).toBe('12.500 دينار أردني');
  });

  it('in the policy’s words', () => {
    expect(refundText({ percent: 100, amount: 30, status: 'pending' })).toBe(
      'استرداد كامل المبلغ: 30 ديناراً أردنياً',
    );
    expect(refundText({ percent: 50, amount: 15, status: 'refunded' })).toBe(
      'استرداد 50% من المبلغ: 15 ديناراً أردنياً',
    );
    expect(refundText({ percent: 0, amount: 0, status: 'none' })).toBe('لا يُسترد أي مبلغ');
    expect(refundText({ percent: 100, amount: 0, status: 'none' })).toBe('لا يُسترد أي مبلغ');
  });
});

describe('latePaymentText', () => {
  it('says the refund of a late payment is automatic, done once refunded, and the office’s for an old one', () => {
    const refund = (status: 'pending' | 'refunded' | 'failed' | 'none') => ({
      refund: { percent: 100, amount: 30, status },
    });
    expect(latePaymentText(refund('pending'))).toContain('تلقائياً');
    expect(latePaymentText(refund('failed'))).toContain('تلقائياً');
    expect(latePaymentText(refund('refunded'))).toContain('فأُعيد إليك المبلغ كاملاً');
    // Recorded before refunds were automatic: no refund, the team gets in touch.
    expect(latePaymentText({})).toContain('سيتواصل معك فريقنا');
    expect(latePaymentText(refund('none'))).toContain('سيتواصل معك فريقنا');
  });
});
