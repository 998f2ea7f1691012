import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (design §4): a message is written in the same transaction as the row
 * it is about, and the relay moves it to its queue afterwards. Put
 * `export const outbox = createOutboxTable();` in the service's Drizzle schema.
 */
export function createOutboxTable(name = 'outbox') {
  return pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      /** BullMQ job id: re-enqueueing the same row is a no-op in the queue. */
      jobId: text('job_id').notNull().unique(),
      queue: text('queue').notNull(),
      payload: jsonb('payload').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      sentAt: timestamp('sent_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
    },
    (t) => [index(`${name}_unsent_idx`).on(t.createdAt).where(sql`${t.sentAt} is null`)],
  );
}

export type OutboxTable = ReturnType<typeof createOutboxTable>;
