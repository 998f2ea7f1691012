import { errorMessages } from '@ssc/contracts';
import { matchEndpoint } from '@ssc/contracts/endpoints';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lenientReading } from '../http/canonical-path';
import { endpointSamples } from '../test-support/endpoints';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { type EchoUpstream, startEchoServices } from '../test-support/upstream';
import { createWebRoot, type WebRoot } from '../test-support/web-root';

/**
 * The attack suite of issue 15 against a running gateway: every other spelling of a path an
 * attacker can think of, for every route family, must either be refused at the edge or reach
 * its owning service as the one canonical path; none may reach an /internal route or another
 * service, none may skip the CSRF check or a rate limit, none may cause a 5xx.
 */

/** Ways to write `/api/<area>/<rest>` that a lenient server could read as something else. */
function spellings(area: string, rest: string): string[] {
  const tail = rest ? `/${rest}` : '';
  return [
    `/api/${area}${tail}/`,
    `/api//${area}${tail}`,
    `//api/${area}${tail}`,
    `/API/${area}${tail}`,
    `/Api/${area}${tail}`,
    `/api/${area.toUpperCase()}${tail}`,
    `/api/./${area}${tail}`,
    `/api/x/../${area}${tail}`,
    `/api/x/%2e%2e/${area}${tail}`,
    `/api/x/%2E%2E/${area}${tail}`,
    `/api/x/.%2e/${area}${tail}`,
    `/api/x/%252e%252e/${area}${tail}`,
    `/api%2f${area}${tail}`,
    `/api%2F${area}${tail}`,
    `/api%5c${area}${tail}`,
    `/api\\${area}${tail}`,
    `/%61pi/${area}${tail}`,
    `/mf/../api/${area}${tail}`,
    `/mf/%2e%2e/api/${area}${tail}`,
    `/api/${area}${tail}%00`,
    `/api/${area};x${tail}`,
    `/api/${area}${tail}/.`,
  ];
}

/** Paths that would reach a service's /internal routes if a spelling got through. */
const INTERNAL_TARGETS = [
  '/api/appointments/%2e%2e/%2e%2e/internal/appointments/00000000-0000-4000-8000-000000000000',
  '/api/appointments/../../internal/appointments/00000000-0000-4000-8000-000000000000',
  '/api/service-requests/..%2f..%2finternal/service-requests/00000000-0000-4000-8000-000000000000',
  '/api/user/%2e%2e%2f%2e%2e%2finternal%2fsessions%2fresolve',
  '/api/user/..%5c..%5cinternal%5csessions%5cresolve',
  '/api/internal/sessions/resolve',
  '/internal/sessions/resolve',
  '/api/payments/%252e%252e/%252e%252e/internal/appointments/x',
];

const families = endpointSamples;

describe('edge attack suite: one canonical path', () => {
  let echoes: Awaited<ReturnType<typeof startEchoServices>>;
  let upstreams: Record<string, EchoUpstream>;
  let gateway: TestGateway;
  let web: WebRoot;

  beforeAll(async () => {
    web = await createWebRoot();
    echoes = await startEchoServices();
    upstreams = echoes.upstreams;
    gateway = await startTestGateway({
      WEB_ROOT: web.dir,
      ...echoes.env,
      // Rate limits are the next suite's business; here every request must be judged by its path.
      RATE_LIMIT_MULTIPLIER: '1000',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await echoes.close();
    await web.cleanup();
  });

  beforeEach(() => {
    for (const upstream of Object.values(upstreams)) upstream.seen.length = 0;
  });

  /** Every URL every service saw is canonical and one of that service's endpoints. */
  function expectOnlyCanonicalForwards(): void {
    for (const [service, upstream] of Object.entries(upstreams)) {
      for (const { url, method } of upstream.seen) {
        const path = url.split('?')[0] ?? '';
        expect(path, `${service} saw ${url}`).toMatch(/^\/api\/[a-z-]+(\/[A-Za-z0-9_~.-]+)*$/);
        expect(lenientReading(path), `${service} saw ${url}`).toBe(path.toLowerCase());
        expect(matchEndpoint(method, path)?.service, `${service} saw ${method} ${url}`).toBe(
          service,
        );
      }
    }
  }

  it.each(families)('refuses every other spelling of $method $path', async ({ area, rest }) => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const path of spellings(area, rest)) {
        const res = await request(gateway.url, path, {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        expect(res.headers['x-upstream'], `${method} ${path}`).toBeUndefined();
        if (res.headers['content-type']?.includes('json')) {
          expect(res.json<{ message: string }>().message, `${method} ${path}`).toMatch(
            /[\u0600-\u06ff]/,
          );
        }
      }
    }
    expectOnlyCanonicalForwards();
    for (const upstream of Object.values(upstreams)) expect(upstream.seen).toEqual([]);
  });

  it('still forwards the canonical spelling of every family, unchanged', async () => {
    for (const { service, method, path } of families) {
      const res = await request(gateway.url, `${path}?x=%2e%2e`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(res.headers['x-upstream'], path).toBe(service);
      expect(res.json<{ url: string }>().url).toBe(`${path}?x=%2e%2e`);
    }
    expectOnlyCanonicalForwards();
  });

  it.each(INTERNAL_TARGETS)('never reaches an internal route: %s', async (path) => {
    for (const method of ['GET', 'POST', 'PUT']) {
      const res = await request(gateway.url, path, {
        method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: method === 'GET' ? undefined : '{"token":"x"}',
      });
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers['x-upstream'], `${method} ${path}`).toBeUndefined();
    }
    for (const upstream of Object.values(upstreams)) expect(upstream.seen).toEqual([]);
  });

  it('forwards an absolute-form request line as its origin-form path', async () => {
    const res = await request(gateway.url, 'http://evil.example/api/services?x=1');
    expect(res.headers['x-upstream']).toBe('content');
    expect(upstreams.content!.seen.at(-1)?.url).toBe('/api/services?x=1');
  });

  it('answers a non-canonical API path with the Arabic JSON 404', async () => {
    const res = await request(gateway.url, '/api/login/', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: errorMessages.apiNotFound });
  });

  it('applies the CSRF check before any spelling could reach a service', async () => {
    for (const path of ['/api/login', ...spellings('login', '')]) {
      const res = await request(gateway.url, path, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([403, 404], path).toContain(res.status);
      expect(res.headers['x-upstream'], path).toBeUndefined();
    }
    expect(upstreams.auth!.seen).toEqual([]);
  });

  it('passes a client-sent service token on to no service', async () => {
    await request(gateway.url, '/api/appointments', {
      headers: { 'X-Service-Token': 'forged', Authorization: 'Bearer forged' },
    });
    const seen = upstreams.booking!.seen.at(-1)!;
    expect(seen.headers['x-service-token']).toBeUndefined();
    expect(seen.headers.authorization).toBeUndefined();
  });
});
