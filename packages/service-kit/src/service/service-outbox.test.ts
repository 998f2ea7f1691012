import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { addToOutbox, createOutboxTable } from '../outbox/index';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { createTestOutbox } from '../testing/outbox';
import { testRedis } from '../testing/redis';
import { defineService } from './define-service';
import { startService } from './start-service';

const outbox = createOutboxTable('outbox');
const redis = await testRedis();
const queueName = `kit-outbox-${randomUUID()}`;
/** What `settings()` reads: changed between two starts of the same definition. */
let greeting = 'مرحبا';

const outboxService = defineService({
  name: 'kit-outbox',
  defaultPort: 0,
  schema: { outbox },
  settings: () => ({ greeting, redisUrl: redis.url }),
  routes(routes, { db, settings, nudgeOutbox }) {
    routes.router.post('/api/greetings', async (ctx) => {
      await addToOutbox(db, outbox, {
        jobId: randomUUID(),
        queue: queueName,
        payload: { greeting: settings.greeting },
      });
      nudgeOutbox();
      ctx.status = 202;
    });
  },
  // A long interval: only the nudge can move the row while the test waits.
  outbox: ({ settings }) => ({ table: outbox, redisUrl: settings.redisUrl, intervalMs: 600_000 }),
});

const [target] = await testDatabases();

describe.skipIf(redis.skip)('a service with an outbox', () => {
  let database: TestDatabase;
  let queue: Queue;
  const start = () =>
    startService(outboxService, {
      port: 0,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      databaseSchema: database.databaseSchema,
      logLevel: 'silent',
    });

  beforeAll(async () => {
    database = await (target as NonNullable<typeof target>).create('kit-outbox');
    const connection = await openDatabase({
      service: 'kit-outbox',
      schema: { outbox },
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      pgSchema: database.databaseSchema,
    });
    await createTestOutbox(connection.db);
    await connection.close();
    queue = new Queue(queueName, { connection: { url: redis.url } });
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await database?.dispose();
  });

  const greetingsQueued = async () =>
    (await queue.getJobs(['waiting'])).map((job) => job.data.greeting).sort();

  it('relays what a route nudged about, asks Redis in /ready and reads its settings at each start', async () => {
    const first = await start();
    try {
      const ready = await fetch(`${first.url}/ready`);
      expect(await ready.json()).toEqual({
        status: 'ready',
        checks: { database: 'up', redis: 'up' },
      });
      expect((await fetch(`${first.url}/api/greetings`, { method: 'POST' })).status).toBe(202);
      await expect.poll(greetingsQueued, { timeout: 5_000 }).toEqual(['مرحبا']);
    } finally {
      await first.close();
    }

    greeting = 'أهلا';
    const second = await start();
    try {
      await fetch(`${second.url}/api/greetings`, { method: 'POST' });
      await expect.poll(greetingsQueued, { timeout: 5_000 }).toEqual(['أهلا', 'مرحبا']);
    } finally {
      await second.close();
    }
  });
});

describe('a service without a port of its own', () => {
  it('is refused: only the services of SERVICE_PORTS have a default port', async () => {
    await expect(
      startService(defineService({ name: 'kit-portless', routes() {} }), { logLevel: 'silent' }),
    ).rejects.toThrow('kit-portless is not in SERVICE_PORTS');
  });
});
