import { EMAIL_QUEUE, PAYMENT_EVENTS_QUEUE } from '@ssc/contracts';
import { createLogger } from '@ssc/service-kit';
import { testRedis } from '@ssc/service-kit/testing';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSOLE_USER,
  loadQueueConsoleConfig,
  type RunningQueueConsole,
  startQueueConsole,
} from './queue-console';

const redis = await testRedis();
// A database of its own: the console's queue names are the real ones (`emails`, `payment-events`).
const REDIS_DB = 11;
const redisUrl = `${redis.url.replace(/\/\d*$/, '')}/${REDIS_DB}`;
const PASSWORD = 'console-test-password-0123456789';
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const ADMIN = basic(CONSOLE_USER, PASSWORD);

describe('queue console settings', () => {
  it('is off without a port, on 127.0.0.1 by default, and needs a long password', () => {
    expect(loadQueueConsoleConfig({})).toBeUndefined();
    expect(
      loadQueueConsoleConfig({ QUEUE_CONSOLE_PORT: '9465', QUEUE_CONSOLE_PASSWORD: PASSWORD }),
    ).toEqual({
      port: 9465,
      host: '127.0.0.1',
      password: PASSWORD,
    });
    expect(() => loadQueueConsoleConfig({ QUEUE_CONSOLE_PORT: '9465' })).toThrow(
      /QUEUE_CONSOLE_PASSWORD/,
    );
    expect(() =>
      loadQueueConsoleConfig({ QUEUE_CONSOLE_PORT: '9465', QUEUE_CONSOLE_PASSWORD: 'short' }),
    ).toThrow(/at least 16/);
    expect(() =>
      loadQueueConsoleConfig({ QUEUE_CONSOLE_PORT: 'x', QUEUE_CONSOLE_PASSWORD: PASSWORD }),
    ).toThrow(/QUEUE_CONSOLE_PORT/);
  });
});

describe.skipIf(redis.skip)('queue console (Bull Board)', () => {
  let console_: RunningQueueConsole;
  let base: string;
  let failedJobId: string;
  const emails = new Queue(EMAIL_QUEUE, {
    connection: new Redis(redisUrl, { maxRetriesPerRequest: null }),
  });

  beforeAll(async () => {
    await emails.obliterate({ force: true });
    // One email job that fails for good, as a dead letter does.
    const job = await emails.add('booking-confirmation', { sealed: 'x' }, { attempts: 1 });
    failedJobId = job.id as string;
    const worker = new Worker(
      EMAIL_QUEUE,
      async () => {
        throw new Error('SMTP 550 mailbox unavailable');
      },
      { connection: new Redis(redisUrl, { maxRetriesPerRequest: null }) },
    );
    await new Promise<void>((resolve) => worker.on('failed', () => resolve()));
    await worker.close();
    console_ = await startQueueConsole({
      config: { port: 0, host: '127.0.0.1', password: PASSWORD },
      redisUrl,
      logger: createLogger({ name: 'worker', level: 'silent' }),
    });
    base = console_.url.replace(/\/queues$/, '');
  });

  afterAll(async () => {
    await console_?.close();
    await emails.obliterate({ force: true }).catch(() => undefined);
    const cleanup = new Queue(PAYMENT_EVENTS_QUEUE, { connection: new Redis(redisUrl) });
    await cleanup.obliterate({ force: true }).catch(() => undefined);
    await cleanup.close();
    await emails.close();
  });

  const listFailed = (authorization?: string) =>
    fetch(
      `${base}/queues/api/queues?activeQueue=${EMAIL_QUEUE}&status=failed&page=1&jobsPerPage=10`,
      {
        headers: authorization ? { authorization } : {},
      },
    );

  it('lets the admin list the queues and see the failed email job with its reason', async () => {
    const page = await fetch(`${base}/queues`, { headers: { authorization: ADMIN } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const res = await listFailed(ADMIN);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      queues: { name: string; jobs: { id: string; failedReason: string }[] }[];
    };
    expect(body.queues.map((q) => q.name).sort()).toEqual(
      [EMAIL_QUEUE, PAYMENT_EVENTS_QUEUE].sort(),
    );
    const jobs = body.queues.find((q) => q.name === EMAIL_QUEUE)?.jobs ?? [];
    expect(jobs.map((j) => j.id)).toContain(failedJobId);
    expect(jobs.find((j) => j.id === failedJobId)?.failedReason).toContain('550');
  });

  it('refuses a cross-site retry even with the credentials the browser attaches', async () => {
    const res = await fetch(`${base}/queues/api/queues/${EMAIL_QUEUE}/${failedJobId}/retry`, {
      method: 'PUT',
      headers: { authorization: ADMIN, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await (await emails.getJob(failedJobId))?.getState()).toBe('failed');
  });

  it('lets the admin retry the failed job: it is waiting again', async () => {
    const res = await fetch(`${base}/queues/api/queues/${EMAIL_QUEUE}/${failedJobId}/retry`, {
      method: 'PUT',
      headers: { authorization: ADMIN },
    });
    expect(res.status).toBe(204);
    expect(await (await emails.getJob(failedJobId))?.getState()).toBe('waiting');
  });

  it('refuses what an administrator does not need: adding, editing, emptying, obliterating', async () => {
    const attempts: [string, string][] = [
      ['POST', `/queues/api/queues/${EMAIL_QUEUE}/add`],
      ['PUT', `/queues/api/queues/${EMAIL_QUEUE}/empty`],
      ['PUT', `/queues/api/queues/${EMAIL_QUEUE}/obliterate`],
      ['PATCH', `/queues/api/queues/${EMAIL_QUEUE}/${failedJobId}/update-data`],
      ['DELETE', `/queues/api/queues/${EMAIL_QUEUE}/${failedJobId}`],
    ];
    for (const [method, path] of attempts) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: ADMIN, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x', data: {} }),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await emails.getJob(failedJobId)).toBeDefined();
    expect(await emails.count()).toBeGreaterThan(0);
  });

  it('refuses anyone without the admin credentials, on every path and spelling', async () => {
    const wrong = [
      undefined,
      basic(CONSOLE_USER, 'wrong-password-0123456789'),
      basic('user', PASSWORD),
      `Bearer ${PASSWORD}`,
      basic(CONSOLE_USER, `${PASSWORD}x`),
      'Basic !!!',
    ];
    const paths = [
      '/queues',
      '/queues/',
      '/queues/api/queues',
      '/QUEUES/api/queues',
      '//queues/api/queues',
      '/%71ueues/api/queues',
      '/x/../queues/api/queues',
      '/queues/static/index.html',
      '/',
    ];
    for (const authorization of wrong) {
      for (const path of paths) {
        const res = await fetch(`${base}${path}`, {
          headers: {
            ...(authorization ? { authorization } : {}),
            // A site user's session cookie means nothing here.
            cookie: 'ssc_session=abcdefghijklmnopqrstuvwxyz0123456789',
          },
        });
        expect(res.status, `${authorization} ${path}`).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic/);
      }
      const retry = await fetch(`${base}/queues/api/queues/${EMAIL_QUEUE}/${failedJobId}/retry`, {
        method: 'PUT',
        headers: authorization ? { authorization } : {},
      });
      expect(retry.status).toBe(401);
    }
  });
});
