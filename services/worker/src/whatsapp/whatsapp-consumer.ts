import { WHATSAPP_QUEUE, whatsappJobSchema } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { openPayload } from '@ssc/service-kit/internal-auth';
import { sendTemplate, type WhatsappConfig } from '@ssc/whatsapp';
import { UnrecoverableError, Worker } from 'bullmq';
import type { RedisConnection } from '../redis/redis-connection';

export interface WhatsAppConsumerOptions {
  redis: RedisConnection;
  logger: Logger;
  serviceKey: string;
  /** Undefined: WhatsApp is off on this worker, and what arrives is dropped with a warning. */
  config: WhatsappConfig | undefined;
  queueName?: string;
  /** Tests point the client at their fake (the fetch it uses and a shorter timeout). */
  send?: typeof sendTemplate;
}

const SENT_MARKER_TTL_SECONDS = 30 * 24 * 3600;

/** The Redis key that says a job's message was accepted by the API (once per job id). */
export function whatsappSentKey(queueName: string, jobId: string): string {
  return `ssc:whatsapp-sent:${queueName}:${jobId}`;
}

/**
 * Sends the `whatsapp` queue's jobs (issue 33.3): each opens only with the service key, is checked
 * against `whatsappJobSchema`, and goes to the Cloud API with our message id as callback data, so
 * the status webhook (booking) finds its row. What the API says may pass (a timeout, 5xx, a rate
 * limit) is thrown and retried with the job's backoff; what it refuses for good (a template not
 * approved, a number not on WhatsApp, a token revoked) fails the job at once, logged with the
 * API's code. A marker written after the API accepted makes a retry or a takeover send nothing.
 */
export function startWhatsAppConsumer(options: WhatsAppConsumerOptions): Worker {
  const { redis, logger, config } = options;
  const queueName = options.queueName ?? WHATSAPP_QUEUE;
  const send = options.send ?? sendTemplate;
  const worker = new Worker(
    queueName,
    async (job) => {
      const jobId = job.id ?? `${job.queueName}-${job.timestamp}`;
      const opened = openPayload(options.serviceKey, WHATSAPP_QUEUE, job.data);
      if (opened === undefined) {
        logger.error({ jobId }, 'WhatsApp job refused: it does not open with the service key');
        throw new UnrecoverableError('not a sealed WhatsApp job');
      }
      const parsed = whatsappJobSchema.safeParse(opened);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
        logger.error({ jobId, issues }, 'WhatsApp job refused: it does not fit the schema');
        throw new UnrecoverableError('WhatsApp job does not fit the schema');
      }
      const message = parsed.data;
      if (!config) {
        logger.warn(
          { jobId, template: message.template },
          'WhatsApp message dropped: WHATSAPP_* is not set on the worker',
        );
        return { skipped: true };
      }
      const marker = whatsappSentKey(queueName, jobId);
      if ((await redis.client.exists(marker)) === 1) return { duplicate: true };
      const result = await send(config, {
        to: message.to,
        template: message.template,
        language: 'ar',
        bodyParameters: message.bodyParameters,
        ...(message.buttonUrlSuffix ? { buttonUrlSuffix: message.buttonUrlSuffix } : {}),
        callbackData: message.messageId,
      });
      if (result.state === 'sent') {
        await redis.client.set(marker, result.messageId, 'EX', SENT_MARKER_TTL_SECONDS);
        logger.info(
          { jobId, template: message.template, providerMessageId: result.messageId },
          'WhatsApp message accepted',
        );
        return { providerMessageId: result.messageId };
      }
      // Never the number or the parameters: the API's code and words are enough to act on.
      const line = {
        jobId,
        template: message.template,
        code: result.code,
        httpStatus: result.httpStatus,
        reason: result.message,
      };
      if (!result.retryable) {
        logger.error(line, 'WhatsApp message refused for good');
        throw new UnrecoverableError(`WhatsApp refused the message: ${result.message}`);
      }
      throw new Error(`WhatsApp unavailable: ${result.message}`);
    },
    {
      connection: redis.client,
      concurrency: 5,
      // The Cloud API answers within its 10 s timeout; a job is never locked longer than that.
      lockDuration: 30_000,
      maxStalledCount: 3,
    },
  );
  worker.on('error', (error) => redis.reportError(error));
  worker.on('failed', (job, error) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final = job.attemptsMade >= attempts || error instanceof UnrecoverableError;
    if (!final)
      logger.warn(
        { jobId: job.id, attemptsMade: job.attemptsMade, attempts },
        'WhatsApp message failed; will retry',
      );
    else if (!(error instanceof UnrecoverableError))
      logger.error(
        { jobId: job.id, attemptsMade: job.attemptsMade },
        'WhatsApp message failed for good; kept in the failed set',
      );
  });
  return worker;
}
