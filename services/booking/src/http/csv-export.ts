import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { JOD_MINOR_UNITS } from '@ssc/contracts';
import { ammanParts } from '@ssc/contracts/slots';
import type { ServiceCatalogue, ServiceContext } from '@ssc/service-kit';
import { type Stringifier, stringify } from 'csv-stringify';

/**
 * What the accountant's CSV exports (appointments, payments) share: the file's format, the cells'
 * formats, the catalogue lookup, and the streaming of batches read from PostgreSQL to the client.
 */

/** What an export needs of a service: its Arabic name and its price (JOD). */
export interface ExportService {
  nameAr: string;
  price: number;
}

/** One column of an export: the record's key and the Arabic header the accountant reads. */
export interface CsvColumn {
  readonly key: string;
  readonly header: string;
}

/** `2026-03-01 09:30` in Amman: what a person reads, and what Excel takes for a date and time. */
export function ammanDateTime(instant: Date): string {
  const { day, hours, minutes } = ammanParts(instant);
  return `${day} ${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Fils as dinars with their three decimals (`25.000`): a number for the spreadsheet. */
export function dinars(minor: number): string {
  return (minor / JOD_MINOR_UNITS).toFixed(3);
}

/**
 * A stored phone (`07XXXXXXXX`, or E.164 for a foreign one) as a spreadsheet keeps it (issue
 * 34.11): written as digits alone, Excel reads `0791234567` as the number 791234567 and drops the
 * leading 0. Grouped with spaces (`079 123 4567`), the cell is no number to Excel or LibreOffice
 * (whichever locale: the last group has four digits), so both show it as written, no apostrophe
 * or `="…"` formula to see (the formula form shows as typed in LibreOffice unless "evaluate
 * formulas" is ticked, and the formula escaping would prefix it). A foreign number is written
 * with the 00 a Jordanian phone dials and a space (`00 447700900123`): a leading + would be escaped as a
 * formula.
 */
export function spreadsheetPhone(phone: string): string {
  if (/^0\d{9}$/.test(phone)) return `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
  if (/^\+\d+$/.test(phone)) return `00 ${phone.slice(1)}`;
  return phone;
}

/**
 * A stream that turns records into the file: a UTF-8 BOM first (Excel then reads the Arabic as
 * UTF-8), the header, RFC 4180 quoting (quotes doubled; a field with a comma, quote, CR or LF
 * quoted) and CRLF line ends. A cell that starts with = + - @ tab or CR gets a leading apostrophe,
 * so a client who names themselves `=HYPERLINK(…)` does not run a formula on the accountant's
 * computer (CSV injection).
 */
export function csvStringifier(columns: readonly CsvColumn[]): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: columns.map(({ key, header }) => ({ key, header })),
    record_delimiter: 'windows',
    // Set with record_delimiter, the library would otherwise quote only fields holding CRLF, not
    // a lone LF or CR.
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}

/**
 * The catalogue's services by id, asked once per id per export. The export goes on while the
 * content service is away: a service it cannot name is undefined (the record writes its id).
 */
export function serviceLookup(catalogue: ServiceCatalogue) {
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

async function* csvRecords<Row extends { serviceId: string }, Rec>(
  first: Row[],
  rest: AsyncGenerator<Row[]>,
  serviceOf: (id: string) => Promise<ExportService | undefined>,
  toRecord: (row: Row, service: ExportService | undefined) => Rec,
): AsyncGenerator<Rec> {
  for (const row of first) yield toRecord(row, await serviceOf(row.serviceId));
  for await (const batch of rest) {
    for (const row of batch) yield toRecord(row, await serviceOf(row.serviceId));
  }
}

export interface CsvExport<Row extends { serviceId: string }> {
  /** The rows, one batch per query (keyset paging: memory stays one batch). */
  batches: AsyncGenerator<Row[]>;
  columns: readonly CsvColumn[];
  /** One row as a line of the file, with its service as the catalogue names it. */
  toRecord: (row: Row, service: ExportService | undefined) => Record<string, string>;
  catalogue: ServiceCatalogue;
  /** `appointments-2026-03-01.csv`: the download's name. */
  fileName: string;
  /** `appointments`, `payments`: what the log lines name. */
  what: string;
  /** Added to the log line of a finished export. */
  logFields?: Record<string, unknown>;
}

/**
 * Answers `ctx` with the export as a streamed CSV download. The first batch is read before any
 * header: a failing query still answers a proper error (500 JSON) instead of a download cut short.
 * Readable.from pulls a record only when the response can take more (back-pressure): the next
 * batch is read from PostgreSQL as the client downloads.
 */
export async function sendCsvExport<Row extends { serviceId: string }>(
  ctx: ServiceContext,
  { batches, columns, toRecord, catalogue, fileName, what, logFields = {} }: CsvExport<Row>,
): Promise<void> {
  const first = await batches.next();
  const csv = csvStringifier(columns);
  const records = csvRecords(
    first.done ? [] : first.value,
    batches,
    serviceLookup(catalogue),
    toRecord,
  );
  pipeline(Readable.from(records), csv).then(
    () => ctx.state.log.info(logFields, `${what} exported`),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
        ctx.state.log.warn(`${what} export: the client left before the end`);
        return;
      }
      ctx.state.log.error({ err: error }, `${what} export failed mid-way`);
      // Headers are out: cutting the connection (no last chunk) is the only way to tell the
      // client the file is incomplete, rather than hand the accountant a shorter list.
      ctx.res.destroy();
    },
  );
  ctx.set('content-type', 'text/csv; charset=utf-8');
  ctx.set('content-disposition', `attachment; filename="${fileName}"`);
  ctx.set('cache-control', 'private, no-store');
  ctx.set('x-content-type-options', 'nosniff');
  ctx.body = csv;
}
