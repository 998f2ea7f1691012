import { METRIC_NAMES } from '@ssc/service-kit/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { deadUrl, startUpstream, type Upstream } from '../test-support/upstream';

// Issue 20: Prometheus metrics on an internal listener (METRICS_PORT), never on the public port.
describe('gateway metrics', () => {
  let gateway: TestGateway;
  let booking: Upstream;

  beforeAll(async () => {
    booking = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      BOOKING_URL: booking.url,
      AUTH_URL: await deadUrl(),
      METRICS_PORT: '0',
      // One sign-in attempt per window: the second is refused.
      RATE_LIMIT_MULTIPLIER: '0.01',
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await booking?.close();
  });

  const scrape = async () => {
    const res = await request(gateway.metricsUrl as string, '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.text;
  };

  it.each([
    '/metrics',
    '/METRICS',
    '/%6detrics',
    '/%256detrics',
    '/api/../metrics',
    '/x/../metrics',
    '//metrics',
    '/metrics/',
    '/Metrics?x=1',
    '/%5cmetrics',
  ])('the public port answers 404 for %s', async (path) => {
    const res = await request(gateway.url, path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(METRIC_NAMES.httpRequests);
    expect(res.text).not.toContain('process_cpu');
  });

  it('the metrics listener serves only /metrics, on loopback', async () => {
    expect(new URL(gateway.metricsUrl as string).hostname).toBe('127.0.0.1');
    expect((await request(gateway.metricsUrl as string, '/api/health')).status).toBe(404);
    expect((await request(gateway.metricsUrl as string, '/')).status).toBe(404);
  });

  it('counts requests by route, never by the raw URL', async () => {
    const proxied = await request(gateway.url, '/api/documents/apt-12345/download');
    expect(proxied.status).toBe(200);
    await request(gateway.url, '/api/health');
    await request(gateway.url, '/some/page/42');
    const text = await scrape();
    expect(text).toMatch(
      /^ssc_http_requests_total\{[^}]*route="\/api\/documents\/:id\/download"[^}]*status="200"[^}]*\} 1$/m,
    );
    expect(text).toMatch(/^ssc_http_requests_total\{[^}]*route="\/api\/health"[^}]*status="503"/m);
    expect(text).toMatch(/^ssc_http_request_duration_seconds_bucket\{[^}]*route="web"/m);
    expect(text).toContain('service="gateway"');
    expect(text).not.toContain('apt-12345');
    expect(text).not.toContain('/some/page');
  });

  it('counts rate-limit refusals by rule', async () => {
    const login = () =>
      request(gateway.url, '/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    await login();
    expect((await login()).status).toBe(429);
    const text = await scrape();
    expect(text).toMatch(
      new RegExp(`^${METRIC_NAMES.rateLimitRefusals}\\{[^}]*rule="login"[^}]*\\} 1$`, 'm'),
    );
  });
});

describe('gateway without METRICS_PORT', () => {
  it('opens no metrics listener', async () => {
    const gateway = await startTestGateway({ WEB_ROOT: '/nonexistent' });
    try {
      expect(gateway.metricsUrl).toBeUndefined();
      expect((await request(gateway.url, '/metrics')).status).toBe(404);
    } finally {
      await gateway.close();
    }
  });
});
