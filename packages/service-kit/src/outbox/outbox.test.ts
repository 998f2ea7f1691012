import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { testRedis } from '../testing/redis';
import { addToOutbox, createOutboxTable, startOutboxRelay } from './index';

const outbox = createOutboxTable('outbox');
const redis = await testRedis();
const logger = createLogger({ name: 'outbox-test', level: 'silent' });
const message = (to: string) => ({ to, subject: 'تأكيد', html: '<p>مرحباً</p>', text: 'مرحباً' });

/** A port nothing listens on: Redis "down". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

for (const target of await testDatabases()) {
  describe.skipIf(target.skip || redis.skip)(`outbox on ${target.name}`, () => {
    let database: TestDatabase;
    let connection: DatabaseConnection<{ outbox: typeof outbox }>;
    const queueName = `emails-test-${randomUUID()}`;
    let queue: Queue;

    beforeAll(async () => {
      database = await target.create('outbox');
      connection = await openDatabase({
        service: 'outbox',
        schema: { outbox },
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        pgSchema: database.databaseSchema,
      });
      await connection.db.execute(sql`create table outbox (
        id uuid primary key default gen_random_uuid(), job_id text not null unique,
        queue text not null, payload jsonb not null,
        created_at timestamptz not null default now(), sent_at timestamptz,
        attempts integer not null default 0, last_error text)`);
      queue = new Queue(queueName, { connection: { url: redis.url } });
    });

    afterAll(async () => {
      await queue?.obliterate({ force: true }).catch(() => {});
      await queue?.close();
      await connection?.close();
      await database?.dispose();
    });

    const withQueue = (rows: { jobId: string; to: string }[]) =>
      rows.map((r) => ({ ...r, queueName }));

    it('keeps nothing from a rolled-back transaction and one row per job id', async () => {
      const { db } = connection;
      await db
        .transaction(async (tx) => {
          await addToOutbox(tx, outbox, { jobId: 'rolled-back', message: message('a@x.jo') });
          throw new Error('business write failed');
        })
        .catch(() => {});
      await addToOutbox(db, outbox, { jobId: 'twice', message: message('b@x.jo') });
      await addToOutbox(db, outbox, { jobId: 'twice', message: message('b@x.jo') });
      await expect(
        addToOutbox(db, outbox, { jobId: 'booking:1', message: message('c@x.jo') }),
      ).rejects.toThrow(/must not contain/);
      const rows = await db.select().from(outbox);
      expect(rows.map((r) => r.jobId)).toEqual(['twice']);
      await db.delete(outbox);
    });

    it('hands any queue entry to its own queue with its payload', async () => {
      const { db } = connection;
      const eventsQueue = `events-test-${randomUUID()}`;
      const jobId = `event-${randomUUID()}`;
      await addToOutbox(db, outbox, { jobId, queue: eventsQueue, payload: { status: 'paid' } });
      const relay = startOutboxRelay({
        db,
        table: outbox,
        logger,
        redisUrl: redis.url,
        intervalMs: 60_000,
      });
      const events = new Queue(eventsQueue, { connection: { url: redis.url } });
      try {
        await expect
          .poll(() => relay.drain().then(() => events.getJob(jobId)), { timeout: 10_000 })
          .toBeDefined();
        const job = await events.getJob(jobId);
        expect(job?.name).toBe(eventsQueue);
        expect(job?.data).toEqual({ status: 'paid' });
        expect(job?.opts.attempts).toBeGreaterThan(5);
      } finally {
        await relay.close();
        await events.obliterate({ force: true }).catch(() => {});
        await events.close();
        await db.delete(outbox);
      }
    });

    it('holds messages while Redis is down and delivers each once when it is back', async () => {
      const { db } = connection;
      const jobs = withQueue([
        { jobId: `j1-${randomUUID()}`, to: 'one@x.jo' },
        { jobId: `j2-${randomUUID()}`, to: 'two@x.jo' },
      ]);
      await db.transaction(async (tx) => {
        for (const job of jobs) {
          await tx.insert(outbox).values({
            jobId: job.jobId,
            queue: queueName,
            payload: message(job.to),
          });
        }
      });

      const down = startOutboxRelay({
        db,
        table: outbox,
        logger,
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        intervalMs: 60_000,
      });
      expect(await down.drain()).toBe(0);
      await down.close();
      expect((await db.select().from(outbox)).every((r) => r.sentAt === null)).toBe(true);

      const up = startOutboxRelay({
        db,
        table: outbox,
        logger,
        redisUrl: redis.url,
        intervalMs: 60_000,
      });
      try {
        await expect
          .poll(() => up.drain().then(async () => (await queue.getJobCounts()).waiting), {
            timeout: 10_000,
          })
          .toBe(2);
        const rows = await db.select().from(outbox);
        expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);

        // A relay that crashed after enqueueing re-sends the row: the queue ignores the duplicate.
        await db.update(outbox).set({ sentAt: null });
        await up.drain();
        expect((await queue.getJobCounts()).waiting).toBe(2);
        const job = await queue.getJob(jobs[0]?.jobId ?? '');
        expect(job?.data).toMatchObject({ to: 'one@x.jo' });
        expect(job?.opts.attempts).toBeGreaterThan(1);
      } finally {
        await up.close();
      }
    });
  });
}
