import { endpoints } from '@ssc/contracts/endpoints';
import type { AnyDatabase as Db, ServiceRoutes } from '@ssc/service-kit';
import { and, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { appointments } from '../db/schema';
import { sendCsvExport } from '../http/csv-export';
import type { BookingDeps } from '../http/deps';
import { CSV_COLUMNS, csvRecord, exportFileName } from './appointment-csv';
import { type AppointmentFilter, type AppointmentRow, filterCondition } from './appointment-store';

/** Rows read per query: memory stays bounded by this, whatever the size of the export. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * The appointments matching the filter, newest booking first like the list, one batch per query.
 * Keyset paging on (created_at, id): each query starts after the last row of the one before, so
 * a booking made meanwhile neither shifts nor repeats a row (as OFFSET would), and every query
 * is an index range read. The cursor's time is kept as PostgreSQL's text, with its microseconds:
 * a JS Date would round them away and skip or repeat rows booked within one millisecond.
 */
export async function* appointmentBatches(
  db: Db,
  filter: AppointmentFilter,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<AppointmentRow[]> {
  const where = filterCondition(filter);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const conditions: (SQL | undefined)[] = [where];
    if (after) {
      conditions.push(
        sql`(${appointments.createdAt}, ${appointments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await db
      .select({
        ...getTableColumns(appointments),
        cursorAt: sql<string>`${appointments.createdAt}::text`,
      })
      .from(appointments)
      .where(and(...conditions))
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(batchSize);
    const last = rows.at(-1);
    if (!last) return;
    yield rows.map(({ cursorAt: _, ...row }) => row as AppointmentRow);
    if (rows.length < batchSize) return;
    after = { at: last.cursorAt, id: last.id };
  }
}

export function appointmentExportRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.exportAppointments, (ctx, { query }) =>
    sendCsvExport(ctx, {
      batches: appointmentBatches(deps.db, query),
      columns: CSV_COLUMNS,
      toRecord: csvRecord,
      catalogue: deps.catalogue,
      fileName: exportFileName(deps.now()),
      what: 'appointments',
    }),
  );
}
