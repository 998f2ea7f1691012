import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { createWebRoot, type WebRoot } from '../test-support/web-root';
import { contentSecurityPolicy } from './security-headers';

function directives(header: string | string[] | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  let web: WebRoot;
  let gateway: TestGateway;

  beforeAll(async () => {
    web = await createWebRoot();
    gateway = await startTestGateway({
      WEB_ROOT: web.dir,
      REMOTE_BOOKING_URL: 'https://booking.example.com:8443/mf/mf-manifest.json',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await web.cleanup();
  });

  it.each([
    '/',
    '/dashboard',
    '/main.1a2b3c4d.js',
    '/mf/public/remoteEntry.js',
    '/api/nope',
    '/missing.js',
  ])('sets the policy headers on %s', async (path) => {
    const res = await request(gateway.url, path, { headers: { Accept: 'text/html' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).toContain('https://booking.example.com:8443');
    expect(csp.get('connect-src')).toContain('https://booking.example.com:8443');
    expect(csp.get('frame-src')).toContain('https://www.openstreetmap.org');
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sends HSTS only when the request came over TLS', async () => {
    const plain = await request(gateway.url, '/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindTls = await request(gateway.url, '/', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(behindTls.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('opens Stripe origins only when Stripe is the payment provider', () => {
    const off = contentSecurityPolicy(loadConfig({}));
    expect(off['script-src']).toEqual(["'self'"]);
    const on = contentSecurityPolicy(loadConfig({ PAYMENT_PROVIDER: 'stripe' }));
    expect(on['script-src']).toContain('https://js.stripe.com');
    expect(on['connect-src']).toContain('https://api.stripe.com');
    expect(on['frame-src']).toContain('https://js.stripe.com');
  });

  it("opens HyperPay's host only with HyperPay, the test or live platform as configured", () => {
    const sources = [
      'script-src',
      'frame-src',
      'connect-src',
      'style-src',
      'img-src',
      'form-action',
    ];
    const stripe = contentSecurityPolicy(
      loadConfig({ PAYMENT_PROVIDER: 'stripe', HYPERPAY_HOST: 'live' }),
    );
    for (const name of sources) expect(stripe[name]?.join(' ')).not.toContain('oppwa');
    const test = contentSecurityPolicy(loadConfig({ PAYMENT_PROVIDER: 'hyperpay' }));
    for (const name of sources) expect(test[name]).toContain('https://eu-test.oppwa.com');
    const live = contentSecurityPolicy(
      loadConfig({ PAYMENT_PROVIDER: 'hyperpay', HYPERPAY_HOST: 'live' }),
    );
    for (const name of sources) expect(live[name]).toContain('https://eu-prod.oppwa.com');
    expect(live['script-src']?.join(' ')).not.toContain('eu-test');
    // A path or a query cannot widen the policy: only the origin goes in.
    const fake = contentSecurityPolicy(
      loadConfig({ PAYMENT_PROVIDER: 'hyperpay', HYPERPAY_HOST: 'http://127.0.0.1:9/x?y' }),
    );
    expect(fake['script-src']).toContain('http://127.0.0.1:9');
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'hyperpay', HYPERPAY_HOST: 'javascript:alert(1)' }),
    ).toThrow(/HYPERPAY_HOST/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it("lets a remote's dev server live-reload outside production, never in production", () => {
    const remote = { REMOTE_BOOKING_URL: 'http://127.0.0.1:3002/mf-manifest.json' };
    const dev = contentSecurityPolicy(loadConfig({ ...remote, NODE_ENV: 'development' }));
    expect(dev['script-src']).toContain('http://127.0.0.1:3002');
    expect(dev['connect-src']).toContain('ws://127.0.0.1:3002');
    const prod = contentSecurityPolicy(loadConfig({ ...remote, NODE_ENV: 'production' }));
    expect(prod['connect-src']).not.toContain('ws://127.0.0.1:3002');
  });
});
