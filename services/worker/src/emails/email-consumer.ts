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
  /** BullMQ lock of a job being sent; after a crash the job is taken over once it expires. */
  lockDurationMs?: number;
  /** How long "this job was sent" is remembered (30 days). */
  sentMarkerTtlSeconds?: number;
}

const SENT_MARKER_TTL_SECONDS = 30 * 24 * 3600;

/** The Redis key that says a job's message was accepted by the mail server. */
export function sentMarkerKey(queueName: string, jobId: string): string {
  return `ssc:email-sent:${queueName}:${jobId}`;
}

/**
 * Sends every job of the `emails` queue, once per job id:
 * - before sending, a job whose sent-marker exists is completed without sending (a re-enqueued
 *   job id, a job retried after its message went out);
 * - after the mail server accepted the message, the marker is written (30 days);
 * - SMTP 4xx (e.g. 451) and connection errors throw: BullMQ retries with the job's backoff;
 *   SMTP 5xx is permanent: UnrecoverableError, the job goes to the failed set (dead letters).
 * Remaining at-least-once window: a worker killed after the server accepted the message and
 * before the marker is written sends it again when the job is taken over (same Message-ID, so
 * most mailboxes show one message). Killed before acceptance: the server discards the partial
 * message and the retry sends the only copy.
 */
export function startEmailConsumer(options: EmailConsumerOptions): Worker {
  const { redis, mailer, logger } = options;
  const queueName = options.queueName ?? EMAIL_QUEUE;
  const markerTtl = options.sentMarkerTtlSeconds ?? SENT_MARKER_TTL_SECONDS;
  const worker = new Worker(
    queueName,
    async (job) => {
      const parsed = emailMessageSchema.safeParse(job.data);
      if (!parsed.success) {
        // Retrying cannot fix a malformed job.
        throw new UnrecoverableError('email job data is not a rendered message');
      }
      const id = job.id ?? `${job.queueName}-${job.timestamp}`;
      const marker = sentMarkerKey(queueName, id);
      if ((await redis.client.exists(marker)) === 1) {
        logger.info({ jobId: id }, 'email already sent for this job id; not sending it again');
        return { duplicate: true };
      }
      try {
        await mailer.send(parsed.data, id);
      } catch (error) {
        throw classifySendError(error);
      }
      try {
        await redis.client.set(marker, new Date().toISOString(), 'EX', markerTtl);
      } catch (error) {
        // The message is out; only a later retry of this same job could repeat it.
        logger.warn({ err: error, jobId: id }, 'email sent but its sent-marker was not written');
      }
      return { duplicate: false };
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

/** SMTP 5xx answers are permanent (bad address, refused content): retrying cannot help. */
export function classifySendError(error: unknown): Error {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new UnrecoverableError(`SMTP ${responseCode}: permanent failure`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
