import { randomUUID } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { DIRECT_EMAIL_PATH, EMAIL_QUEUE } from '@ssc/contracts';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPayload, sealPayload } from '../auth/sealed-payload';
import { verifyServiceToken } from '../auth/service-token';
import { type DatabaseConnection, openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { createTestOutbox } from '../testing/outbox';
import { closedPort } from '../testing/ports';
import { testRedis } from '../testing/redis';
import { addToOutbox, createOutboxTable, startOutboxRelay } from './index';

const outbox = createOutboxTable('outbox');
const redis = await testRedis();
const logger = createLogger({ name: 'outbox-test', level: 'silent' });
const KEY = 'k'.repeat(64);
/** An email job as a producer writes it: a template's name and its fields. */
const message = (to: string) => ({
  template: 'password-reset' as const,
  to,
  firstName: 'سارة',
  resetUrl: 'https://sanad.test/reset-password?token=t',
  validMinutes: 60,
});

for (const target of await testDatabases()) {
  describe.skipIf(redis.skip)(`outbox on ${target.name}`, () => {
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
      await createTestOutbox(connection.db);
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
          await addToOutbox(tx, outbox, { jobId: 'rolled-back', email: message('a@x.jo') }, KEY);
          throw new Error('business write failed');
        })
        .catch(() => {});
      await addToOutbox(db, outbox, { jobId: 'twice', email: message('b@x.jo') }, KEY);
      await addToOutbox(db, outbox, { jobId: 'twice', email: message('b@x.jo') }, KEY);
      await expect(
        addToOutbox(db, outbox, { jobId: 'booking:1', email: message('c@x.jo') }, KEY),
      ).rejects.toThrow(/must not contain/);
      await expect(
        addToOutbox(db, outbox, { jobId: 'unsealed', email: message('d@x.jo') }),
      ).rejects.toThrow(/sealed/);
      const rows = await db.select().from(outbox);
      expect(rows.map((r) => r.jobId)).toEqual(['twice']);
      await db.delete(outbox);
    });

    it('stores an email sealed: neither the row nor its JSON shows a word of it', async () => {
      const { db } = connection;
      const secret = 'https://sanad.test/reset-password?token=very-secret-token';
      await addToOutbox(
        db,
        outbox,
        { jobId: 'sealed-1', email: { ...message('e@x.jo'), resetUrl: secret } },
        KEY,
      );
      const [row] = await db.select().from(outbox);
      const stored = JSON.stringify(row?.payload);
      for (const word of ['very-secret-token', 'e@x.jo', 'سارة'])
        expect(stored).not.toContain(word);
      expect(openPayload(KEY, EMAIL_QUEUE, row?.payload)).toMatchObject({
        to: 'e@x.jo',
        resetUrl: secret,
      });
      expect(openPayload('x'.repeat(64), EMAIL_QUEUE, row?.payload)).toBeUndefined();
      await db.delete(outbox);
    });

    it('purges sent rows older than the retention, keeps unsent and recent ones', async () => {
      const { db } = connection;
      const day = 86_400_000;
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
      await db.insert(outbox).values([
        { jobId: 'old-sent', queue: 'q', payload: {}, sentAt: at(8) },
        { jobId: 'recent-sent', queue: 'q', payload: {}, sentAt: at(6) },
        { jobId: 'old-unsent', queue: 'q', payload: {}, createdAt: at(9) },
      ]);
      const relay = startOutboxRelay({
        db,
        table: outbox,
        logger,
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        intervalMs: 60_000,
        retentionMs: 7 * day,
      });
      try {
        await relay.drain();
        const left = (await db.select().from(outbox)).map((r) => r.jobId).sort();
        expect(left).toEqual(['old-unsent', 'recent-sent']);
      } finally {
        await relay.close();
        await db.delete(outbox);
      }
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

    it('at rest looks only when nudged, or once per idle interval', async () => {
      const { db } = connection;
      const eventsQueue = `events-test-${randomUUID()}`;
      const events = new Queue(eventsQueue, { connection: { url: redis.url } });
      const relays: ReturnType<typeof startOutboxRelay>[] = [];
      const relay = (idleIntervalMs: number) => {
        const started = startOutboxRelay({
          db,
          table: outbox,
          logger,
          redisUrl: redis.url,
          intervalMs: 20,
          idleIntervalMs,
        });
        relays.push(started);
        return started;
      };
      const add = (jobId: string) =>
        addToOutbox(db, outbox, { jobId, queue: eventsQueue, payload: {} });
      const queued = (jobId: string) =>
        expect.poll(() => events.getJob(jobId), { timeout: 10_000 }).toBeDefined();
      try {
        const resting = relay(60_000);
        // A first row through the queue: Redis is ready (its 'ready' event nudges the relay).
        const first = `first-${randomUUID()}`;
        await add(first);
        resting.nudge();
        await queued(first);
        await resting.drain();
        const unnudged = `unnudged-${randomUUID()}`;
        await add(unnudged);
        // Fifteen busy intervals pass: an empty outbox is not polled again before the idle one.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await events.getJob(unnudged)).toBeUndefined();
        resting.nudge();
        await queued(unnudged);
        await resting.close();

        const polling = relay(100);
        await polling.drain();
        const later = `later-${randomUUID()}`;
        await add(later);
        await queued(later);
      } finally {
        await Promise.all(relays.map((r) => r.close()));
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
    it('hands emails to the worker only while Redis is unreachable, and only emails', async () => {
      const { db } = connection;
      // A stand-in for the worker's route: records who called with what, answers "sent".
      const calls: { caller: string; jobId: string }[] = [];
      const worker = createHttpServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          const token = String(req.headers['x-service-token'] ?? '');
          calls.push({
            caller: `${req.url === DIRECT_EMAIL_PATH ? '' : 'wrong-path:'}${verifyServiceToken(KEY, token, 'worker')}`,
            jobId: (JSON.parse(body) as { jobId: string }).jobId,
          });
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ status: 'sent' }));
        });
      });
      await new Promise<void>((r) => worker.listen(0, '127.0.0.1', r));
      const workerUrl = `http://127.0.0.1:${(worker.address() as { port: number }).port}`;
      const emailQueue = `emails-test-${randomUUID()}`;
      const direct = { serviceKey: KEY, caller: 'booking', workerUrl };
      const sealed = sealPayload(KEY, EMAIL_QUEUE, message('f@x.jo'));
      await db.insert(outbox).values([
        { jobId: 'direct-email', queue: emailQueue, payload: sealed },
        { jobId: 'direct-event', queue: `events-${randomUUID()}`, payload: { status: 'paid' } },
      ]);
      const up = startOutboxRelay({
        db,
        table: outbox,
        logger,
        redisUrl: redis.url,
        intervalMs: 60_000,
        emailQueue,
        direct,
      });
      const emails = new Queue(emailQueue, { connection: { url: redis.url } });
      try {
        // Redis up (even while the relay is still connecting): the queue, never the worker.
        await up.drain();
        await expect
          .poll(() => up.drain().then(() => emails.getJob('direct-email')), { timeout: 10_000 })
          .toBeDefined();
        expect(calls).toEqual([]);
      } finally {
        await up.close();
        await emails.obliterate({ force: true }).catch(() => {});
        await emails.close();
      }

      await db.update(outbox).set({ sentAt: null });
      const down = startOutboxRelay({
        db,
        table: outbox,
        logger,
        redisUrl: `redis://127.0.0.1:${await closedPort()}`,
        intervalMs: 60_000,
        emailQueue,
        direct,
      });
      try {
        await expect.poll(() => down.drain().then(() => calls.length), { timeout: 10_000 }).toBe(1);
        expect(calls).toEqual([{ caller: 'booking', jobId: 'direct-email' }]);
        const rows = await db.select().from(outbox);
        expect(rows.find((r) => r.jobId === 'direct-email')?.sentAt).toBeInstanceOf(Date);
        // Not an email: it waits for Redis.
        expect(rows.find((r) => r.jobId === 'direct-event')?.sentAt).toBeNull();
      } finally {
        await down.close();
        await new Promise((r) => worker.close(r));
        await db.delete(outbox);
      }
    });
  });
}
