// The cancellation answer prints the appointment policy from `LIFECYCLE_POLICY`: with other
// numbers in the contract, it follows.
import { describe, expect, it, vi } from 'vitest';
import { FAQ_ITEMS } from './faqItems';

vi.mock('@ssc/contracts/lifecycle', async (importActual) => {
  const actual = await importActual<typeof import('@ssc/contracts/lifecycle')>();
  return {
    ...actual,
    LIFECYCLE_POLICY: {
      ...actual.LIFECYCLE_POLICY,
      fullRefundHoursBefore: 48,
      lateRefundPercent: 30,
      freeReschedules: 3,
    },
  };
});

describe('with another policy in the contract', () => {
  it('the cancellation answer states its hours, deduction and free reschedules', () => {
    const answer = FAQ_ITEMS.find((item) => item.id === 'cancellation')?.answer.join(' ');
    expect(answer).toContain(
      'الإلغاء قبل موعد الجلسة بـ 48 ساعة على الأقل يمنحك استرداداً كاملاً للرسوم، أما الإلغاء خلال الـ 48 ساعة السابقة للموعد فيُخصم منه 70% من الرسوم',
    );
    expect(answer).toContain('ويحق لك إعادة جدولة موعدك 3 مرات مجاناً.');
  });
});
