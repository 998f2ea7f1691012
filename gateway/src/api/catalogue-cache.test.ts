import { fileURLToPath } from 'node:url';
import {
  identityHeaders,
  type ServiceProcess,
  startServiceProcess,
  testRedis,
} from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { deadUrl } from '../test-support/upstream';

const contentDir = fileURLToPath(new URL('../../../services/content', import.meta.url));
const redis = await testRedis();

type Listed = { id: string; nameEn: string }[];

/**
 * `GET /api/services` from the gateway's memory (issue 17.2), against the real content service:
 * answered without content once read, a 304 for a browser that has it, a service added on
 * content's side (its database's NOTIFY → Redis) shown at once, and nothing kept without Redis.
 */
describe.skipIf(redis.skip)('the catalogue in the gateway’s memory', () => {
  let content: ServiceProcess;
  let gateway: TestGateway;

  beforeAll(async () => {
    content = await startServiceProcess({
      name: 'content',
      cwd: contentDir,
      env: { HOST: '127.0.0.1', REDIS_URL: redis.url },
    });
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      DATA_DIR: content.dataDir,
      CONTENT_URL: content.url,
      REDIS_URL: redis.url,
    });
  }, 90_000);

  afterAll(async () => {
    await gateway?.close();
    await content?.stop();
  });

  const list = () => request(gateway.url, '/api/services');

  it('answers content’s bytes and ETag, and 304 to a browser that has them', async () => {
    const direct = await request(content.url, '/api/services');
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.text).toBe(direct.text);
    expect(first.headers.etag).toBe(direct.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await request(gateway.url, '/api/services', {
      headers: { 'If-None-Match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('shows a service added on content’s side at once (NOTIFY → Redis → every gateway)', async () => {
    const before = (await list()).json<Listed>();
    const nameEn = `Cached Catalogue ${Date.now()}`;
    const added = await fetch(`${content.url}/api/services`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...identityHeaders(content.dataDir, { userId: 'admin-1', role: 'admin' }),
      },
      body: JSON.stringify({
        nameAr: 'خدمة للتجربة',
        nameEn,
        descriptionAr: 'وصف خدمة للتجربة',
        descriptionEn: 'A service for the test',
        price: 25,
        duration: 60,
      }),
    });
    expect(added.status).toBe(201);
    await expect
      .poll(async () => (await list()).json<Listed>().some((s) => s.nameEn === nameEn))
      .toBe(true);
    expect((await list()).json<Listed>()).toHaveLength(before.length + 1);
  });

  it('shows an edit, a hidden service and a new order at once (issue 34.3)', async () => {
    const admin = identityHeaders(content.dataDir, { userId: 'admin-1', role: 'admin' });
    const write = (method: string, path: string, body: unknown) =>
      fetch(`${content.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...admin },
        body: JSON.stringify(body),
      });
    const id = 'svc-official-correspondence';
    const entry = async () =>
      (await list()).json<(Listed[number] & { price: number })[]>().find((s) => s.id === id);
    expect((await entry())?.price).toBe(30);
    const edited = await write('PATCH', `/api/services/${id}`, {
      nameAr: 'الكتب الرسمية والمحاضر',
      nameEn: 'official-correspondence',
      descriptionAr: 'نعدّ الكتب الرسمية والمحاضر والاعتراضات',
      descriptionEn: 'Official letters, minutes and objections',
      price: '٤٥',
      duration: 60,
    });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await entry())?.price).toBe(45);

    expect((await write('POST', `/api/services/${id}/move`, { direction: 'up' })).status).toBe(200);
    const direct = (await request(content.url, '/api/services')).json<Listed>().map((s) => s.id);
    await expect.poll(async () => (await list()).json<Listed>().map((s) => s.id)).toEqual(direct);

    expect((await write('PUT', `/api/services/${id}/state`, { state: 'hidden' })).status).toBe(200);
    await expect.poll(entry).toBeUndefined();
  });

  it('keeps answering from memory while content is away, and never with a query string', async () => {
    const cached = await list();
    await content.process.stop('SIGTERM');
    const answered = await list();
    expect(answered.status).toBe(200);
    expect(answered.text).toBe(cached.text);
    // Anything else is content's to answer: it is down.
    expect((await request(gateway.url, '/api/services?page=2')).status).toBeGreaterThanOrEqual(500);
  });
});

describe('without Redis', () => {
  it('forwards every request to content: nothing could say when the list changed', async () => {
    const content = await startServiceProcess({ name: 'content', cwd: contentDir });
    const gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      DATA_DIR: content.dataDir,
      CONTENT_URL: content.url,
      REDIS_URL: (await deadUrl()).replace('http:', 'redis:'),
    });
    try {
      expect((await request(gateway.url, '/api/services')).status).toBe(200);
      await content.process.stop('SIGTERM');
      expect((await request(gateway.url, '/api/services')).status).toBeGreaterThanOrEqual(500);
    } finally {
      await gateway.close();
      await content.stop();
    }
  }, 90_000);
});
