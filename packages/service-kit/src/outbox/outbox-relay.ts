import { EMAIL_QUEUE, emailJobOptions } from '@ssc/contracts';
import { type JobsOptions, Queue } from 'bullmq';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import type { OutboxTable } from './outbox-table';

export interface OutboxRelayOptions {
  // biome-ignore lint/suspicious/noExplicitAny: works with any service schema
  db: Database<any>;
  table: OutboxTable;
  logger: Logger;
  redisUrl?: string;
  /** How often unsent rows are looked for when nobody nudges. */
  intervalMs?: number;
  batchSize?: number;
  /** An enqueue that takes longer counts as failed (Redis half-down); the row is retried. */
  enqueueTimeoutMs?: number;
  /** BullMQ options of each job (attempts, backoff, retention); `defaultJobOptions` otherwise. */
  jobOptions?: (queue: string, jobId: string) => JobsOptions;
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

/**
 * Moves outbox rows to their BullMQ queue and marks them sent only after the enqueue succeeded.
 * A crash in between re-enqueues the row later with the same job id, which BullMQ ignores while
 * the job exists: at-least-once into the queue, once per job id for the worker.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, table, logger } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const batchSize = options.batchSize ?? 50;
  const enqueueTimeoutMs = options.enqueueTimeoutMs ?? 5_000;
  const jobOptions = options.jobOptions ?? defaultJobOptions;
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  // Fail fast while Redis is down instead of queueing commands in memory: rows wait in the outbox.
  const connection = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const queues = new Map<string, Queue>();
  let lastWarning = 0;
  let closed = false;
  let running: Promise<number> | undefined;
  let again = false;

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
  });
  connection.on('ready', () => {
    if (lastWarning) logger.info('Redis is back: sending what waits in the outbox');
    lastWarning = 0;
    nudge();
  });

  const queueFor = (name: string) => {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection });
      queue.on('error', () => {});
      queues.set(name, queue);
    }
    return queue;
  };

  async function tick(): Promise<number> {
    const rows = await db
      .select()
      .from(table)
      .where(isNull(table.sentAt))
      .orderBy(asc(table.createdAt))
      .limit(batchSize);
    if (rows.length === 0) return 0;
    if (connection.status !== 'ready') {
      warn(new Error(`Redis connection is ${connection.status}`), rows.length);
      return 0;
    }
    let moved = 0;
    for (const row of rows) {
      try {
        await withTimeout(
          queueFor(row.queue).add(
            row.queue === EMAIL_QUEUE ? 'email' : row.queue,
            row.payload,
            jobOptions(row.queue, row.jobId),
          ),
          enqueueTimeoutMs,
        );
        await db
          .update(table)
          .set({ sentAt: new Date() })
          .where(and(eq(table.id, row.id), isNull(table.sentAt)));
        moved += 1;
      } catch (error) {
        await db
          .update(table)
          .set({ attempts: sql`${table.attempts} + 1`, lastError: String(error).slice(0, 500) })
          .where(eq(table.id, row.id));
        warn(error, rows.length - moved);
        break;
      }
    }
    if (moved > 0) logger.info({ moved }, 'outbox rows handed to the queue');
    // A full batch means more may be waiting.
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

  const timer = setInterval(nudge, intervalMs);
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`enqueue took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
