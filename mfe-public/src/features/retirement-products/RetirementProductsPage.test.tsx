import { describe, expect, it } from 'vitest';
import { renderPage, textOf } from '../../testing/renderPage';
import { PARTNERS, RATING_MAX, RATING_MIN } from './partners';
import { RetirementProductsPage } from './RetirementProductsPage';

describe('retirement products', () => {
  it('lists six distinct partners rated between 4.3 and 4.8 with feature tags', () => {
    expect(PARTNERS).toHaveLength(6);
    expect(new Set(PARTNERS.map((p) => p.name)).size).toBe(6);
    for (const partner of PARTNERS) {
      expect(partner.rating).toBeGreaterThanOrEqual(RATING_MIN);
      expect(partner.rating).toBeLessThanOrEqual(RATING_MAX);
      expect(partner.features.length).toBeGreaterThan(0);
      expect(partner.description.length).toBeGreaterThan(40);
    }
  });

  it('renders each card with its rating read as one phrase and an inert subscribe button', () => {
    const html = renderPage(<RetirementProductsPage />, '/retirement-products');
    const text = textOf(html);
    for (const partner of PARTNERS) {
      expect(text).toContain(partner.name);
      expect(text).toContain(`التقييم ${partner.rating.toFixed(1)} من 5`);
      for (const feature of partner.features) expect(text).toContain(feature);
    }
    const buttons = html.match(/<button[^>]*aria-label="اشترك الآن في [^"]+"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(6);
    for (const button of buttons) {
      expect(button).toContain('type="button"');
      expect(button).not.toContain('disabled');
    }
  });
});
