// Issue 22 point 8, end to end on real PostgreSQL and Redis: an outbox relay and the worker with
// no Redis (a closed port) deliver the emails directly; when Redis appears at that address the
// relay goes back to BullMQ, and no message is sent twice across the switch.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMAIL_QUEUE, emailJobOptions } from '@ssc/contracts';
import { createLogger, type DatabaseConnection, openDatabase } from '@ssc/service-kit';
import { loadServiceKey, sealPayload } from '@ssc/service-kit/internal-auth';
import {
  addToOutbox,
  createOutboxTable,
  type OutboxRelay,
  startOutboxRelay,
} from '@ssc/service-kit/outbox';
import { captureLogs, type TestDatabase, testDatabases, testRedis } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleConfirmation } from '../templates/samples';
import { type RedisDoor, redisDoor } from '../testing/redis-door';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink';
import { type RunningWorker, startWorker } from '../worker';

const outbox = createOutboxTable('outbox');
const redis = await testRedis();
const [postgres] = await testDatabases();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!postgres || redis.skip)('emails without Redis', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection<{ outbox: typeof outbox }>;
  let dataDir: string;
  let key: string;
  // Cleaned up after each test.
  let relay: OutboxRelay | undefined;
  let worker: RunningWorker | undefined;
  let smtp: SmtpSink | undefined;
  let door: RedisDoor | undefined;
  let queue: Queue | undefined;

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).create('single_machine');
    connection = await openDatabase({
      service: 'single_machine',
      schema: { outbox },
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      pgSchema: database.databaseSchema,
    });
    await connection.db.execute(`create table outbox (
      id uuid primary key default gen_random_uuid(), job_id text not null unique,
      queue text not null, payload jsonb not null,
      created_at timestamptz not null default now(), sent_at timestamptz,
      attempts integer not null default 0, last_error text)`);
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-single-machine-'));
    key = loadServiceKey(dataDir);
  });

  afterEach(async () => {
    await relay?.close();
    await worker?.close();
    await smtp?.close();
    await queue?.obliterate({ force: true }).catch(() => {});
    await queue?.close();
    await door?.close();
    relay = worker = smtp = door = queue = undefined;
    await connection.db.delete(outbox);
  });

  afterAll(async () => {
    await connection?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * As booking or auth write an email: sealed, in the outbox, on the test's own queue, and the
   * relay nudged once the row is committed (an idle relay does not poll every interval).
   */
  const write = async (queueName: string, jobId: string, to: string) => {
    await addToOutbox(connection.db, outbox, {
      jobId,
      queue: queueName,
      payload: sealPayload(key, EMAIL_QUEUE, sampleConfirmation({ to })),
    });
    relay?.nudge();
  };

  const row = async (jobId: string) =>
    (await connection.db.select().from(outbox)).find((r) => r.jobId === jobId);

  const sentTo = (to: string) => (smtp?.received ?? []).filter((m) => m.to.includes(to));

  it('delivers straight from the outbox, then through BullMQ once Redis appears, each once', {
    timeout: 60_000,
  }, async () => {
    const queueName = `emails-test-${randomUUID()}`;
    const relayLogs = captureLogs();
    const workerLogs = captureLogs();
    door = await redisDoor(redis.url);
    smtp = await startSmtpSink();
    worker = await startWorker({
      port: 0,
      dataDir,
      redisUrl: door.url,
      smtpUrl: smtp.url,
      queueName,
      logLevel: 'info',
      logDestination: workerLogs.stream,
    });
    relay = startOutboxRelay({
      db: connection.db,
      table: outbox,
      logger: createLogger({ name: 'booking', level: 'info', destination: relayLogs.stream }),
      redisUrl: door.url,
      intervalMs: 200,
      emailQueue: queueName,
      direct: { serviceKey: key, caller: 'booking', workerUrl: worker.url },
    });

    // No Redis: two bookings' emails go out within seconds, straight from the outbox.
    await write(queueName, 'mail-a', 'a@x.jo');
    await write(queueName, 'mail-b', 'b@x.jo');
    relay.nudge();
    await expect.poll(() => smtp?.received.length, { timeout: 10_000 }).toBe(2);
    await expect.poll(async () => (await row('mail-b'))?.sentAt).toBeInstanceOf(Date);
    await write(queueName, 'mail-c', 'c@x.jo');
    await expect.poll(() => sentTo('c@x.jo').length, { timeout: 10_000 }).toBe(1);
    const singleMachine = relayLogs
      .lines()
      .filter((l) => /single-machine mode/.test(String(l.msg)));
    expect(singleMachine).toHaveLength(1);
    expect(singleMachine[0]?.level).toBe(40);

    // Redis appears at the same address: the relay hands over to BullMQ again.
    await door.open();
    await expect.poll(() => worker?.redisStatus(), { timeout: 15_000 }).toBe('connected');
    await expect
      .poll(() => relayLogs.lines().some((l) => /Redis is back/.test(String(l.msg))), {
        timeout: 15_000,
      })
      .toBe(true);
    // A relay that died after the worker confirmed mail-a, before marking its row: the row goes
    // to the queue now, and the worker completes it without sending it again.
    await connection.db.execute(`update outbox set sent_at = null where job_id = 'mail-a'`);
    await write(queueName, 'mail-d', 'd@x.jo');
    relay.nudge();
    await expect.poll(() => sentTo('d@x.jo').length, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(async () => (await row('mail-a'))?.sentAt, { timeout: 10_000 })
      .toBeInstanceOf(Date);
    await expect
      .poll(
        () =>
          workerLogs
            .lines()
            .some((l) => l.jobId === 'mail-a' && /already sent/.test(String(l.msg))),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(relayLogs.lines().some((l) => /handed to the queue/.test(String(l.msg)))).toBe(true);
    queue = new Queue(queueName, { connection: { url: redis.url } });
    // The duplicate is logged while its job is still active; it completes a moment later.
    await expect
      .poll(() => queue?.getJobCounts('waiting', 'active', 'failed'), { timeout: 10_000 })
      .toEqual({ waiting: 0, active: 0, failed: 0 });

    for (const to of ['a@x.jo', 'b@x.jo', 'c@x.jo', 'd@x.jo']) expect(sentTo(to)).toHaveLength(1);
    expect(smtp.received).toHaveLength(4);
    const rows = await connection.db.select().from(outbox);
    expect(rows.map((r) => [r.jobId, r.sentAt instanceof Date]).sort()).toEqual([
      ['mail-a', true],
      ['mail-b', true],
      ['mail-c', true],
      ['mail-d', true],
    ]);
  });

  it('keeps the queue’s retries: waits for the worker, retries SMTP 4xx with backoff, dead-letters 5xx', {
    timeout: 60_000,
  }, async () => {
    const queueName = `emails-test-${randomUUID()}`;
    const workerPort = await freePort();
    const noRedis = `redis://127.0.0.1:${await freePort()}`;
    const logs = captureLogs();
    relay = startOutboxRelay({
      db: connection.db,
      table: outbox,
      logger: createLogger({ name: 'auth', level: 'info', destination: logs.stream }),
      redisUrl: noRedis,
      intervalMs: 100,
      emailQueue: queueName,
      // Three attempts, 200 ms then 400 ms apart: the plan the queue would follow.
      jobOptions: (_queue, jobId) => emailJobOptions(jobId, 3, 200),
      direct: { serviceKey: key, caller: 'auth', workerUrl: `http://127.0.0.1:${workerPort}` },
    });

    // Neither Redis nor the worker: the email waits in the outbox, no attempt is used up.
    await write(queueName, 'retry-1', 'r@x.jo');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await row('retry-1'))?.sentAt).toBeNull();
    expect((await row('retry-1'))?.attempts).toBe(0);
    expect(logs.lines().some((l) => /neither Redis nor the worker/.test(String(l.msg)))).toBe(true);

    // The worker starts; its mail server says "try again later" once, then accepts.
    smtp = await startSmtpSink({ failFirst: 1, failCode: 451 });
    worker = await startWorker({
      port: workerPort,
      dataDir,
      redisUrl: noRedis,
      smtpUrl: smtp.url,
      queueName,
      logLevel: 'silent',
    });
    await expect.poll(() => sentTo('r@x.jo').length, { timeout: 10_000 }).toBe(1);
    expect(smtp.attempts()).toBe(2);
    await expect.poll(async () => (await row('retry-1'))?.sentAt).toBeInstanceOf(Date);
    expect((await row('retry-1'))?.attempts).toBe(1);

    // Refused for good: closed as a dead letter at once, never retried.
    await worker.close();
    await smtp.close();
    smtp = await startSmtpSink({ failFirst: 10, failCode: 550 });
    worker = await startWorker({
      port: workerPort,
      dataDir,
      redisUrl: noRedis,
      smtpUrl: smtp.url,
      queueName,
      logLevel: 'silent',
    });
    await write(queueName, 'dead-1', 'dead@x.jo');
    await expect
      .poll(async () => (await row('dead-1'))?.sentAt, { timeout: 10_000 })
      .toBeInstanceOf(Date);
    expect((await row('dead-1'))?.lastError).toMatch(/^dead letter/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.attempts()).toBe(1);
    expect(smtp.received).toHaveLength(0);
    expect(logs.lines().some((l) => l.level === 50 && /dead letter/.test(String(l.msg)))).toBe(
      true,
    );
  });
});
