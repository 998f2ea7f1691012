import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import { verifyMessage } from '../auth';
import type { Logger } from '../logger';

/** How long Redis may take to answer before a consumer's close stops waiting for it. */
const CLOSE_PING_MS = 1_000;
const WARN_EVERY_MS = 30_000;

export interface SignedConsumer {
  close(): Promise<void>;
}

async function answersWithin(connection: Redis, ms: number): Promise<boolean> {
  if (connection.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      connection.ping().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A BullMQ consumer of messages one service signs for another through its outbox
 * (`payment-events`, `payment-refunds`). Anyone who reaches Redis can push a job, so a job whose
 * signature does not open with the service key is dropped, as is one of an unexpected shape (it
 * could never succeed); a `handle` that throws is retried with the job's backoff. While Redis is
 * down the jobs wait there.
 */
export function startSignedConsumer<S extends z.ZodType>(options: {
  /** The queue to consume (tests use their own name). */
  queue: string;
  /** The name the messages are signed for (the canonical queue name). */
  purpose: string;
  schema: S;
  serviceKey: string;
  redisUrl: string;
  logger: Logger;
  handle(message: z.infer<S>, jobId: string | undefined): Promise<string>;
  concurrency?: number;
}): SignedConsumer {
  const { logger } = options;
  let lastWarning = 0;
  // Our own connection, so its state is known at close: a graceful close waits for Redis, which
  // never comes while it is down, so the close is forced then (an unfinished job stays in Redis
  // and is retried later; handlers are idempotent per message).
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', () => {
    // Reported once in a while through the worker's 'error' below.
  });
  const worker = new Worker(
    options.queue,
    async (job) => {
      const payload = verifyMessage(options.serviceKey, options.purpose, job.data);
      if (payload === undefined) {
        logger.warn(
          { jobId: job.id, queue: options.queue },
          'job without a valid signature dropped',
        );
        return 'forged';
      }
      const parsed = options.schema.safeParse(payload);
      if (!parsed.success) {
        logger.error({ jobId: job.id, queue: options.queue }, 'job of an unexpected shape ignored');
        return 'invalid';
      }
      return options.handle(parsed.data, job.id);
    },
    { connection, concurrency: options.concurrency ?? 4 },
  );
  worker.on('error', (error) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    logger.warn({ err: error, queue: options.queue }, 'cannot reach Redis, waiting for it');
  });
  worker.on('failed', (job, error) => {
    logger.warn(
      { jobId: job?.id, queue: options.queue, err: error },
      'job failed; it will be retried',
    );
  });
  return {
    async close() {
      // "ready" can be stale: a Redis that has just gone away is still "ready" until its socket's
      // end is read, and a graceful close would then wait for it for ever (seen in CI).
      await worker.close(!(await answersWithin(connection, CLOSE_PING_MS)));
      connection.disconnect();
    },
  };
}
