import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorMessages } from '@ssc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { deadUrl, startUpstream, type Upstream } from '../test-support/upstream';

type Ready = { status: number; body: Record<string, unknown> } | 'hang';

function readyService(answer: Ready): Promise<Upstream> {
  return startUpstream((req, res) => {
    if (answer === 'hang') return;
    if (req.url !== '/ready') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
}

const ready: Ready = { status: 200, body: { status: 'ready', checks: { database: 'up' } } };

describe('GET /api/health', () => {
  const started: Upstream[] = [];
  let gateway: TestGateway | undefined;

  afterEach(async () => {
    await gateway?.close();
    await Promise.all(started.splice(0).map((u) => u.close()));
  });

  async function gatewayWith(
    answers: Record<string, Ready | 'dead'>,
    extra: Record<string, string> = {},
  ): Promise<TestGateway> {
    const env: Record<string, string> = {
      HEALTH_TIMEOUT_MS: '300',
      WEB_ROOT: '/nonexistent',
      ...extra,
    };
    for (const [name, answer] of Object.entries(answers)) {
      if (answer === 'dead') {
        env[`${name.toUpperCase()}_URL`] = await deadUrl();
        continue;
      }
      const upstream = await readyService(answer);
      started.push(upstream);
      env[`${name.toUpperCase()}_URL`] = upstream.url;
    }
    gateway = await startTestGateway(env);
    return gateway;
  }

  it('is 200 with every service ready, their checks and the worker redis detail', async () => {
    const gw = await gatewayWith({
      auth: ready,
      content: ready,
      booking: {
        status: 200,
        // A degraded Redis under a ready service; a field the gateway does not know stays out.
        body: { status: 'ready', checks: { database: 'up', redis: 'down' }, url: 'redis://x' },
      },
      payment: ready,
      worker: { status: 200, body: { status: 'ready', checks: { redis: 'up', smtp: 'up' } } },
    });
    const res = await request(gw.url, '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ok',
      services: {
        auth: 'ready',
        content: 'ready',
        booking: 'ready',
        payment: 'ready',
        worker: 'ready',
      },
      checks: {
        auth: { database: 'up' },
        content: { database: 'up' },
        booking: { database: 'up', redis: 'down' },
        payment: { database: 'up' },
        worker: { redis: 'up', smtp: 'up' },
      },
      redis: 'connected',
    });
    expect(res.text).not.toContain('redis://');
  });

  it('is 503 naming each state when a service is not ready, stopped or too slow', async () => {
    const gw = await gatewayWith({
      auth: ready,
      content: {
        status: 503,
        body: { status: 'not-ready', checks: { database: 'down', redis: 'up' } },
      },
      booking: 'dead',
      payment: 'hang',
      worker: { status: 200, body: { status: 'ready', checks: { redis: 'down' } } },
    });
    const startedAt = Date.now();
    const res = await request(gw.url, '/api/health');
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'unavailable',
      message: errorMessages.serviceUnavailable,
      services: {
        auth: 'ready',
        content: 'not-ready',
        booking: 'down',
        payment: 'down',
        worker: 'ready',
      },
      checks: {
        auth: { database: 'up' },
        content: { database: 'down', redis: 'up' },
        worker: { redis: 'down' },
      },
      redis: 'disconnected',
    });
  });

  it('names a part npm start keeps restarting, and only such a part (issue 37 item 7)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'health-restarting-'));
    try {
      mkdirSync(join(dataDir, 'run'));
      const ago = (s: number) => new Date(Date.now() - s * 1000).toISOString();
      writeFileSync(
        join(dataDir, 'run', 'restarts.json'),
        JSON.stringify({
          updatedAt: ago(0),
          processes: {
            booking: { restarts: [ago(90), ago(40), ago(5)], lastExit: { signal: 'SIGKILL' } },
            auth: { restarts: [ago(5)], lastExit: { signal: 'SIGKILL' } },
          },
        }),
      );
      const all = { auth: ready, content: ready, booking: ready, payment: ready, worker: ready };
      const gw = await gatewayWith(all, { DATA_DIR: dataDir });
      const res = await request(gw.url, '/api/health');
      // Up right now, so still 200: the field says it keeps going down.
      expect(res.status).toBe(200);
      expect(res.json<{ restarting?: string[] }>().restarting).toEqual(['booking']);
      rmSync(join(dataDir, 'run', 'restarts.json'));
      const after = await request(gw.url, '/api/health');
      expect(after.json<{ restarting?: string[] }>().restarting).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not count a 200 without the ready status as ready', async () => {
    const gw = await gatewayWith({
      auth: { status: 200, body: { status: 'ok' } },
      content: ready,
      booking: ready,
      payment: ready,
      worker: ready,
    });
    const res = await request(gw.url, '/api/health');
    expect(res.status).toBe(503);
    expect(res.json<{ services: Record<string, string> }>().services.auth).toBe('not-ready');
  });
});
