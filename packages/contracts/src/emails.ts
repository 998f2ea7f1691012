import { z } from 'zod';

/** The BullMQ queue the booking and auth services put rendered messages on; the worker sends them. */
export const EMAIL_QUEUE = 'emails';

/** A job carries a message already rendered by its producer. */
export const emailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string(),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

export const DEFAULT_EMAIL_ATTEMPTS = 5;

/**
 * Options a producer adds each email job with. The producer's job id (e.g. the outbox row id)
 * makes enqueueing idempotent; attempts and backoff are how the worker's retries are set in BullMQ.
 */
export function emailJobOptions(jobId: string, attempts = DEFAULT_EMAIL_ATTEMPTS, delayMs = 5_000) {
  return {
    jobId,
    attempts,
    backoff: { type: 'exponential' as const, delay: delayMs },
    removeOnComplete: { count: 1_000 },
    // Jobs that exhausted their attempts stay in the failed set: the dead-letter list.
    removeOnFail: false,
  };
}
