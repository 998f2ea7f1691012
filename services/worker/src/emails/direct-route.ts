import { DIRECT_EMAIL_PATH, directEmailSchema, errorMessages } from '@ssc/contracts';
import {
  HttpError,
  type Logger,
  requireCaller,
  type ServiceRouter,
  serviceUnavailable,
  validateBody,
} from '@ssc/service-kit';
import { UnrecoverableError } from 'bullmq';
import type { EmailDelivery } from './email-delivery';

/** The services whose outbox relays hand emails over (each signs a service token for 'worker'). */
const DIRECT_EMAIL_CALLERS = ['auth', 'content', 'booking', 'payment'];

/**
 * `POST /internal/emails`: single-machine mode. While Redis is unreachable the services' outbox
 * relays hand each due email row here instead of to BullMQ; the row is marked sent only after a
 * 200. Same sealed data, same rendering and once-per-job-id as the queue; the relay keeps the
 * queue's retry schedule. 422: retrying cannot help (forged, malformed, SMTP 5xx). 503: retry later.
 */
export function directEmailRoute(
  router: ServiceRouter,
  options: { delivery: EmailDelivery; logger: Logger; onDirectDelivery(): void },
): void {
  const { delivery, logger } = options;
  const input = validateBody(directEmailSchema);
  router.post(
    DIRECT_EMAIL_PATH,
    (ctx, next) => {
      requireCaller(ctx, ...DIRECT_EMAIL_CALLERS);
      return next();
    },
    input,
    async (ctx) => {
      const { jobId, payload } = input.value(ctx);
      options.onDirectDelivery();
      try {
        const status = await delivery.deliver(jobId, payload, 'direct');
        if (status === 'sent') logger.info({ jobId, route: 'direct' }, 'email sent');
        ctx.body = { status };
      } catch (error) {
        if (error instanceof UnrecoverableError) {
          logger.error({ jobId, err: error }, 'email handed over directly failed for good');
          throw new HttpError(422, errorMessages.validation);
        }
        logger.warn({ jobId, err: error }, 'email handed over directly failed; will retry');
        throw serviceUnavailable();
      }
    },
  );
}
