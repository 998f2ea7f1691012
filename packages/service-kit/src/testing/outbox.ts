import { sql } from 'drizzle-orm';
import type { AnyDatabase } from '../db/any-database';

/**
 * Creates the `outbox` table of `createOutboxTable('outbox')` in a test's own schema: the kit's
 * tests have no service migrations to apply (the services' migrations create the same columns).
 */
export async function createTestOutbox(db: AnyDatabase): Promise<void> {
  await db.execute(sql`create table outbox (
    id uuid primary key default gen_random_uuid(), job_id text not null unique,
    queue text not null, payload jsonb not null,
    created_at timestamptz not null default now(), sent_at timestamptz,
    attempts integer not null default 0, last_error text)`);
}
