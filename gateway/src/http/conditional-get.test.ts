import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../test-support/http-client';
import { sendConditionally } from './conditional-get';

describe('sendConditionally', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = new Koa();
    app.use((ctx) =>
      sendConditionally(ctx, {
        body: '{"ok":true}',
        etag: '"v1"',
        type: 'application/json; charset=utf-8',
        cacheControl: 'no-cache',
      }),
    );
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers 200 with the body, its type, ETag and Cache-Control', async () => {
    const res = await request(url, '/');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"ok":true}');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe('"v1"');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 without a body, with the same validators, to a browser that has it', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await request(url, '/', { method, headers: { 'If-None-Match': 'W/"v0", "v1"' } });
      expect(res.status).toBe(304);
      expect(res.text).toBe('');
      expect(res.headers.etag).toBe('"v1"');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 200 to a browser with another version, and never 304 to a write', async () => {
    const other = await request(url, '/', { headers: { 'If-None-Match': '"v0"' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe('{"ok":true}');
    const write = await request(url, '/', { method: 'POST', headers: { 'If-None-Match': '"v1"' } });
    expect(write.status).toBe(200);
  });
});
