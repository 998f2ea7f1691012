import { errorMessages } from '@ssc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from '../errors/http-error';
import { validateBody, validateQuery } from '../http/validate';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { type CapturedLogs, captureLogs } from '../testing/logs';
import { closedPort } from '../testing/ports';
import { defineService } from './define-service';
import { type RunningService, startService } from './start-service';

const noteInput = z.object({
  title: z.string().min(3, 'العنوان قصير جداً'),
  pages: z.number().int('عدد الصفحات يجب أن يكون عدداً صحيحاً'),
});
const pageQuery = z.object({ page: z.coerce.number().int().min(1, 'رقم الصفحة غير صحيح') });

const SQL_TEXT = 'relation "secret_table" does not exist at SELECT * FROM secret_table';

let releaseSlow: (() => void) | undefined;

const kitService = defineService({
  name: 'kit-test',
  defaultPort: 0,
  routes({ router }) {
    const note = validateBody(noteInput);
    router.post('/api/notes', note, (ctx) => {
      const input = note.value(ctx);
      ctx.state.log.info({ password: 'hunter22', nested: { token: 'tok-123' } }, 'note created');
      ctx.status = 201;
      ctx.body = { title: input.title, pages: input.pages };
    });
    const page = validateQuery(pageQuery);
    router.get('/api/notes', page, (ctx) => {
      ctx.body = { page: page.value(ctx).page };
    });
    router.get('/api/conflict', () => {
      throw conflict('الموعد محجوز مسبقاً');
    });
    router.get('/api/crash', (ctx) => {
      ctx.set('content-disposition', 'attachment; filename="x.pdf"');
      throw new Error(SQL_TEXT);
    });
    router.get('/api/koa-throw', (ctx) => {
      ctx.throw(403, 'English text that must not leak');
    });
    router.get('/api/slow', async (ctx) => {
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      ctx.body = { done: true };
    });
  },
});

async function kitDatabase(): Promise<TestDatabase> {
  const [target] = await testDatabases();
  return (target as NonNullable<typeof target>).create('kit');
}

const onTestDatabase = (database: TestDatabase) => ({
  dataDir: database.dataDir,
  databaseUrl: database.databaseUrl,
  databaseSchema: database.databaseSchema,
});

describe('a service started with the kit', () => {
  let database: TestDatabase;
  let service: RunningService;
  let logs: CapturedLogs;

  beforeAll(async () => {
    database = await kitDatabase();
    logs = captureLogs();
    service = await startService(kitService, {
      port: 0,
      ...onTestDatabase(database),
      logDestination: logs.stream,
    });
  });

  afterAll(async () => {
    await service?.close();
    await database?.dispose();
  });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('answers /health and /ready', async () => {
    const health = await fetch(`${service.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${service.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'up' } });
  });

  it('passes a valid body to the handler', async () => {
    const res = await post('/api/notes', JSON.stringify({ title: 'ملاحظة', pages: 3 }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ title: 'ملاحظة', pages: 3 });
  });

  it('answers 400 with the Arabic message of each invalid field', async () => {
    const res = await post('/api/notes', JSON.stringify({ title: 'ab', pages: 1.5 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: errorMessages.validation,
      errors: { title: 'العنوان قصير جداً', pages: 'عدد الصفحات يجب أن يكون عدداً صحيحاً' },
    });
  });

  it('validates the query string', async () => {
    const ok = await fetch(`${service.url}/api/notes?page=2`);
    expect(await ok.json()).toEqual({ page: 2 });
    const bad = await fetch(`${service.url}/api/notes?page=0`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown }).errors).toEqual({
      page: 'رقم الصفحة غير صحيح',
    });
  });

  it('answers 400 invalidJson for malformed JSON', async () => {
    const res = await post('/api/notes', '{"title": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: errorMessages.invalidJson });
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const huge = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10), pages: 1 });
    const res = await post('/api/notes', huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: errorMessages.payloadTooLarge });
  });

  it('maps an HttpError to its status and message', async () => {
    const res = await fetch(`${service.url}/api/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'الموعد محجوز مسبقاً' });
  });

  it('replaces ctx.throw text with the Arabic message of its status', async () => {
    const res = await fetch(`${service.url}/api/koa-throw`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: errorMessages.forbidden });
  });

  it('hides unexpected errors behind a 500 and logs them with the request id', async () => {
    const res = await fetch(`${service.url}/api/crash`, { headers: { 'x-request-id': 'crash-1' } });
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ message: errorMessages.internal });
    expect(text).not.toContain('secret_table');
    expect(text).not.toContain('at ');
    expect(res.headers.get('x-request-id')).toBe('crash-1');
    expect(res.headers.get('content-disposition')).toBeNull();
    const logged = logs
      .lines()
      .find((l) => l.requestId === 'crash-1' && l.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('secret_table');
  });

  it('answers unknown /api paths with the Arabic 404', async () => {
    const res = await fetch(`${service.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: errorMessages.apiNotFound });
  });

  it('echoes a sane request id and replaces a hostile one', async () => {
    const kept = await fetch(`${service.url}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await fetch(`${service.url}/health`, {
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await fetch(`${service.url}/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one access line per request with the request id, and never secrets', async () => {
    await post('/api/notes', JSON.stringify({ title: 'سر', pages: 1, password: 'x' }), {
      'x-request-id': 'log-1',
      authorization: 'Bearer top-secret',
    });
    await post('/api/notes', JSON.stringify({ title: 'ملاحظة', pages: 1 }), {
      'x-request-id': 'log-2',
    });
    const access = logs.lines().filter((l) => l.requestId === 'log-2' && l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ method: 'POST', path: '/api/notes', status: 201 });
    expect(typeof access[0]?.durationMs).toBe('number');
    expect(access[0]?.name).toBe('kit-test');
    const created = logs.lines().find((l) => l.requestId === 'log-2' && l.msg === 'note created');
    expect(created).toMatchObject({ password: '[redacted]', nested: { token: '[redacted]' } });
    expect(logs.text()).not.toContain('hunter22');
    expect(logs.text()).not.toContain('tok-123');
    expect(logs.text()).not.toContain('top-secret');
  });
});

describe('start-up and shutdown', () => {
  it('reports not-ready and refuses /api until onReady finished', async () => {
    const database = await kitDatabase();
    const port = await closedPort();
    let finishSeeding: () => void = () => {};
    const seeding = new Promise<void>((resolve) => {
      finishSeeding = resolve;
    });
    const starting = startService(
      defineService({
        name: 'kit-slow-start',
        defaultPort: 0,
        routes({ router }) {
          router.get('/api/ping', (ctx) => {
            ctx.body = { pong: true };
          });
        },
        onReady: () => seeding,
      }),
      { port, ...onTestDatabase(database), logLevel: 'silent' },
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await expect.poll(() => fetch(`${base}/health`).then((r) => r.status)).toBe(200);
      const notReady = await fetch(`${base}/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toEqual({
        status: 'not-ready',
        checks: { startup: 'pending' },
      });
      const early = await fetch(`${base}/api/ping`);
      expect(early.status).toBe(503);
      expect(await early.json()).toEqual({ message: errorMessages.serviceUnavailable });
      finishSeeding();
      const service = await starting;
      expect((await fetch(`${base}/ready`)).status).toBe(200);
      expect(await (await fetch(`${base}/api/ping`)).json()).toEqual({ pong: true });
      await service.close();
    } finally {
      finishSeeding();
      await database.dispose();
    }
  });

  it('lets an in-flight request finish on close, then refuses connections', async () => {
    const database = await kitDatabase();
    let closedHook = false;
    const service = await startService(
      {
        ...kitService,
        onClose() {
          closedHook = true;
        },
      },
      { port: 0, ...onTestDatabase(database), logLevel: 'silent' },
    );
    try {
      const inFlight = fetch(`${service.url}/api/slow`);
      await expect.poll(() => releaseSlow).toBeDefined();
      const closing = service.close();
      let closed = false;
      void closing.then(() => {
        closed = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(closed).toBe(false);
      releaseSlow?.();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ done: true });
      await closing;
      expect(closedHook).toBe(true);
      await expect(fetch(`${service.url}/health`)).rejects.toThrow();
    } finally {
      await database.dispose();
    }
  });
});
