import { EMAIL_QUEUE, type EmailMessage, emailMessageSchema } from '@ssc/contracts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { OutboxTable } from './outbox-table';

/** A database or an open transaction: pass the transaction the business row is written in. */
// biome-ignore lint/suspicious/noExplicitAny: any Drizzle pg database or transaction will do
type Writer = Pick<PgDatabase<PgQueryResultHKT, any>, 'insert'>;

/** Records an email to send once the surrounding transaction commits; the job id makes it once-only. */
export async function addToOutbox(
  tx: Writer,
  table: OutboxTable,
  entry: { jobId: string; message: EmailMessage },
): Promise<void> {
  // BullMQ refuses custom job ids containing ':' (its key separator); fail at the write, not in the relay.
  if (entry.jobId.includes(':'))
    throw new Error(`outbox job id must not contain ':' (${entry.jobId})`);
  const payload = emailMessageSchema.parse(entry.message);
  await tx
    .insert(table)
    .values({ jobId: entry.jobId, queue: EMAIL_QUEUE, payload })
    .onConflictDoNothing({ target: table.jobId });
}
