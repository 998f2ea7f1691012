import { z } from 'zod';

/** The BullMQ queue the booking and auth services put rendered messages on; the worker sends them. */
export const EMAIL_QUEUE = 'emails';

/**
 * A file sent with a message (e.g. the booking's .ics). Text content only, carried inside the job:
 * the worker never reads a path or a URL (nodemailer's file and URL access are disabled).
 */
export const emailAttachmentSchema = z.object({
  filename: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\\/\r\n]+$/),
  contentType: z.string().min(1).max(200),
  content: z.string().max(1024 * 1024),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/** A job carries a message already rendered by its producer. */
export const emailMessageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1),
  html: z.string(),
  text: z.string(),
  attachments: z.array(emailAttachmentSchema).max(5).optional(),
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
    // A sent email leaves Redis at once (the worker's sent-marker keeps it once-only).
    removeOnComplete: true,
    // Jobs that exhausted their attempts stay in the failed set, the dead-letter list, for 30
    // days; their data is sealed (see addToOutbox).
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}

/** Where the services hand an email to the worker while Redis is unreachable (single-machine mode). */
export const DIRECT_EMAIL_PATH = '/internal/emails';

/**
 * `POST /internal/emails` on the worker: one outbox row, still sealed. The job id is the
 * BullMQ job id the row would have had, so a message delivered one way is not sent again the other.
 */
export const directEmailSchema = z.object({
  jobId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^:]+$/),
  payload: z.unknown(),
});
export type DirectEmail = z.infer<typeof directEmailSchema>;

/** The worker's answer: `sent` now, or `duplicate` (this job id went out before). */
export const directEmailResultSchema = z.object({ status: z.enum(['sent', 'duplicate']) });
export type DirectEmailResult = z.infer<typeof directEmailResultSchema>;
