import { JOFOTARA_SUBMISSIONS_QUEUE, jofotaraSubmissionSchema } from '@ssc/contracts';
import { submitInvoice } from '@ssc/jofotara';
import type { AnyDatabase as Db, Logger } from '@ssc/service-kit';
import { type SignedConsumer, startSignedConsumer } from '@ssc/service-kit/outbox';
import { eq, sql } from 'drizzle-orm';
import { invoices } from '../db/schema';
import type { InvoiceSettings } from './invoice-settings';

/** What one hand-over to JoFotara came to (logged; the consumer's job result). */
export type SubmissionOutcome = 'sent' | 'rejected' | 'already-sent' | 'missing';

/** JoFotara could not be reached: the job is retried with its backoff. */
export class JofotaraUnreachable extends Error {}

/**
 * Sends one invoice's UBL document to JoFotara and keeps what it answered: accepted (or already
 * accepted earlier: a retry after a crash mid-call) → `sent` with JoFotara's number, UUID and QR;
 * refused → `rejected` with its validation messages, for the admin; not reached → the attempt is
 * counted with its error and `JofotaraUnreachable` is thrown so the queue tries again later. An
 * invoice already sent is not sent again.
 */
export async function submitStoredInvoice(
  db: Db,
  settings: InvoiceSettings,
  invoiceId: string,
  logger: Logger,
): Promise<SubmissionOutcome> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return 'missing';
  if (row.state === 'sent') return 'already-sent';
  const result = await submitInvoice({
    url: settings.url,
    clientId: settings.clientId,
    secretKey: settings.secretKey,
    xml: row.xml,
  });
  const attempt = { attempts: sql`${invoices.attempts} + 1`, lastAttemptAt: new Date() };
  const log = { invoiceId, number: row.number, attempt: row.attempts + 1 };
  if (result.outcome === 'unreachable') {
    await db
      .update(invoices)
      .set({ ...attempt, lastError: result.error.slice(0, 500) })
      .where(eq(invoices.id, invoiceId));
    logger.warn({ ...log, error: result.error }, 'JoFotara unreachable; the invoice waits');
    throw new JofotaraUnreachable(result.error);
  }
  if (result.outcome === 'rejected') {
    await db
      .update(invoices)
      .set({ ...attempt, state: 'rejected', jofotaraErrors: result.errors, lastError: null })
      .where(eq(invoices.id, invoiceId));
    logger.error(
      { ...log, codes: result.errors.map((error) => error.code) },
      'JoFotara rejected the invoice',
    );
    return 'rejected';
  }
  await db
    .update(invoices)
    .set({
      ...attempt,
      state: 'sent',
      jofotaraNumber: result.number ?? row.jofotaraNumber,
      jofotaraUuid: result.uuid ?? row.jofotaraUuid,
      jofotaraQr: result.qr ?? row.jofotaraQr,
      jofotaraErrors: [],
      lastError: null,
    })
    .where(eq(invoices.id, invoiceId));
  logger.info({ ...log, outcome: result.outcome }, 'invoice sent to JoFotara');
  return 'sent';
}

/**
 * The consumer of `jofotara-submissions` (fed by this service's outbox after the payment's
 * commit). Signed jobs only: anyone reaching Redis could otherwise make the office send invoices.
 */
export function startJofotaraSubmissions(options: {
  db: Db;
  logger: Logger;
  redisUrl: string;
  serviceKey: string;
  settings: InvoiceSettings;
}): SignedConsumer {
  const { db, logger, settings } = options;
  return startSignedConsumer({
    queue: settings.queue,
    purpose: JOFOTARA_SUBMISSIONS_QUEUE,
    schema: jofotaraSubmissionSchema,
    serviceKey: options.serviceKey,
    redisUrl: options.redisUrl,
    logger,
    concurrency: 2,
    handle: ({ invoiceId }) => submitStoredInvoice(db, settings, invoiceId, logger),
  });
}

/** The queue's retry plan: `attempts` tries, the backoff doubling from `retryDelayMs`. */
export function submissionJobOptions(settings: InvoiceSettings, jobId: string) {
  return {
    jobId,
    attempts: settings.attempts,
    backoff: { type: 'exponential' as const, delay: settings.retryDelayMs },
    removeOnComplete: true,
    removeOnFail: { age: 30 * 24 * 3600 },
  };
}
