import { type PaymentMethod, paymentsExportFileName } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { dayStart } from '@ssc/contracts/slots';
import type { AnyDatabase as Db, ServiceRoutes } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { appointments, serviceRequests } from '../db/schema';
import { sendCsvExport } from '../http/csv-export';
import type { BookingDeps } from '../http/deps';
import { PAYMENTS_CSV_COLUMNS, type PaymentRow, paymentCsvRecord } from './payments-csv';

/** Rows read per query: memory stays one batch, whatever the month holds. */
export const PAYMENTS_EXPORT_BATCH_SIZE = 500;

/**
 * The instants a month of Amman's calendar begins and ends (`2026-11` → from 2026-11-01 00:00 to
 * 2026-12-01 00:00, Amman time): a payment is in the month when `from <= paid_at < to`.
 */
export function ammanMonthRange(month: string): { from: Date; to: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { from: dayStart(`${month}-01`), to: dayStart(`${next}-01`) };
}

interface PaymentQueryRow extends Record<string, unknown> {
  kind: PaymentRow['kind'];
  id: string;
  reference: string;
  name: string;
  service_id: string;
  paid_at: Date | string;
  /** paid_at as PostgreSQL's text: the keyset cursor keeps its microseconds. */
  cursor_at: string;
  amount_minor: string | number | null;
  payment_method: PaymentMethod | null;
  payment_reference: string | null;
  refund_status: string | null;
  refund_amount_minor: string | number | null;
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

const fromQueryRow = (row: PaymentQueryRow): PaymentRow => ({
  kind: row.kind,
  id: row.id,
  reference: row.reference,
  name: row.name,
  serviceId: row.service_id,
  paidAt: new Date(row.paid_at),
  amountMinor: toNumber(row.amount_minor),
  paymentMethod: row.payment_method,
  paymentReference: row.payment_reference,
  refundStatus: row.refund_status,
  refundAmountMinor: toNumber(row.refund_amount_minor),
});

/**
 * The month's payments, paid appointments and paid service requests together, in the order they
 * were paid, one batch per query. Keyset paging on (paid_at, kind, id): a payment recorded during
 * the export neither shifts nor repeats a row. Rows paid before `paid_at` was recorded (migration
 * 0011) have no time of payment and belong to no month.
 */
export async function* paymentBatches(
  db: Db,
  range: { from: Date; to: Date },
  batchSize = PAYMENTS_EXPORT_BATCH_SIZE,
): AsyncGenerator<PaymentRow[]> {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const payments = sql`
    select 'appointment' as kind, ${appointments.id}::text as id,
           ${appointments.reference} as reference, ${appointments.contactName} as name,
           ${appointments.serviceId} as service_id, ${appointments.paidAt} as paid_at,
           ${appointments.paidAt}::text as cursor_at,
           ${appointments.paidAmountMinor} as amount_minor,
           ${appointments.paymentMethod} as payment_method,
           ${appointments.paymentReference} as payment_reference,
           ${appointments.refundStatus} as refund_status,
           ${appointments.refundAmountMinor} as refund_amount_minor
      from ${appointments}
     where ${appointments.paymentStatus} = 'paid'
       and ${appointments.paidAt} >= ${from}::timestamptz and ${appointments.paidAt} < ${to}::timestamptz
    union all
    select 'service-request', ${serviceRequests.id}::text, ${serviceRequests.reference},
           ${serviceRequests.fullName}, ${serviceRequests.serviceId}, ${serviceRequests.paidAt},
           ${serviceRequests.paidAt}::text, ${serviceRequests.amountMinor},
           ${serviceRequests.paymentMethod},
           coalesce(${serviceRequests.paymentReference}, ${serviceRequests.paymentId}),
           null::text, null::bigint
      from ${serviceRequests}
     where ${serviceRequests.paymentStatus} = 'paid'
       and ${serviceRequests.paidAt} >= ${from}::timestamptz and ${serviceRequests.paidAt} < ${to}::timestamptz`;
  let after: { at: string; kind: string; id: string } | undefined;
  for (;;) {
    const { rows } = await db.execute<PaymentQueryRow>(sql`
      select * from (${payments}) p
       where ${after ? sql`(p.paid_at, p.kind, p.id) > (${after.at}::timestamptz, ${after.kind}, ${after.id})` : sql`true`}
       order by p.paid_at, p.kind, p.id
       limit ${batchSize}`);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(fromQueryRow);
    if (rows.length < batchSize) return;
    after = { at: last.cursor_at, kind: last.kind, id: last.id };
  }
}

/** `GET /api/payments-export?month=YYYY-MM` (admin): the accountant's file of a month. */
export function paymentsExportRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.exportPayments, (ctx, { query }) =>
    sendCsvExport(ctx, {
      batches: paymentBatches(deps.db, ammanMonthRange(query.month)),
      columns: PAYMENTS_CSV_COLUMNS,
      toRecord: paymentCsvRecord,
      catalogue: deps.catalogue,
      fileName: paymentsExportFileName(query.month),
      what: 'payments',
      logFields: { month: query.month },
    }),
  );
}
