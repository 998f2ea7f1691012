import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { createWebRoot, type WebRoot } from '../test-support/web-root';

describe('access log', () => {
  let web: WebRoot;
  let gateway: TestGateway;

  beforeAll(async () => {
    web = await createWebRoot();
    gateway = await startTestGateway({ WEB_ROOT: web.dir });
  });

  afterAll(async () => {
    await gateway.close();
    await web.cleanup();
  });

  it('writes one line per request with the request id, status and path but no query', async () => {
    await request(gateway.url, '/reset-password?token=secret-token', {
      headers: { Accept: 'text/html', 'X-Request-Id': 'log-1' },
    });
    await request(gateway.url, '/missing.js', { headers: { 'X-Request-Id': 'log-2' } });
    await new Promise((resolve) => setTimeout(resolve, 20));

    const lines = gateway.logs.filter((l) => l.msg === 'request');
    expect(lines.filter((l) => l.requestId === 'log-1')).toHaveLength(1);
    expect(lines.find((l) => l.requestId === 'log-1')).toMatchObject({
      name: 'gateway',
      method: 'GET',
      path: '/reset-password',
      status: 200,
    });
    expect(lines.find((l) => l.requestId === 'log-2')).toMatchObject({
      path: '/missing.js',
      status: 404,
    });
    expect(JSON.stringify(gateway.logs)).not.toContain('secret-token');
  });
});
