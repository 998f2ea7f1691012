import { CONTACT_DETAILS, WORKING_HOURS } from '@ssc/contracts/constants';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES } from '../../testing/legalSections';
import { renderPage, textOf } from '../../testing/renderPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { RefundPolicyPage } from './RefundPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

/** Section titles in order, per the spec's "Legal pages" list, then the contact details. */
const PAGES: { name: string; page: ReactElement; heading: string; sections: readonly string[] }[] =
  [
    { name: 'privacy policy', page: <PrivacyPolicyPage />, ...LEGAL_PAGES.privacy },
    { name: 'terms of use', page: <TermsOfServicePage />, ...LEGAL_PAGES.terms },
    { name: 'refund policy', page: <RefundPolicyPage />, ...LEGAL_PAGES.refund },
  ];

describe.each(PAGES)('the $name page', ({ page, heading, sections }) => {
  const html = renderPage(page);
  const text = textOf(html);

  it('has its heading, numbered sections in order and a table of contents linking to each', () => {
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    const article = html.slice(html.indexOf('</nav>'));
    const h2s = [...article.matchAll(/<h2 id="([^"]+)"[^>]*>(.*?)<\/h2>/g)].map((m) => ({
      id: m[1],
      title: textOf(m[2] ?? '').trim(),
    }));
    expect(h2s.map((h) => h.title)).toEqual(sections.map((s, i) => `${i + 1}. ${s}`));
    const toc = html.slice(html.indexOf('محتويات الصفحة'), html.indexOf('</nav>'));
    const links = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(h2s.map((h) => h.id));
    expect(new Set(links).size).toBe(sections.length);
  });

  it('ends with the contact details and the last-updated date', () => {
    for (const email of CONTACT_DETAILS.emails) expect(html).toContain(`href="mailto:${email}"`);
    for (const phone of [CONTACT_DETAILS.landline, ...CONTACT_DETAILS.mobiles]) {
      expect(html).toContain(`href="tel:${phone.tel}"`);
    }
    expect(text).toContain('عمّان، الأردن');
    expect(text.trimEnd().endsWith('آخر تحديث: يناير 2025')).toBe(true);
  });
});

describe('the figures of spec §9', () => {
  it('are in the refund policy', () => {
    const text = textOf(renderPage(<RefundPolicyPage />));
    for (const figure of [
      'قبل موعد الجلسة بـ 24 ساعة على الأقل',
      'خلال أول 15 دقيقة',
      'عطل تقني',
      'يُسترد 50% من رسوم الاستشارة',
      'انقطاع اتصال العميل في الجلسة عن بُعد لأكثر من 15 دقيقة',
      'تأخر العميل عن موعد الجلسة لأكثر من 15 دقيقة',
      'عدم حضور العميل',
      'اكتمال الجلسة',
      'بعد مرور 7 أيام على انتهاء الجلسة',
      'خلال 3 إلى 5 أيام عمل',
      'خلال 7 إلى 10 أيام عمل',
      'بطاقة الخصم: من 5 إلى 7 أيام',
      'التحويل البنكي: من 3 إلى 5 أيام',
      'المحفظة الإلكترونية: من 1 إلى 3 أيام',
      'لأكثر من 30 دقيقة حالة استثنائية',
      'خلال 15 يوماً',
      'مراجعة نهائية خلال 7 إلى 10 أيام عمل',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('are in the terms of use', () => {
    const text = textOf(renderPage(<TermsOfServicePage />));
    for (const figure of [
      '30 ديناراً أردنياً شاملة الضرائب',
      'الإلغاء قبل موعد الجلسة بـ 24 ساعة على الأقل: استرداد كامل',
      'يُخصم 50% من الرسوم',
      'عدم الحضور دون إلغاء مسبق: لا تُسترد الرسوم',
      'مرة واحدة مجاناً',
      'إشعار خطي مدته 7 أيام',
      'مدة الجلسة القياسية 60 دقيقة، ويمكن تمديدها إلى 90 أو 120 دقيقة',
      'من 60 إلى 90 دقيقة',
      'عن بُعد عبر الفيديو 60 دقيقة',
      `${WORKING_HOURS.days}: ${WORKING_HOURS.termsPage}`,
      WORKING_HOURS.closed,
    ]) {
      expect(text).toContain(figure);
    }
    expect(WORKING_HOURS.termsPage).toBe('9:00 – 17:00');
  });
});
