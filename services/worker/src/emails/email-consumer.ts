import { EMAIL_QUEUE, emailMessageSchema } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { UnrecoverableError, Worker } from 'bullmq';
import type { Mailer } from '../mail/mailer';
import type { RedisConnection } from '../redis/redis-connection';

export interface EmailConsumerOptions {
  redis: RedisConnection;
  mailer: Mailer;
  logger: Logger;
  queueName?: string;
  concurrency?: number;
}

/** Sends every job of the `emails` queue; BullMQ retries failures with the job's backoff. */
export function startEmailConsumer(options: EmailConsumerOptions): Worker {
  const { redis, mailer, logger } = options;
  const worker = new Worker(
    options.queueName ?? EMAIL_QUEUE,
    async (job) => {
      const parsed = emailMessageSchema.safeParse(job.data);
      if (!parsed.success) {
        // Retrying cannot fix a malformed job.
        throw new UnrecoverableError('email job data is not a rendered message');
      }
      await mailer.send(parsed.data, job.id ?? `${job.queueName}-${job.timestamp}`);
    },
    { connection: redis.client, concurrency: options.concurrency ?? 5 },
  );

  // An unhandled 'error' event would crash the process; these are Redis outages already reported.
  worker.on('error', (error) => redis.reportError(error));
  worker.on('completed', (job) =>
    logger.info({ jobId: job.id, queue: job.queueName }, 'email sent'),
  );
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
