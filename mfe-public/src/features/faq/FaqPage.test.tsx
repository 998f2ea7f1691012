import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../testing/renderPage';
import { FaqPage } from './FaqPage';
import { FAQ_ITEMS } from './faqItems';

describe('FAQ content', () => {
  it('has the eleven topics of the spec, one question each', () => {
    expect(FAQ_ITEMS.map((item) => item.id)).toEqual([
      'payment',
      'booking',
      'services',
      'reports',
      'cancellation',
      'confidentiality',
      'remote-sessions',
      'duration',
      'follow-up',
      'session-members',
      'expertise',
    ]);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(11);
  });

  it('answers with the figures of spec §9', () => {
    const answer = (id: string) => FAQ_ITEMS.find((item) => item.id === id)?.answer.join(' ');
    expect(answer('payment')).toMatch(/30 ديناراً أردنياً شاملة الضرائب/);
    expect(answer('payment')).toMatch(/مسبقاً/);
    expect(answer('booking')).toContain('09:00، 10:00، 11:00، 14:00، 15:00، 16:00');
    expect(answer('booking')).toContain('24 ساعة');
    expect(answer('cancellation')).toMatch(/24 ساعة على الأقل يمنحك استرداداً كاملاً/);
    expect(answer('cancellation')).toContain('50%');
    expect(answer('cancellation')).toMatch(/مرة واحدة مجاناً/);
    expect(answer('duration')).toMatch(/60 دقيقة، ويمكن تمديدها إلى 90 أو 120 دقيقة/);
    expect(answer('duration')).toMatch(/من 60 إلى 90 دقيقة/);
    expect(answer('remote-sessions')).toMatch(/Zoom أو Microsoft Teams/);
    expect(answer('expertise')).toMatch(/8 سنوات.*300 قضية.*98%/);
  });
});

describe('FaqPage', () => {
  const html = renderPage(<FaqPage />, '/faq');

  it('renders every question as a collapsed accordion trigger in a heading', () => {
    const triggers = html.match(/<button[^>]*aria-expanded="false"[^>]*>/g) ?? [];
    expect(triggers).toHaveLength(11);
    for (const item of FAQ_ITEMS) expect(html).toContain(item.question);
    expect(html.match(/<h2[^>]*data-orientation="vertical"[^>]*>/g)).toHaveLength(11);
  });

  it('links to the contact page and offers a phone call', () => {
    expect(html).toContain('href="/contact"');
    expect(html).toContain(`href="tel:${CONTACT_DETAILS.landline.tel}"`);
    expect(textOf(html)).toContain('لم تجد إجابة سؤالك؟');
  });
});
