import {
  type InvoicePdf,
  invoiceMessages,
  invoicePdfFileName,
  invoicesExportFileName,
  TOTAL_COUNT_HEADER,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  conflict,
  notFound,
  requireUser,
  type ServiceContext,
  type ServiceRoutes,
} from '@ssc/service-kit';
import { attachmentDisposition } from '@ssc/service-kit/uploads';
import { and, eq, ne } from 'drizzle-orm';
import { GUEST_USER_ID, invoices } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { invoicesCsv, invoicesZip } from './invoice-export';
import { findInvoice, invoicesOfMonth, listInvoices, originalNumbers } from './invoice-queries';
import { toInvoice, toInvoicePdf } from './invoice-views';
import { invoiceXml } from './invoice-xml';
import { type InvoiceRow, queueSubmission } from './issue-invoice';

/** Draws an invoice as a PDF (`renderInvoicePdf` of `@ssc/pdf` with the site's name). */
export type RenderInvoice = (invoice: InvoicePdf) => Promise<Buffer>;

function download(ctx: ServiceContext, body: Buffer, type: string, fileName: string) {
  ctx.set('content-type', type);
  ctx.set('content-length', String(body.length));
  ctx.set('content-disposition', attachmentDisposition(fileName));
  ctx.set('x-content-type-options', 'nosniff');
  ctx.set('cache-control', 'private, no-store');
  ctx.body = body;
}

/** Answers with an invoice's PDF (the payer's download, the admin's, the receipt routes'). */
export async function sendInvoicePdf(
  ctx: ServiceContext,
  deps: BookingDeps,
  render: RenderInvoice,
  row: InvoiceRow,
): Promise<void> {
  const originalOf = await originalNumbers(deps.db, [row]);
  const pdf = await render(toInvoicePdf(row, deps.settings.invoices.seller, originalOf(row)));
  download(ctx, pdf, 'application/pdf', invoicePdfFileName(row.number));
}

/**
 * «الفواتير» (issue 32): the admin's list and month export, an invoice's UBL document and PDF, and
 * a resend to JoFotara. The PDF is the payer's too; anyone else gets a 404, as for a document.
 */
export function invoiceRoutes(routes: ServiceRoutes, deps: BookingDeps, render: RenderInvoice) {
  const { db, settings, serviceKey } = deps;

  async function invoiceOr404(id: string | undefined): Promise<InvoiceRow> {
    const row = id && isUuid(id) ? await findInvoice(db, id) : undefined;
    if (!row) throw notFound(invoiceMessages.notFound);
    return row;
  }

  routes.serve(endpoints.listInvoices, async (ctx, { query }) => {
    const { rows, total } = await listInvoices(db, query);
    const originalOf = await originalNumbers(db, rows);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = rows.map((row) => toInvoice(row, originalOf(row)));
  });

  routes.serve(endpoints.exportInvoices, async (ctx, { query }) => {
    const rows = await invoicesOfMonth(db, query.month);
    const fileName = invoicesExportFileName(query.month, query.format);
    if (query.format === 'zip') {
      download(ctx, invoicesZip(rows), 'application/zip', fileName);
    } else {
      const csv = await invoicesCsv(rows, await originalNumbers(db, rows));
      download(ctx, csv, 'text/csv; charset=utf-8', fileName);
    }
    ctx.state.log.info(
      { month: query.month, format: query.format, invoices: rows.length },
      'invoices exported',
    );
  });

  routes.serve(endpoints.invoiceXml, async (ctx) => {
    const row = await invoiceOr404(ctx.params.id);
    download(
      ctx,
      Buffer.from(row.xml, 'utf8'),
      'application/xml; charset=utf-8',
      `${row.number}.xml`,
    );
  });

  routes.serve(endpoints.invoicePdf, async (ctx) => {
    const caller = requireUser(ctx);
    const row = await invoiceOr404(ctx.params.id);
    const payer = row.userId !== GUEST_USER_ID && row.userId === caller.userId;
    // Someone else's invoice answers as a missing one: ids are not probed.
    if (!(caller.role === 'admin' || payer)) throw notFound(invoiceMessages.notFound);
    await sendInvoicePdf(ctx, deps, render, row);
  });

  routes.serve(endpoints.resendInvoice, async (ctx) => {
    const row = await invoiceOr404(ctx.params.id);
    if (settings.invoices.mode !== 'live') throw conflict(invoiceMessages.modeOff);
    const original = row.originalInvoiceId
      ? await findInvoice(db, row.originalInvoiceId)
      : undefined;
    const resent = await db.transaction(async (tx) => {
      // Built again from the settings of now: the fix of a rejection goes out (same number, UUID).
      const [updated] = await tx
        .update(invoices)
        .set({
          state: 'issued',
          jofotaraErrors: [],
          xml: invoiceXml(row, settings.invoices.seller, original),
        })
        .where(and(eq(invoices.id, row.id), ne(invoices.state, 'sent')))
        .returning();
      if (updated) {
        await queueSubmission(
          tx,
          { settings: settings.invoices, serviceKey },
          row.id,
          row.attempts + 1,
        );
      }
      return updated;
    });
    if (!resent) throw conflict(invoiceMessages.alreadySent);
    deps.emailQueued();
    ctx.state.log.info({ invoiceId: row.id, number: row.number }, 'invoice sent to JoFotara again');
    const originalOf = await originalNumbers(db, [resent]);
    ctx.body = toInvoice(resent, originalOf(resent));
  });
}
