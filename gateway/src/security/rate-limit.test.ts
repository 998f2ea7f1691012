import { randomBytes } from 'node:crypto';
import { errorMessages } from '@ssc/contracts';
import { testRedis } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { deadUrl, startEchoUpstream } from '../test-support/upstream';

const redis = await testRedis();

describe('rate limits per client address', () => {
  let auth: Awaited<ReturnType<typeof startEchoUpstream>>;
  let content: Awaited<ReturnType<typeof startEchoUpstream>>;
  const gateways: TestGateway[] = [];

  beforeAll(async () => {
    auth = await startEchoUpstream('auth');
    content = await startEchoUpstream('content');
  });

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await auth.close();
    await content.close();
  });

  /** Login allows 20 per 10 min; a multiplier of 0.1 makes it 2. */
  async function gatewayWith(env: Record<string, string> = {}): Promise<TestGateway> {
    const gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
      REDIS_URL: redis.url,
      RATE_LIMIT_MULTIPLIER: '0.1',
      ...env,
    });
    gateways.push(gateway);
    return gateway;
  }

  const login = (gateway: TestGateway, headers: Record<string, string> = {}) =>
    request(gateway.url, '/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: '{"username":"a","password":"b"}',
    });

  it('answers 429 in Arabic with Retry-After once an address used up its sign-in attempts', async () => {
    const gateway = await gatewayWith();
    expect((await login(gateway)).status).toBe(200);
    expect((await login(gateway)).status).toBe(200);
    const before = auth.seen.length;
    const limited = await login(gateway);
    expect(limited.status).toBe(429);
    expect(limited.json()).toEqual({ message: errorMessages.rateLimited });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(auth.seen.length).toBe(before);

    // Other calls have their own budgets, and reads are not limited.
    const contact = await request(gateway.url, '/api/contact', { method: 'POST', body: '{}' });
    expect(contact.status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await request(gateway.url, '/api/user')).status).toBe(200);
  });

  it('does not believe a client-made X-Forwarded-For without TRUST_PROXY', async () => {
    const gateway = await gatewayWith();
    for (const ip of ['1.1.1.1', '2.2.2.2']) {
      expect((await login(gateway, { 'X-Forwarded-For': ip })).status).toBe(200);
    }
    expect((await login(gateway, { 'X-Forwarded-For': '3.3.3.3' })).status).toBe(429);
  });

  it('counts per forwarded client behind a trusted proxy', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: '1' });
    for (const ip of ['1.1.1.1', '1.1.1.1', '2.2.2.2', '2.2.2.2']) {
      expect((await login(gateway, { 'X-Forwarded-For': ip })).status, ip).toBe(200);
    }
    expect((await login(gateway, { 'X-Forwarded-For': '1.1.1.1' })).status).toBe(429);
  });

  it('counts every spelling of a limited path as that path (none gets past the limit)', async () => {
    const gateway = await gatewayWith();
    const limited = {
      '/api/login': [2, auth],
      '/api/register': [1, auth],
      '/api/forgot-password': [1, auth],
      '/api/reset-password': [1, auth],
      '/api/contact': [1, content],
    } as const;
    for (const [path, [points, upstream]] of Object.entries(limited)) {
      const before = upstream.seen.length;
      const spellings = [
        `${path}/`,
        path.toUpperCase(),
        path.replace('/api/', '/Api/'),
        path.replace('/api/', '/api//'),
        path.replace('/api/', '/api/./'),
        path.replace('/api/', '/api/x/../'),
        path.replace('/api/', '/api/x/%2e%2e/'),
        path.replace('/api/', '/api%2f'),
        `${path}%2f`,
      ];
      const statuses: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const spelled of [path, ...spellings]) {
          const res = await request(gateway.url, spelled, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.0.${round}.1` },
            body: '{}',
          });
          statuses.push(res.status);
        }
      }
      // Only the canonical spelling is ever forwarded, and only `points` times.
      expect(upstream.seen.length - before, path).toBe(points);
      expect(
        statuses.filter((s) => s === 200),
        path,
      ).toHaveLength(points);
      expect(
        statuses.filter((s) => s >= 500),
        path,
      ).toEqual([]);
      expect(statuses, path).toContain(429);
    }
  });

  it('does not believe a rotating spoofed leftmost X-Forwarded-For behind a trusted proxy', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'true' });
    // What a proxy in front produces: the client's own header, then the address it saw.
    const viaProxy = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}, 198.51.100.7` });
    expect((await login(gateway, viaProxy(1))).status).toBe(200);
    expect((await login(gateway, viaProxy(2))).status).toBe(200);
    expect((await login(gateway, viaProxy(3))).status).toBe(429);
    // Another client behind the same proxy keeps its own budget.
    expect((await login(gateway, { 'X-Forwarded-For': '203.0.113.1, 198.51.100.8' })).status).toBe(
      200,
    );
    expect(auth.seen.at(-1)?.headers['x-forwarded-for']).toBe('198.51.100.8');
  });

  it('takes the client from TRUST_PROXY_HOPS places from the right', async () => {
    const gateway = await gatewayWith({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' });
    const chain = (spoofed: string) => ({
      'X-Forwarded-For': `${spoofed}, 192.0.2.44, 10.0.0.2`,
    });
    expect((await login(gateway, chain('1.1.1.1'))).status).toBe(200);
    expect(auth.seen.at(-1)?.headers['x-forwarded-for']).toBe('192.0.2.44');
    expect((await login(gateway, chain('2.2.2.2'))).status).toBe(200);
    expect((await login(gateway, chain('3.3.3.3'))).status).toBe(429);
  });

  it.skipIf(redis.skip)('shares the counts between gateway replicas through Redis', async () => {
    const prefix = `test-shared-${randomBytes(4).toString('hex')}`;
    const first = await gatewayWith({ RATE_LIMIT_PREFIX: prefix });
    const second = await gatewayWith({ RATE_LIMIT_PREFIX: prefix });
    expect((await login(first)).status).toBe(200);
    expect((await login(second)).status).toBe(200);
    expect((await login(first)).status).toBe(429);
    expect((await login(second)).status).toBe(429);
  });

  it('still limits, in memory, while Redis is down', async () => {
    const gateway = await gatewayWith({ REDIS_URL: (await deadUrl()).replace('http', 'redis') });
    expect((await login(gateway)).status).toBe(200);
    expect((await login(gateway)).status).toBe(200);
    expect((await login(gateway)).status).toBe(429);
  });

  it('scales with RATE_LIMIT_MULTIPLIER', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_MULTIPLIER: '0.25' });
    for (let i = 0; i < 5; i += 1) expect((await login(gateway)).status).toBe(200);
    expect((await login(gateway)).status).toBe(429);
  });
});
