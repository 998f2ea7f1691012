// The terms and the refund policy print the appointment policy from `LIFECYCLE_POLICY`: with other
// numbers in the contract, every sentence that states one follows (and the refund sentences keep
// the refund and the deduction apart, which are both 50 today).
import { describe, expect, it, vi } from 'vitest';
import { renderPage, textOf } from '../../testing/renderPage';
import { RefundPolicyPage } from './RefundPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

vi.mock('@ssc/contracts/lifecycle', async (importActual) => {
  const actual = await importActual<typeof import('@ssc/contracts/lifecycle')>();
  return {
    ...actual,
    LIFECYCLE_POLICY: {
      ...actual.LIFECYCLE_POLICY,
      fullRefundHoursBefore: 48,
      lateRefundPercent: 30,
      freeReschedules: 2,
    },
  };
});

describe('with another policy in the contract', () => {
  it('the refund policy states its hours and percentages', () => {
    const text = textOf(renderPage(<RefundPolicyPage />));
    expect(text).toContain('إلغاء الموعد قبل موعد الجلسة بـ 48 ساعة على الأقل.');
    expect(text).toContain('يُسترد 30% من رسوم الاستشارة في الحالات الآتية:');
    expect(text).toContain('إلغاء الموعد خلال الـ 48 ساعة السابقة لموعد الجلسة.');
    expect(text).toContain('يقتصر الخصم على نسبة الـ 70% المبينة أعلاه.');
    expect(text).not.toMatch(/24 ساعة|50%/);
  });

  it('the terms state its hours, deduction and free reschedules', () => {
    const text = textOf(renderPage(<TermsOfServicePage />));
    expect(text).toContain('الإلغاء قبل موعد الجلسة بـ 48 ساعة على الأقل: استرداد كامل للرسوم.');
    expect(text).toContain('الإلغاء خلال الـ 48 ساعة السابقة للموعد: يُخصم 70% من الرسوم.');
    expect(text).toContain('يحق للعميل إعادة جدولة موعده مرتين مجاناً لكل موعد.');
    expect(text).not.toMatch(/50%|مرة واحدة/);
  });
});
