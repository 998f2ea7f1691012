import { paymentMessages, type Receipt, toMinorUnits } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { notFound, requireUser, type ServiceContext, type ServiceRoutes } from '@ssc/service-kit';
import { attachmentDisposition } from '@ssc/service-kit/uploads';
import { eq } from 'drizzle-orm';
import { GUEST_USER_ID, serviceRequests } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { invoiceOfPayment } from '../invoices/invoice-queries';
import { type RenderInvoice, sendInvoicePdf } from '../invoices/invoice-routes';
import { authorizeAppointment } from '../lifecycle/appointment-access';
import { appointmentReceipt, serviceRequestReceipt } from './receipts';

/** Draws a receipt as a PDF (`renderReceiptPdf` of `@ssc/pdf` with the site's name). */
export type RenderReceipt = (receipt: Receipt) => Promise<Buffer>;

/** Arabic answers of the receipt downloads. */
export const receiptMessages = {
  /** The target exists and the caller may see it, but nothing was paid (yet): no receipt. */
  notPaid: 'لا يتوفر إيصال دفع قبل إتمام الدفع',
} as const;

/**
 * The receipt of a paid appointment or service request as a PDF (issue 31), the same facts as the
 * receipt email: for the owner, an admin, and (an appointment) whoever holds its signed manage
 * link. Who may not see the target gets what the appointment's other routes answer (401 unsigned,
 * 404 for someone else's, 403 for a bad link); one they may see that is not paid is a 404 too.
 * A payment with an invoice (issue 32) is answered with the invoice's PDF, which replaces the
 * plain receipt; one paid before invoices existed keeps its receipt.
 */
export function receiptRoutes(
  routes: ServiceRoutes,
  deps: BookingDeps,
  render: RenderReceipt,
  renderInvoice: RenderInvoice,
) {
  const { db, catalogue } = deps;

  /** The catalogue's service (its name and price); the content service away must not block it. */
  async function serviceOf(ctx: ServiceContext, serviceId: string) {
    return catalogue.find(serviceId).catch((error: unknown) => {
      ctx.state.log.warn({ err: error, serviceId }, 'catalogue unavailable');
      return undefined;
    });
  }

  async function send(ctx: ServiceContext, receipt: Receipt | undefined) {
    if (!receipt) throw notFound(receiptMessages.notPaid);
    const pdf = await render(receipt);
    ctx.set('content-type', 'application/pdf');
    ctx.set('content-length', String(pdf.length));
    ctx.set('content-disposition', attachmentDisposition(`receipt-${receipt.reference}.pdf`));
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('cache-control', 'no-store');
    ctx.body = pdf;
  }

  routes.serve(endpoints.appointmentReceipt, async (ctx, { query }) => {
    const { row } = await authorizeAppointment(deps, ctx, query.token);
    if (row.paymentStatus !== 'paid' || !row.paidAt) throw notFound(receiptMessages.notPaid);
    const invoice = await invoiceOfPayment(db, row.id);
    if (invoice) return sendInvoicePdf(ctx, deps, renderInvoice, invoice);
    const service = await serviceOf(ctx, row.serviceId);
    // What was charged; a payment whose event carried no amount shows the price it was booked at
    // (the catalogue's for a booking older than that), as its receipt email did.
    const amountMinor =
      row.paidAmountMinor ||
      (row.priceMinor ?? (service ? toMinorUnits(service.price) : undefined));
    const name = row.serviceName ?? service?.nameAr ?? 'الاستشارة';
    await send(ctx, appointmentReceipt(row, name, amountMinor));
  });

  routes.serve(endpoints.serviceRequestReceipt, async (ctx) => {
    const caller = requireUser(ctx);
    const id = ctx.params.id;
    const [row] = isUuid(id)
      ? await db.select().from(serviceRequests).where(eq(serviceRequests.id, id))
      : [];
    // Someone else's request answers as a missing one, as a document does: ids are not probed.
    const owner = row && row.userId !== GUEST_USER_ID && row.userId === caller.userId;
    if (!row || !(caller.role === 'admin' || owner)) {
      throw notFound(paymentMessages.serviceRequestNotFound);
    }
    if (row.paymentStatus !== 'paid' || !row.paidAt) throw notFound(receiptMessages.notPaid);
    const invoice = await invoiceOfPayment(db, row.id);
    if (invoice) return sendInvoicePdf(ctx, deps, renderInvoice, invoice);
    const service = await serviceOf(ctx, row.serviceId);
    await send(ctx, serviceRequestReceipt(row, service?.nameAr ?? 'الاستشارة'));
  });
}
