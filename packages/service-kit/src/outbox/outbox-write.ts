import { EMAIL_QUEUE, type EmailJob, emailJobSchema } from '@ssc/contracts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sealPayload } from '../auth/sealed-payload';
import type { OutboxTable } from './outbox-table';

/** A database or an open transaction: pass the transaction the business row is written in. */
// biome-ignore lint/suspicious/noExplicitAny: any Drizzle pg database or transaction will do
type Writer = Pick<PgDatabase<PgQueryResultHKT, any>, 'insert'>;

/**
 * An email for the `emails` queue: a template's name and its fields (checked against
 * `emailJobSchema`); the worker renders it.
 */
export interface OutboxEmailEntry {
  jobId: string;
  email: EmailJob;
}

/** Any JSON payload for a named BullMQ queue (e.g. `payment-events`); the producer validates it. */
export interface OutboxQueueEntry {
  jobId: string;
  queue: string;
  payload: unknown;
}

/**
 * Records a message to hand to its queue once the surrounding transaction commits; the job id
 * makes it once-only (a second row with the same job id is ignored). An email is stored sealed
 * with the service key (it may carry a reset link and always carries personal data): neither
 * this row nor the queued job holds it readable; only the worker opens it.
 */
export async function addToOutbox(
  tx: Writer,
  table: OutboxTable,
  entry: OutboxEmailEntry | OutboxQueueEntry,
  serviceKey?: string,
): Promise<void> {
  // BullMQ refuses custom job ids containing ':' (its key separator); fail at the write, not in the relay.
  if (entry.jobId.includes(':'))
    throw new Error(`outbox job id must not contain ':' (${entry.jobId})`);
  let row: { jobId: string; queue: string; payload: unknown };
  if ('email' in entry) {
    if (!serviceKey) throw new Error('an email in the outbox must be sealed: pass the service key');
    const email = emailJobSchema.parse(entry.email);
    row = {
      jobId: entry.jobId,
      queue: EMAIL_QUEUE,
      payload: sealPayload(serviceKey, EMAIL_QUEUE, email),
    };
  } else {
    row = { jobId: entry.jobId, queue: entry.queue, payload: entry.payload };
  }
  if (!row.queue) throw new Error('outbox entry needs a queue name');
  await tx.insert(table).values(row).onConflictDoNothing({ target: table.jobId });
}
