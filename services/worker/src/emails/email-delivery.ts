import { EMAIL_QUEUE, type EmailJob, emailJobSchema } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { openPayload } from '@ssc/service-kit/internal-auth';
import { UnrecoverableError } from 'bullmq';
import type { EmailMessage, Mailer } from '../mail/mailer';
import type { RedisConnection } from '../redis/redis-connection';
import type { DeliveredStore } from './delivered-store';

export type DeliveryOutcome = 'sent' | 'duplicate';
/** `queue`: a BullMQ job (Redis is up). `direct`: handed over by an outbox while Redis is down. */
export type DeliveryRoute = 'queue' | 'direct';

export interface EmailDelivery {
  /**
   * Opens the sealed job, checks it against `emailJobSchema`, renders its template and sends it
   * once per job id, whichever way it came. Throws UnrecoverableError when retrying cannot help
   * (forged or malformed data, SMTP 5xx), any other error when a retry may (SMTP 4xx,
   * connection errors).
   */
  deliver(jobId: string, sealed: unknown, route: DeliveryRoute): Promise<DeliveryOutcome>;
}

export interface EmailDeliveryOptions {
  mailer: Mailer;
  redis: RedisConnection;
  store: DeliveredStore;
  logger: Logger;
  /** Opens the sealed jobs (addToOutbox seals every email with the shared service key). */
  serviceKey: string;
  /** The company name the templates show (`SITE_NAME`). */
  siteName: string;
  /** Names the Redis sent-markers (`sentMarkerKey`). */
  queueName: string;
  sentMarkerTtlSeconds?: number;
}

const SENT_MARKER_TTL_SECONDS = 30 * 24 * 3600;
/** Without a queue job to wait on, a direct delivery does not wait for a stalled Redis. */
const DIRECT_REDIS_TIMEOUT_MS = 1_000;

/** The Redis key that says a job's message was accepted by the mail server. */
export function sentMarkerKey(queueName: string, jobId: string): string {
  return `ssc:email-sent:${queueName}:${jobId}`;
}

/**
 * One delivery path for the queue consumer and the direct hand-over:
 * - before sending, a job id already delivered (file store, or Redis's marker) is not sent again;
 * - after the mail server accepted the message, both records are written;
 * - one job id is never being sent twice at the same time in this process (a direct hand-over
 *   that timed out on the caller's side while the same row arrives through the queue).
 * Remaining at-least-once window: killed after the server accepted the message and before the
 * records are written, the message is sent again (same Message-ID, most mailboxes show it once).
 */
export function createEmailDelivery(options: EmailDeliveryOptions): EmailDelivery {
  const { mailer, redis, store, logger, queueName } = options;
  const markerTtl = options.sentMarkerTtlSeconds ?? SENT_MARKER_TTL_SECONDS;
  const inFlight = new Map<string, Promise<DeliveryOutcome>>();

  async function markedInRedis(jobId: string, route: DeliveryRoute): Promise<boolean> {
    const marker = sentMarkerKey(queueName, jobId);
    // A queue job exists only while Redis answers: an error there means retry the job.
    if (route === 'queue') return (await redis.client.exists(marker)) === 1;
    if (redis.status() !== 'connected') return false;
    const found = await withTimeout(redis.client.exists(marker), DIRECT_REDIS_TIMEOUT_MS).catch(
      () => 0,
    );
    return found === 1;
  }

  async function record(jobId: string, route: DeliveryRoute): Promise<void> {
    try {
      await store.add(jobId);
    } catch (error) {
      logger.warn({ err: error, jobId }, 'email sent but not recorded in the delivered store');
    }
    if (route === 'direct' && redis.status() !== 'connected') return;
    try {
      const write = redis.client.set(
        sentMarkerKey(queueName, jobId),
        new Date().toISOString(),
        'EX',
        markerTtl,
      );
      await (route === 'direct' ? withTimeout(write, DIRECT_REDIS_TIMEOUT_MS) : write);
    } catch (error) {
      // The message is out and the store knows it; only a worker without this disk could repeat it.
      logger.warn({ err: error, jobId }, 'email sent but its Redis sent-marker was not written');
    }
  }

  async function deliverOnce(
    jobId: string,
    message: EmailMessage,
    route: DeliveryRoute,
  ): Promise<DeliveryOutcome> {
    if ((await store.has(jobId)) || (await markedInRedis(jobId, route))) {
      logger.info({ jobId, route }, 'email already sent for this job id; not sending it again');
      return 'duplicate';
    }
    try {
      await mailer.send(message, jobId);
    } catch (error) {
      throw classifySendError(error);
    }
    await record(jobId, route);
    return 'sent';
  }

  async function renderJob(jobId: string, job: EmailJob): Promise<EmailMessage> {
    try {
      // React and the templates load with the first email, not with the idle process (issue 17).
      const { renderEmail } = await import('../templates/render');
      return await renderEmail(job, { siteName: options.siteName });
    } catch (error) {
      // A template that throws on valid data throws on every retry.
      logger.error(
        { jobId, template: job.template, err: error },
        'email job refused: its template failed',
      );
      throw new UnrecoverableError(`email template ${job.template} failed`);
    }
  }

  return {
    async deliver(jobId, sealed, route) {
      // Only the services seal jobs: data anyone else pushed opens to nothing.
      const opened = openPayload(options.serviceKey, EMAIL_QUEUE, sealed);
      if (opened === undefined) {
        logger.error({ jobId, route }, 'email job refused: it does not open with the service key');
        throw new UnrecoverableError('email data is not a sealed email job');
      }
      const parsed = emailJobSchema.safeParse(opened);
      if (!parsed.success) {
        // Where and what kind of mismatch, never the values (addresses, names, links).
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
        logger.error(
          { jobId, route, template: templateName(opened), issues },
          'email job refused: its data does not match the template contract',
        );
        throw new UnrecoverableError('email job does not match emailJobSchema');
      }
      const message = await renderJob(jobId, parsed.data);
      // Wait for a send of the same id in progress, then decide from what it recorded.
      for (let pending = inFlight.get(jobId); pending; pending = inFlight.get(jobId)) {
        await pending.catch(() => {});
      }
      const attempt = deliverOnce(jobId, message, route);
      inFlight.set(jobId, attempt);
      try {
        return await attempt;
      } finally {
        inFlight.delete(jobId);
      }
    },
  };
}

/** SMTP 5xx answers are permanent (bad address, refused content): retrying cannot help. */
export function classifySendError(error: unknown): Error {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
    return new UnrecoverableError(`SMTP ${responseCode}: permanent failure`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The template a refused job asked for, when it names a plausible one (logged, never its data). */
function templateName(opened: unknown): string | undefined {
  const template = (opened as { template?: unknown } | null)?.template;
  return typeof template === 'string' && /^[a-z-]{1,40}$/.test(template) ? template : undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
