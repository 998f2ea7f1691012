import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { endpoints } from '@ssc/contracts/endpoints';
import type { AnyDatabase as Db, ServiceCatalogue, ServiceRoutes } from '@ssc/service-kit';
import { and, desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { appointments } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import {
  type CsvRecord,
  csvRecord,
  csvStringifier,
  type ExportService,
  exportFileName,
} from './appointment-csv';
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

/**
 * The catalogue's services by id, asked once per id per export. The export goes on while the
 * content service is away: a service it cannot name is written as its id, with no price.
 */
function serviceLookup(catalogue: ServiceCatalogue) {
  const known = new Map<string, Promise<ExportService | undefined>>();
  return (serviceId: string) => {
    let found = known.get(serviceId);
    if (!found) {
      found = catalogue.find(serviceId).catch(() => undefined);
      known.set(serviceId, found);
    }
    return found;
  };
}

async function* csvRecords(
  first: AppointmentRow[],
  rest: AsyncGenerator<AppointmentRow[]>,
  serviceOf: (id: string) => Promise<ExportService | undefined>,
): AsyncGenerator<CsvRecord> {
  for (const row of first) yield csvRecord(row, await serviceOf(row.serviceId));
  for await (const batch of rest) {
    for (const row of batch) yield csvRecord(row, await serviceOf(row.serviceId));
  }
}

export function appointmentExportRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  routes.serve(endpoints.exportAppointments, async (ctx, { query }) => {
    const batches = appointmentBatches(deps.db, query);
    // The first batch before any header: a failing query still answers a proper error (500 JSON)
    // instead of a download cut short.
    const first = await batches.next();
    const csv = csvStringifier();
    const records = csvRecords(
      first.done ? [] : first.value,
      batches,
      serviceLookup(deps.catalogue),
    );
    // Readable.from pulls a record only when the response can take more (back-pressure): the
    // next batch is read from PostgreSQL as the client downloads.
    pipeline(Readable.from(records), csv).then(
      () => ctx.state.log.info('appointments exported'),
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
          ctx.state.log.warn('appointments export: the client left before the end');
          return;
        }
        ctx.state.log.error({ err: error }, 'appointments export failed mid-way');
        // Headers are out: cutting the connection (no last chunk) is the only way to tell the
        // client the file is incomplete, rather than hand the accountant a shorter list.
        ctx.res.destroy();
      },
    );
    ctx.set('content-type', 'text/csv; charset=utf-8');
    ctx.set('content-disposition', `attachment; filename="${exportFileName(deps.now())}"`);
    ctx.set('cache-control', 'private, no-store');
    ctx.set('x-content-type-options', 'nosniff');
    ctx.body = csv;
  });
}
