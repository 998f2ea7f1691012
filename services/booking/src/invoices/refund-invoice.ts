import { type RefundIssuedJob, refundIssuedJobSchema } from '@ssc/contracts';
import type { AnyDatabase as Db, Logger } from '@ssc/service-kit';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { type appointments, GUEST_USER_ID, outbox } from '../db/schema';
import { invoiceOfPayment } from './invoice-queries';
import { toInvoicePdf } from './invoice-views';
import { type InvoiceRow, type InvoiceTarget, issueCreditInvoice } from './issue-invoice';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AppointmentRow = typeof appointments.$inferSelect;

/** Why the money went back, as the credit invoice says it. */
export const refundReasons = {
  lateDefault: 'دفعة وصلت بعد انتهاء مهلة الحجز',
  cancelledDefault: 'إلغاء الموعد',
} as const;

/** Where the payer's «تم رد المبلغ» email is written (sealed) and its links built. */
export interface RefundEmailTarget {
  serviceKey: string;
  publicUrl: string;
}

/**
 * A refund of an appointment's payment reached the payer (the provider's `refunded`, or the office
 * paying it back by hand): a credit invoice against the payment's invoice, in the caller's
 * transaction, and the payer's email with it attached. Nothing when the payment has no invoice
 * (paid before invoices existed) or nothing is left to credit. Once per appointment.
 */
export async function creditRefund(
  tx: Tx,
  target: InvoiceTarget,
  email: RefundEmailTarget | undefined,
  input: {
    row: AppointmentRow;
    amountMinor: number;
    serviceName: string;
    at: Date;
    logger?: Logger;
  },
): Promise<InvoiceRow | undefined> {
  const { row } = input;
  const original = await invoiceOfPayment(tx, row.id);
  if (!original || input.amountMinor <= 0) return undefined;
  const reason =
    row.cancelReason?.trim() ||
    (row.cancelledBy === 'system' ? refundReasons.lateDefault : refundReasons.cancelledDefault);
  const credit = await issueCreditInvoice(tx, target, original, {
    sourceKey: `refund:${row.id}`,
    targetKind: 'appointment',
    targetId: row.id,
    userId: row.userId,
    reference: row.reference,
    clientName: row.contactName,
    clientNationalId: original.clientNationalId ?? undefined,
    serviceName: input.serviceName,
    startsAt: row.startsAt,
    totalMinor: input.amountMinor,
    at: input.at,
    reason: reason.slice(0, 500),
  });
  if (!credit || !email) return credit;
  const job: RefundIssuedJob = {
    template: 'refund-issued',
    to: row.contactEmail,
    name: row.contactName,
    reference: row.reference,
    serviceName: input.serviceName,
    amountMinor: credit.totalMinor,
    refundedAt: input.at.toISOString(),
    creditInvoice: toInvoicePdf(credit, target.settings.seller, original.number),
    ...(row.userId !== GUEST_USER_ID
      ? { dashboardUrl: new URL('/dashboard', email.publicUrl).toString() }
      : {}),
  };
  const parsed = refundIssuedJobSchema.safeParse(job);
  if (!parsed.success) {
    input.logger?.warn(
      { appointmentId: row.id, invoice: credit.number },
      'refund email skipped: the refund does not fit the email',
    );
    return credit;
  }
  await addToOutbox(
    tx,
    outbox,
    { jobId: `refund-issued-${row.id}`, email: parsed.data },
    email.serviceKey,
  );
  return credit;
}
