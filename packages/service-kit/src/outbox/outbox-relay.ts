import { EMAIL_QUEUE, emailJobOptions } from '@ssc/contracts';
import { type JobsOptions, Queue } from 'bullmq';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { type DirectDeliveryOptions, directHandOver, retryPlan } from './direct-delivery';
import type { OutboxTable } from './outbox-table';

export interface OutboxRelayOptions {
  // biome-ignore lint/suspicious/noExplicitAny: works with any service schema
  db: Database<any>;
  table: OutboxTable;
  logger: Logger;
  redisUrl?: string;
  /** How often unsent rows are looked for when nobody nudges. */
  intervalMs?: number;
  /**
   * How often while the last look found nothing to do (30 s): every write of this process nudges,
   * so at rest the relay need not hold a database connection (and a PostgreSQL backend) open; rows
   * nobody nudged about (another replica's that stopped right after its commit) wait this long.
   */
  idleIntervalMs?: number;
  batchSize?: number;
  /** An enqueue that takes longer counts as failed (Redis half-down); the row is retried. */
  enqueueTimeoutMs?: number;
  /** BullMQ options of each job (attempts, backoff, retention); `defaultJobOptions` otherwise. */
  jobOptions?: (queue: string, jobId: string) => JobsOptions;
  /**
   * The BullMQ queue a row's queue is sent to (the row's own name by default): a test gives a
   * queue a name of its own so that no other test's consumer on the same Redis takes its jobs.
   */
  queueName?: (queue: string) => string;
  /**
   * Sent rows are deleted once older than this (`OUTBOX_RETENTION_DAYS`, default 7): an outbox
   * is a hand-over point, not an archive of every email's content.
   */
  retentionMs?: number;
  /** Injected clock, for the retention test. */
  now?: () => Date;
  /**
   * Single-machine mode: while Redis is unreachable, email rows go straight to the worker
   * (`POST /internal/emails`) instead of waiting; other queues still wait for Redis.
   */
  direct?: DirectDeliveryOptions;
  /** The queue whose rows are emails (`emails`; tests use their own). */
  emailQueue?: string;
}

const DAY_MS = 86_400_000;
const PURGE_EVERY_MS = 3_600_000;

function retentionFromEnv(): number {
  const days = Number(process.env.OUTBOX_RETENTION_DAYS || 7);
  if (!(days > 0)) throw new Error('OUTBOX_RETENTION_DAYS must be a positive number');
  return days * DAY_MS;
}

/**
 * Emails keep the worker's retry policy (`emailJobOptions`); any other queue gets the same
 * dedup-by-job-id and dead-letter retention with more attempts (its consumer may be down a while).
 */
export function defaultJobOptions(queue: string, jobId: string): JobsOptions {
  if (queue === EMAIL_QUEUE) return emailJobOptions(jobId);
  return emailJobOptions(jobId, 12, 2_000);
}

export interface OutboxRelay {
  /** Look for unsent rows now (call after a commit that added one). */
  nudge(): void;
  /** Resolves once every row present now has been moved (or the attempt failed); for tests. */
  drain(): Promise<number>;
  close(): Promise<void>;
}

const WARN_EVERY_MS = 30_000;
/** A Redis that has not answered by then, without even an error, counts as unreachable. */
const REDIS_GRACE_MS = 3_000;

/**
 * Moves outbox rows to their BullMQ queue and marks them sent only after the enqueue succeeded.
 * A crash in between re-enqueues the row later with the same job id, which BullMQ ignores while
 * the job exists: at-least-once into the queue, once per job id for the worker.
 *
 * With `direct` set and Redis unreachable, email rows are handed to the worker over HTTP and
 * marked sent once it confirms; the job id goes with them, so a row the worker already sent is
 * not sent again when it reaches the queue after Redis is back. Failed hand-overs follow the
 * queue's own retry plan (`jobOptions`: attempts and backoff); out of attempts, or refused for
 * good, the row is closed as a dead letter (sent_at set, last_error says so, logged as an error).
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, table, logger } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const idleIntervalMs = Math.max(options.idleIntervalMs ?? 30_000, intervalMs);
  const batchSize = options.batchSize ?? 50;
  const enqueueTimeoutMs = options.enqueueTimeoutMs ?? 5_000;
  const jobOptions = options.jobOptions ?? defaultJobOptions;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const retentionMs = options.retentionMs ?? retentionFromEnv();
  const now = options.now ?? (() => new Date());
  let purgedAt = 0;
  // Fail fast while Redis is down instead of queueing commands in memory: rows wait in the outbox.
  const connection = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const queues = new Map<string, Queue>();
  let lastWarning = 0;
  let closed = false;
  const emailQueue = options.emailQueue ?? EMAIL_QUEUE;
  const direct = options.direct ? directHandOver(options.direct) : undefined;
  const startedAt = Date.now();
  let redisFailed = false;
  let singleMachine = false;
  /** Email rows whose hand-over failed: attempts made and when the next is due (queue's backoff). */
  const retries = new Map<string, { made: number; dueAt: number }>();
  let lastWorkerWarning = 0;
  let running: Promise<number> | undefined;
  let again = false;
  /** When the last look found no unsent row and no hand-over waiting to be retried. */
  let idleSince: number | undefined;

  const warn = (error: unknown, pending: number) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    logger.warn(
      { err: error, pending },
      'cannot reach Redis: emails and events stay in the outbox and go out when it is back',
    );
  };
  connection.on('error', () => {
    // Reported through `warn` when a tick actually needs Redis.
    redisFailed = true;
  });
  connection.on('ready', () => {
    if (lastWarning || singleMachine)
      logger.info('Redis is back: sending what waits in the outbox');
    lastWarning = 0;
    redisFailed = false;
    singleMachine = false;
    retries.clear();
    nudge();
  });

  /** Not merely still connecting at start-up: refused, failed, or silent past the grace period. */
  const redisUnreachable = () =>
    connection.status !== 'ready' && (redisFailed || Date.now() - startedAt > REDIS_GRACE_MS);

  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(options.queueName?.(name) ?? name, { connection });
      queue.on('error', () => {});
      queues.set(name, queue);
    }
    return queue;
  };

  async function purgeSent(): Promise<void> {
    if (now().getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now().getTime();
    const cutoff = new Date(now().getTime() - retentionMs);
    const purged = await db
      .delete(table)
      .where(sql`${table.sentAt} < ${cutoff}`)
      .returning({ id: table.id });
    if (purged.length > 0) logger.info({ purged: purged.length }, 'sent outbox rows purged');
  }

  async function tick(): Promise<number> {
    idleSince = undefined;
    await purgeSent();
    if (direct && redisUnreachable()) return handOverEmails();
    const rows = await db
      .select()
      .from(table)
      .where(isNull(table.sentAt))
      .orderBy(asc(table.createdAt))
      .limit(batchSize);
    if (rows.length === 0) {
      idleSince = Date.now();
      return 0;
    }
    if (connection.status !== 'ready') {
      // Still connecting at start-up is not an outage worth a warning.
      if (redisUnreachable())
        warn(new Error(`Redis connection is ${connection.status}`), rows.length);
      return 0;
    }
    // One BullMQ call and one UPDATE per queue and batch (not per row): under load every booking
    // nudges the relay, and a commit per row doubled the database's flushes.
    let moved = 0;
    for (const group of byQueue(rows)) {
      const queue = group[0]?.queue ?? '';
      const ids = group.map((row) => row.id);
      try {
        await withTimeout(
          queueFor(queue).addBulk(
            group.map((row) => ({
              name: queue === EMAIL_QUEUE ? 'email' : queue,
              data: row.payload,
              opts: jobOptions(queue, row.jobId),
            })),
          ),
          enqueueTimeoutMs,
        );
        await db
          .update(table)
          .set({ sentAt: new Date() })
          .where(and(inArray(table.id, ids), isNull(table.sentAt)));
        moved += group.length;
      } catch (error) {
        await db
          .update(table)
          .set({ attempts: sql`${table.attempts} + 1`, lastError: String(error).slice(0, 500) })
          .where(inArray(table.id, ids));
        warn(error, rows.length - moved);
        break;
      }
    }
    if (moved > 0) logger.info({ moved }, 'outbox rows handed to the queue');
    // A full batch means more may be waiting.
    if (moved === batchSize) again = true;
    return moved;
  }

  async function closeRow(id: string, lastError: string | null): Promise<void> {
    await db
      .update(table)
      .set({ sentAt: new Date(), lastError })
      .where(and(eq(table.id, id), isNull(table.sentAt)));
  }

  /** Single-machine mode: due email rows to the worker, one by one, in order. */
  async function handOverEmails(): Promise<number> {
    if (!direct) return 0;
    const waiting = [...retries.entries()]
      .filter(([, retry]) => retry.dueAt > Date.now())
      .map(([id]) => id);
    const rows = await db
      .select()
      .from(table)
      .where(
        and(
          isNull(table.sentAt),
          eq(table.queue, emailQueue),
          waiting.length > 0 ? notInArray(table.id, waiting) : undefined,
        ),
      )
      .orderBy(asc(table.createdAt))
      .limit(batchSize);
    if (rows.length === 0) {
      if (retries.size === 0) idleSince = Date.now();
      return 0;
    }
    if (!singleMachine) {
      singleMachine = true;
      logger.warn(
        { worker: direct.workerUrl },
        'Redis is unreachable: single-machine mode, emails go straight to the worker (other queues wait in the outbox)',
      );
    }
    let moved = 0;
    for (const row of rows) {
      if (closed) break;
      const outcome = await direct.handOver(row.jobId, row.payload);
      if (outcome.result === 'sent') {
        await closeRow(row.id, null);
        retries.delete(row.id);
        moved += 1;
        continue;
      }
      if (outcome.result === 'unreachable') {
        if (Date.now() - lastWorkerWarning >= WARN_EVERY_MS) {
          lastWorkerWarning = Date.now();
          logger.warn(
            { worker: direct.workerUrl, reason: outcome.reason, pending: rows.length - moved },
            'neither Redis nor the worker takes emails: they stay in the outbox',
          );
        }
        break;
      }
      const made = (retries.get(row.id)?.made ?? 0) + 1;
      const plan = retryPlan(jobOptions(row.queue, row.jobId), made);
      if (outcome.result === 'permanent' || made >= plan.attempts) {
        const reason =
          outcome.result === 'permanent' ? 'refused for good' : `failed ${made} attempts`;
        await closeRow(row.id, `dead letter (single-machine mode): ${reason}`);
        retries.delete(row.id);
        logger.error(
          { jobId: row.jobId, attempts: made },
          `email ${reason}; closed as a dead letter`,
        );
        continue;
      }
      retries.set(row.id, { made, dueAt: Date.now() + plan.delayMs });
      await db
        .update(table)
        .set({ attempts: sql`${table.attempts} + 1`, lastError: outcome.reason.slice(0, 500) })
        .where(eq(table.id, row.id));
      logger.warn({ jobId: row.jobId, attempt: made }, 'email not sent yet; will retry');
    }
    if (moved > 0) logger.info({ moved }, 'outbox emails delivered by the worker directly');
    if (moved === batchSize) again = true;
    return moved;
  }

  function run(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = tick()
      .catch((error) => {
        logger.error({ err: error }, 'outbox relay failed to read the outbox');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          void run();
        }
      });
    return running;
  }

  function nudge() {
    if (!closed) void run();
  }

  function poll() {
    if (idleSince !== undefined && Date.now() - idleSince < idleIntervalMs) return;
    nudge();
  }

  const timer = setInterval(poll, intervalMs);
  timer.unref();

  return {
    nudge,
    async drain() {
      await running;
      return run();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await Promise.all([...queues.values()].map((q) => q.close().catch(() => {})));
      connection.disconnect();
    },
  };
}

/** Consecutive rows of the same queue, in outbox order. */
function byQueue<T extends { queue: string }>(rows: T[]): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]?.queue === row.queue) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`enqueue took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
