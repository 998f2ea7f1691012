import { describe, expect, it } from 'vitest';
import { ROUTES } from './routeTable';

describe('route table', () => {
  it('covers every path of the spec route table exactly once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/about',
        '/services',
        '/booking',
        '/consultation-options',
        '/service-request/:serviceId',
        '/retirement-products',
        '/faq',
        '/contact',
        '/checkout',
        '/test-upload',
        // The appointment's own page, linked from every booking email (issue 18).
        '/appointments/manage',
        '/auth',
        '/old-auth',
        // The page the emailed password-reset link opens (issue 5).
        '/reset-password',
        '/dashboard',
        '/admin',
        '/privacy-policy',
        '/terms-of-service',
        '/refund-policy',
      ].sort(),
    );
  });

  it('guards only the two dashboards', () => {
    expect(ROUTES.filter((r) => r.requiresSession).map((r) => r.path)).toEqual([
      '/dashboard',
      '/admin',
    ]);
  });

  it('maps each route to a module of a known remote', () => {
    for (const { module } of ROUTES) {
      expect(module).toMatch(/^mfe_(public|booking|dashboard|admin)\/[A-Z][A-Za-z]+$/);
    }
  });
});
