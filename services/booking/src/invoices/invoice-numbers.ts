import type { AnyDatabase as Db } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { invoiceCounters } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The next value of a running counter, taken in the caller's transaction. The counter's row stays
 * locked until that transaction ends, so concurrent payments take their numbers one after the
 * other, and a transaction that rolls back gives its number back: no gap, no number twice.
 */
export async function nextCounter(tx: Tx, name: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ name, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.name,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error(`invoice counter ${name} did not move`);
  return row.last;
}

/** INV-2026-000123: the year's sequence, six digits at least. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}
