import type { InvoiceState, InvoicesQuery } from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, count, desc, eq, gt, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { invoices } from '../db/schema';
import { ammanMonthRange } from '../payments/payments-export';
import type { InvoiceRow } from './issue-invoice';

/** The SQL of a state as «الفواتير» shows it (see invoiceState: credited wins unless rejected). */
function stateFilter(state: InvoiceState): SQL | undefined {
  if (state === 'credited') {
    return and(gt(invoices.creditedMinor, 0), ne(invoices.state, 'rejected'));
  }
  if (state === 'rejected') return eq(invoices.state, 'rejected');
  return and(eq(invoices.state, state), eq(invoices.creditedMinor, 0));
}

function monthFilter(month: string): SQL | undefined {
  const { from, to } = ammanMonthRange(month);
  return and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to));
}

/** One page of «الفواتير», newest first, and how many match in all. */
export async function listInvoices(
  db: Db,
  query: InvoicesQuery,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(
    query.month ? monthFilter(query.month) : undefined,
    query.state ? stateFilter(query.state) : undefined,
    query.reference ? eq(invoices.reference, query.reference) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** A month's invoices in the order they were numbered (the accountant's export). */
export function invoicesOfMonth(db: Db, month: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(monthFilter(month))
    .orderBy(invoices.issuedAt, invoices.number);
}

/**
 * The number of the invoice each of these credit invoices credits (null for an invoice), read in
 * one query for the whole list.
 */
export async function originalNumbers(
  db: Db,
  rows: InvoiceRow[],
): Promise<(row: InvoiceRow) => string | null> {
  const ids = [...new Set(rows.flatMap((row) => row.originalInvoiceId ?? []))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, ids));
  const numbers = new Map(found.map((row) => [row.id, row.number]));
  return (row) => (row.originalInvoiceId ? (numbers.get(row.originalInvoiceId) ?? null) : null);
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The invoice of a paid appointment or service request (not its credit invoices). */
export async function invoiceOfPayment(
  db: Pick<Db, 'select'>,
  targetId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.sourceKey, `payment:${targetId}`));
  return row;
}
