import { request as httpRequest } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { errorMessages } from '@ssc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointSamples } from '../test-support/endpoints';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import {
  deadUrl,
  type EchoUpstream,
  startEchoServices,
  startUpstream,
  type Upstream,
} from '../test-support/upstream';
import { createWebRoot, type WebRoot } from '../test-support/web-root';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('API proxy routing', () => {
  let echoes: Awaited<ReturnType<typeof startEchoServices>>;
  let upstreams: Record<string, EchoUpstream>;
  let gateway: TestGateway;
  let web: WebRoot;

  beforeAll(async () => {
    web = await createWebRoot();
    echoes = await startEchoServices();
    upstreams = echoes.upstreams;
    gateway = await startTestGateway({ WEB_ROOT: web.dir, ...echoes.env });
  });

  afterAll(async () => {
    await gateway.close();
    await echoes.close();
    await web.cleanup();
  });

  it.each(endpointSamples)(
    'sends $method $path to the $service service with the path and query unchanged',
    async ({ method, path: endpointPath, service }) => {
      const path = `${endpointPath}?b=2&a=%D8%B3`;
      const res = await request(gateway.url, path, {
        method,
        headers: { Accept: 'text/html', 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBe(200);
      expect(res.headers['x-upstream']).toBe(service);
      expect(res.json()).toEqual({ service, url: path });
    },
  );

  it('answers 404 itself for a call the endpoint table lacks, without asking a service', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/appointments/x/y'],
      ['DELETE', '/api/services'],
      ['PUT', '/api/appointments/abc'],
      ['GET', '/api/documents/abc'],
      ['POST', '/api/health'],
      ['GET', '/api/webhooks/stripe'],
    ];
    for (const [method, path] of calls) {
      const res = await request(gateway.url, path, {
        method,
        body: method === 'POST' || method === 'PUT' ? '{}' : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json(), `${method} ${path}`).toEqual({ message: errorMessages.apiNotFound });
      expect(res.headers['x-upstream'], `${method} ${path}`).toBeUndefined();
    }
  });

  it('forwards method, body and forwarding headers', async () => {
    const res = await request(gateway.url, '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '6.6.6.6' },
      body: JSON.stringify({ name: 'سارة' }),
    });
    expect(res.status).toBe(200);
    const seen = upstreams.content!.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(JSON.parse(seen.body)).toEqual({ name: 'سارة' });
    // The gateway is the edge: a client-made X-Forwarded-For is replaced, not trusted.
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it('mints a request id, returns it and forwards it', async () => {
    const res = await request(gateway.url, '/api/user');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(upstreams.auth!.seen.at(-1)!.headers['x-request-id']).toBe(id);
  });

  it('keeps a sane incoming request id and replaces an insane one', async () => {
    const kept = await request(gateway.url, '/api/user', {
      headers: { 'X-Request-Id': 'abc-123.x' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123.x');
    expect(upstreams.auth!.seen.at(-1)!.headers['x-request-id']).toBe('abc-123.x');

    const insane = await request(gateway.url, '/api/user', {
      headers: { 'X-Request-Id': `bad id ${'x'.repeat(200)}` },
    });
    expect(insane.headers['x-request-id']).toMatch(UUID);
    expect(upstreams.auth!.seen.at(-1)!.headers['x-request-id']).toBe(
      insane.headers['x-request-id'],
    );
  });

  it('answers 404 with the Arabic JSON body for an unknown area', async () => {
    for (const path of ['/api/nope', '/api', '/api/', '/api/health-x']) {
      const res = await request(gateway.url, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: errorMessages.apiNotFound });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('does not compress proxied answers and passes an upstream encoding through once', async () => {
    const plain = await request(gateway.url, '/api/services', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ service: 'content', url: '/api/services' });

    const original = JSON.stringify({ items: 'خدمة '.repeat(1000) });
    const zipped = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(original));
    });
    const gw = await startTestGateway({ WEB_ROOT: web.dir, CONTENT_URL: zipped.url });
    try {
      const res = await request(gw.url, '/api/services', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8')).toBe(original);
    } finally {
      await gw.close();
      await zipped.close();
    }
  });
});

describe('API proxy streaming', () => {
  it('pipes an upload to the service before the client has finished sending', async () => {
    let firstChunkArrived!: () => void;
    const arrived = new Promise<void>((resolve) => {
      firstChunkArrived = resolve;
    });
    let received = 0;
    const upstream = await startUpstream((req, res) => {
      req.once('data', () => firstChunkArrived());
      req.on('data', (c: Buffer) => {
        received += c.length;
      });
      req.on('end', () => res.end(JSON.stringify({ received })));
    });
    const web = await createWebRoot();
    const gateway = await startTestGateway({ WEB_ROOT: web.dir, BOOKING_URL: upstream.url });
    try {
      const { port } = new URL(gateway.url);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/appointments',
            method: 'POST',
            headers: { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => {
              body += c.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write(chunk);
        // The rest is only sent once the service has seen the start: a buffering proxy deadlocks here.
        const timeout = setTimeout(
          () => reject(new Error('upstream never saw the first chunk')),
          3_000,
        );
        void arrived.then(() => {
          clearTimeout(timeout);
          req.write(chunk);
          req.end(chunk);
        });
      });
      const res = await response;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ received: chunk.length * 3 });
    } finally {
      await gateway.close();
      await upstream.close();
      await web.cleanup();
    }
  });
});

describe('API proxy failures', () => {
  let web: WebRoot;
  let gateway: TestGateway;
  let hangUp: Upstream;
  let silent: Upstream;
  let halfAnswer: Upstream;

  beforeAll(async () => {
    web = await createWebRoot();
    hangUp = await startUpstream((req) => req.socket.destroy());
    silent = await startUpstream(() => {});
    halfAnswer = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': '1000' });
      res.write('partial');
      setTimeout(() => res.socket?.destroy(), 20);
    });
    gateway = await startTestGateway({
      WEB_ROOT: web.dir,
      AUTH_URL: await deadUrl(),
      CONTENT_URL: hangUp.url,
      BOOKING_URL: silent.url,
      PAYMENT_URL: halfAnswer.url,
      PROXY_TIMEOUT_MS: '300',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all([hangUp.close(), silent.close(), halfAnswer.close()]);
    await web.cleanup();
  });

  it('answers 503 with Arabic JSON when the service is stopped, and logs it with the request id', async () => {
    const res = await request(gateway.url, '/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-503' },
      body: '{"username":"a","password":"b"}',
    });
    expect(res.status).toBe(503);
    expect(res.json()).toEqual({ message: errorMessages.serviceUnavailable });
    expect(res.headers['x-request-id']).toBe('req-503');
    expect(res.headers['content-security-policy']).toBeDefined();
    const logged = gateway.logs.find((l) => l.requestId === 'req-503' && l.code === 'ECONNREFUSED');
    expect(logged).toMatchObject({ service: 'auth', status: 503 });
  });

  it('answers 502 with Arabic JSON when the service hangs up', async () => {
    const res = await request(gateway.url, '/api/services');
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ message: errorMessages.badGateway });
  });

  it('answers 502 when the service does not answer within the proxy timeout', async () => {
    const started = Date.now();
    const res = await request(gateway.url, '/api/slots');
    expect(res.status).toBe(502);
    expect(res.json()).toEqual({ message: errorMessages.badGateway });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('cuts the client connection when the service dies mid-answer instead of hanging', async () => {
    await expect(request(gateway.url, '/api/payments/abc', { timeoutMs: 3_000 })).rejects.toThrow(
      /aborted|socket hang up|ECONNRESET/,
    );
  });
});
