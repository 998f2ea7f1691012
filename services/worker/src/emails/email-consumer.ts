import { EMAIL_QUEUE } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { UnrecoverableError, Worker } from 'bullmq';
import type { RedisConnection } from '../redis/redis-connection';
import type { EmailDelivery } from './email-delivery';

export { classifySendError, sentMarkerKey } from './email-delivery';

export interface EmailConsumerOptions {
  redis: RedisConnection;
  delivery: EmailDelivery;
  logger: Logger;
  queueName?: string;
  concurrency?: number;
  /** BullMQ lock of a job being sent; after a crash the job is taken over once it expires. */
  lockDurationMs?: number;
}

/**
 * Sends every job of the `emails` queue through `delivery` (once per job id, see
 * email-delivery.ts). SMTP 4xx (e.g. 451) and connection errors throw: BullMQ retries with the
 * job's backoff; SMTP 5xx and forged or malformed data are permanent: UnrecoverableError, the job
 * goes to the failed set (dead letters).
 */
export function startEmailConsumer(options: EmailConsumerOptions): Worker {
  const { redis, delivery, logger } = options;
  const queueName = options.queueName ?? EMAIL_QUEUE;
  const worker = new Worker(
    queueName,
    async (job) => {
      const id = job.id ?? `${job.queueName}-${job.timestamp}`;
      const outcome = await delivery.deliver(id, job.data, 'queue');
      return { duplicate: outcome === 'duplicate' };
    },
    {
      connection: redis.client,
      concurrency: options.concurrency ?? 5,
      lockDuration: options.lockDurationMs ?? 30_000,
      stalledInterval: Math.min(options.lockDurationMs ?? 30_000, 30_000),
      // A job whose worker died mid-send is taken over, not failed, a few times.
      maxStalledCount: 3,
    },
  );

  // An unhandled 'error' event would crash the process; these are Redis outages already reported.
  worker.on('error', (error) => redis.reportError(error));
  worker.on('completed', (job, result: { duplicate?: boolean } | undefined) => {
    if (result?.duplicate) return;
    logger.info({ jobId: job.id, queue: job.queueName }, 'email sent');
  });
  worker.on('failed', (job, error) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final = job.attemptsMade >= attempts || error instanceof UnrecoverableError;
    const line = { jobId: job.id, attemptsMade: job.attemptsMade, attempts, err: error };
    if (final) logger.error(line, 'email failed for good; kept in the failed set');
    else logger.warn(line, 'email failed; will retry');
  });
  return worker;
}
