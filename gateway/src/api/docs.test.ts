import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { deadUrl, startUpstream, type Upstream } from '../test-support/upstream';

function documentedService(paths: Record<string, unknown>): Promise<Upstream> {
  return startUpstream((req, res) => {
    if (req.url !== '/openapi.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ openapi: '3.1.0', paths }));
  });
}

describe('GET /api/docs', () => {
  const started: Upstream[] = [];
  let gateway: TestGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    await Promise.all(started.splice(0).map((u) => u.close()));
  });

  it("merges every service's paths and names the ones that could not be reached", async () => {
    const auth = await documentedService({ '/api/user': { get: { summary: 'user' } } });
    const content = await documentedService({ '/api/services': { get: { summary: 'list' } } });
    started.push(auth, content);
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      // The dead ones refuse at once; the time is for the live ones on a busy machine (5 s flaked
      // at 300 ms under a parallel run).
      HEALTH_TIMEOUT_MS: '3000',
      SITE_NAME: 'سند',
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
      BOOKING_URL: await deadUrl(),
      PAYMENT_URL: await deadUrl(),
    });
    const res = await request(gateway.url, '/api/docs');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({
      openapi: '3.1.0',
      info: { title: 'سند API', version: '1' },
      servers: [{ url: '/' }],
      paths: {
        '/api/user': { get: { summary: 'user' } },
        '/api/services': { get: { summary: 'list' } },
      },
      'x-unavailable': ['booking', 'payment'],
    });
  });
});
