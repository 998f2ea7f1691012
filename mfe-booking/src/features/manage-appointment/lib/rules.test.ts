import { type AppointmentDetail, formatJod } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { describe, expect, it } from 'vitest';
import { readManageParams } from './params';
import {
  refundPreview,
  refundResult,
  refundWords,
  rescheduleBlock,
  rescheduleBlockMessages,
  splitContactPath,
} from './rules';

const detail = (over: {
  percent?: number;
  amount?: number;
  paid?: boolean;
  status?: AppointmentDetail['appointment']['status'];
  date?: string;
  allowed?: boolean;
}): AppointmentDetail =>
  ({
    appointment: {
      status: over.status ?? 'confirmed',
      paymentStatus: over.paid === false ? 'pending' : 'paid',
      date: over.date ?? '2030-01-06T07:00:00.000Z',
    },
    serviceName: 'x',
    cancel: { allowed: true, refund: { percent: over.percent ?? 100, amount: over.amount ?? 30 } },
    reschedule: { allowed: over.allowed ?? true, remaining: over.allowed === false ? 0 : 1 },
  }) as AppointmentDetail;

describe('the refund in words', () => {
  it('names the policy’s three outcomes', () => {
    expect(refundWords(100)).toContain('كامل المبلغ');
    expect(refundWords(50)).toContain('50%');
    expect(refundWords(0)).toContain('لا يُسترد');
  });

  it('shows the server’s amount and the reason for the share', () => {
    expect(refundPreview(detail({ percent: 100, amount: 30 }))).toMatch(
      new RegExp(`^استرداد كامل المبلغ \\(100%\\): ${formatJod(30)}، لأن الإلغاء قبل 24 ساعة`),
    );
    expect(refundPreview(detail({ percent: 50, amount: 15 }))).toMatch(
      new RegExp(`^استرداد 50% من المبلغ: ${formatJod(15)}، لأن الإلغاء خلال الـ 24 ساعة`),
    );
    expect(refundPreview(detail({ percent: 0, amount: 0 }))).toContain('بدأ وقت الموعد');
    expect(refundPreview(detail({ percent: 100, amount: 0, paid: false }))).toContain(
      'لم تُدفع رسوم هذا الموعد',
    );
  });
});

describe('the refund once cancelled', () => {
  it('is the share and amount, or none when nothing is owed', () => {
    expect(refundResult({ percent: 50, amount: 15 })).toBe(
      `استرداد 50% من المبلغ: ${formatJod(15)}`,
    );
    expect(refundResult({ percent: 100, amount: 0 })).toBe('لا يوجد مبلغ يُسترد');
    expect(refundResult({ percent: 0, amount: 0 })).toBe('لا يوجد مبلغ يُسترد');
  });
});

describe('why a reschedule is not possible', () => {
  const now = new Date('2029-12-01T00:00:00Z');
  it('is nothing while allowed', () => {
    expect(rescheduleBlock(detail({}), now)).toBeUndefined();
  });
  it('tells closed, started and used apart', () => {
    expect(rescheduleBlock(detail({ allowed: false, status: 'cancelled' }), now)).toBe('closed');
    expect(rescheduleBlock(detail({ allowed: false, date: '2029-11-30T07:00:00.000Z' }), now)).toBe(
      'started',
    );
    expect(rescheduleBlock(detail({ allowed: false }), now)).toBe('used');
  });
  it('makes the policy message’s contact path a link', () => {
    const split = splitContactPath(lifecycleMessages.rescheduleUsed);
    expect(split.contact).toBe(true);
    expect(split.text).not.toContain('/contact');
    expect(split.text.endsWith('«تواصل معنا»')).toBe(true);
    // The glossary's words (issue 33.4): no «اتصل بنا», no «(1 مرة)».
    expect(lifecycleMessages.rescheduleUsed).not.toMatch(/اتصل بنا|\(1 مرة\)/);
    expect(rescheduleBlockMessages.started).not.toContain('اتصل بنا');
    expect(splitContactPath('لا شيء')).toEqual({ text: 'لا شيء', contact: false });
  });
});

describe('the page’s link', () => {
  const id = '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10';
  it('reads the id and the token, and refuses an id that is not one', () => {
    expect(readManageParams(new URLSearchParams({ id, token: 't.x' }))).toEqual({
      id,
      token: 't.x',
    });
    expect(readManageParams(new URLSearchParams({ id }))).toEqual({ id });
    expect(readManageParams(new URLSearchParams({ id, token: '' }))).toEqual({ id });
    expect(readManageParams(new URLSearchParams({ id: 'SND-26-00001' }))).toBeUndefined();
    expect(readManageParams(new URLSearchParams())).toBeUndefined();
  });
});
