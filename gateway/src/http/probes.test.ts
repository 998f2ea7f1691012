import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { createWebRoot, type WebRoot } from '../test-support/web-root';

describe('gateway /health and /ready', () => {
  let web: WebRoot | undefined;
  let gateway: TestGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    await web?.cleanup();
  });

  it('is alive and ready once the shell is built', async () => {
    web = await createWebRoot();
    gateway = await startTestGateway({ WEB_ROOT: web.dir });
    const health = await request(gateway.url, '/health', { headers: { Accept: 'text/html' } });
    expect(health.status).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await request(gateway.url, '/ready');
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is alive but not ready without a built shell', async () => {
    web = await createWebRoot({ 'unrelated.txt': 'x' });
    gateway = await startTestGateway({ WEB_ROOT: web.dir });
    expect((await request(gateway.url, '/health')).status).toBe(200);
    const ready = await request(gateway.url, '/ready');
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready' });
  });
});
