import {
  type InvoicePdf,
  type PaymentReceiptJob,
  paymentReceiptJobSchema,
  type Receipt,
  receiptSchema,
} from '@ssc/contracts';
import { type appointments, GUEST_USER_ID, type serviceRequests } from '../db/schema';

type AppointmentRow = typeof appointments.$inferSelect;
type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/**
 * The receipt of a payment (issue 31): the facts its email and its PDF print, all from the paid
 * row (`paid_at`, `payment_method`, `payment_reference`, set by the payment event), the
 * catalogue's name of the service and the amount paid in fils. Undefined while the row is not
 * paid, or was paid before receipts were recorded (no `paid_at`), or when a fact does not fit the
 * receipt (no known amount, say): there is then no receipt to give.
 */
export function appointmentReceipt(
  row: AppointmentRow,
  serviceName: string,
  amountMinor: number | null | undefined,
): Receipt | undefined {
  if (row.paymentStatus !== 'paid' || !row.paidAt) return undefined;
  return checked({
    kind: 'appointment',
    reference: row.reference,
    name: row.contactName,
    serviceName,
    startsAt: row.startsAt.toISOString(),
    amountMinor: amountMinor ?? 0,
    method: row.paymentMethod ?? 'card',
    paymentReference: row.paymentReference ?? '',
    paidAt: row.paidAt.toISOString(),
  });
}

/** A paid service request's receipt (its amount is the request's own). See appointmentReceipt. */
export function serviceRequestReceipt(
  row: ServiceRequestRow,
  serviceName: string,
): Receipt | undefined {
  if (row.paymentStatus !== 'paid' || !row.paidAt) return undefined;
  return checked({
    kind: 'service-request',
    reference: row.reference,
    name: row.fullName,
    serviceName,
    amountMinor: row.amountMinor,
    method: row.paymentMethod ?? 'card',
    paymentReference: row.paymentReference ?? row.paymentId ?? '',
    paidAt: row.paidAt.toISOString(),
  });
}

function checked(receipt: Receipt): Receipt | undefined {
  const parsed = receiptSchema.safeParse(receipt);
  return parsed.success ? parsed.data : undefined;
}

/** The receipt email of one payment: once per payment, whatever delivers its event again. */
export const receiptJobId = (paymentId: string) =>
  `payment-receipt-${paymentId}`.replaceAll(':', '-');

/**
 * «تم استلام دفعتك» to the payer (the booking's or the request's contact address), the PDF
 * attached by the worker. A signed-in client is pointed to the dashboard, where the receipt can be
 * downloaded again; a guest has none. Undefined when the address or a fact does not fit the email.
 */
export function receiptEmail(input: {
  receipt: Receipt;
  to: string;
  /** `guest` for a booking or request made without an account. */
  userId: string;
  publicUrl: string;
  /** The payment's invoice: its PDF is attached instead of the plain receipt (issue 32). */
  invoice?: InvoicePdf | undefined;
}): PaymentReceiptJob | undefined {
  const job: PaymentReceiptJob = {
    template: 'payment-receipt',
    to: input.to,
    receipt: input.receipt,
    ...(input.invoice ? { invoice: input.invoice } : {}),
    ...(input.userId !== GUEST_USER_ID
      ? { dashboardUrl: new URL('/dashboard', input.publicUrl).toString() }
      : {}),
  };
  const parsed = paymentReceiptJobSchema.safeParse(job);
  return parsed.success ? parsed.data : undefined;
}
