import { describe, expect, it } from 'vitest';
import { FOOTER_LINKS, isNavActive, NAV_LINKS } from './navLinks';

describe('isNavActive', () => {
  it('marks home active only on the exact root', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/services', '/')).toBe(false);
  });

  it('marks a link active on its path and the pages below it', () => {
    expect(isNavActive('/services', '/services')).toBe(true);
    expect(isNavActive('/faq/payment', '/faq')).toBe(true);
    expect(isNavActive('/about', '/services')).toBe(false);
    expect(isNavActive('/services-old', '/services')).toBe(false);
  });
});

describe('navigation links', () => {
  it('has the seven header links of the spec in order', () => {
    expect(NAV_LINKS.map((l) => l.to)).toEqual([
      '/',
      '/about',
      '/services',
      '/consultation-options',
      '/contact',
      '/retirement-products',
      '/faq',
    ]);
  });

  it('links the footer to the important pages and the three policies', () => {
    expect(FOOTER_LINKS.map((l) => l.to)).toEqual(
      expect.arrayContaining([
        '/about',
        '/faq',
        '/contact',
        '/privacy-policy',
        '/terms-of-service',
        '/refund-policy',
      ]),
    );
  });
});
