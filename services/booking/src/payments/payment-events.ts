import {
  fromMinorUnits,
  type InvoicePdf,
  PAYMENT_EVENTS_QUEUE,
  type PaymentEvent,
  paymentEventSchema,
  type Receipt,
} from '@ssc/contracts';
import type { AnyDatabase as Db, Logger } from '@ssc/service-kit';
import {
  type OfficeNotices,
  type SignedConsumer,
  startSignedConsumer,
} from '@ssc/service-kit/outbox';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/appointment-store';
import {
  appointmentEvents,
  appointments,
  processedPaymentEvents,
  serviceRequests,
} from '../db/schema';
import { toInvoicePdf } from '../invoices/invoice-views';
import { type InvoiceTarget, issueInvoice } from '../invoices/issue-invoice';
import { creditRefund } from '../invoices/refund-invoice';
import { addClientEmail } from '../whatsapp/client-notices';
import { appointmentReceipt, receiptEmail, receiptJobId, serviceRequestReceipt } from './receipts';
import { queueRefundRequest, type RefundsTarget } from './refund-requests';

/**
 * What a paid event sets in motion besides the status, all in its transaction: the office's notice
 * of a paid appointment or service request and the payer's receipt email. Absent: neither is
 * written.
 */
export interface PaymentEffects {
  /** The catalogue's Arabic name of a service (a generic name when the catalogue is away). */
  serviceName(serviceId: string): Promise<string>;
  /**
   * The catalogue's price of a service in fils: the amount on the receipt of an appointment whose
   * event carried none (events queued before `amountMinor` existed).
   */
  servicePriceMinor?(serviceId: string): Promise<number | undefined>;
  /** The office's notices (a paid appointment or service request is announced once). */
  notices?: OfficeNotices;
  /** The payer's receipt email, sealed with the service key; links built from `PUBLIC_URL`. */
  receipts?: { serviceKey: string; publicUrl: string };
  /** Where a late payment's refund is asked for (`payment-refunds`). */
  refunds?: RefundsTarget;
  /** Every payment's invoice, and a refund's credit invoice (issue 32). */
  invoices?: InvoiceTarget;
  /** The national id a signed-in payer's account gave, printed as the invoice's buyer's. */
  buyerNationalId?(userId: string): Promise<string | undefined>;
  logger?: Logger;
}

export type ApplyOutcome = 'applied' | 'unchanged' | 'duplicate' | 'unknownTarget' | 'needsRefund';

/** When the payment happened: the event's time (the provider's), else now. */
function paidAtOf(event: PaymentEvent): Date {
  const at = new Date(event.occurredAt);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/**
 * Applies one payment outcome to its appointment or service request, once per event id (the
 * processed id is stored in the same transaction). A paid status never moves back: a late
 * `failed` after `paid` changes nothing. A payment for an appointment already cancelled (its
 * payment hold ran out first) is recorded as paid, flagged `needs_refund`, and with
 * `effects.refunds` refunded in full at once (`refundLatePayment`); the appointment stays
 * cancelled (its slot may already be someone else's). A `refunded` or `refund_failed` event
 * settles the refund a cancellation asked for, with a line in the appointment's history.
 *
 * The `paid` event that pays the row records what its receipt prints (`paid_at` = the event's
 * time, the method, `card` when the event does not say, and the payment reference, else the
 * payment id) and, with `effects.receipts`, writes the payer's receipt email to the outbox (job
 * `payment-receipt-<paymentId>`), the late payment of a cancelled appointment included: the money
 * was taken. A second delivery, or another event for a row already paid, writes nothing.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  effects?: PaymentEffects,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedPaymentEvents)
      .values({ eventId: event.eventId })
      .onConflictDoNothing({ target: processedPaymentEvents.eventId })
      .returning();
    if (fresh.length === 0) return 'duplicate';
    if (event.status === 'refunded' || event.status === 'refund_failed') {
      return applyRefundOutcome(tx, event, effects);
    }
    const table = event.kind === 'appointment' ? appointments : serviceRequests;
    const [target] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, event.targetId));
    if (!target) return 'unknownTarget';
    const paid = event.status === 'paid';
    // What the receipt prints (issue 31).
    const receiptFacts = paid
      ? {
          paidAt: paidAtOf(event),
          paymentMethod: event.method ?? 'card',
          paymentReference: event.paymentReference || event.paymentId,
        }
      : {};
    // A paid appointment keeps what was charged (a cancellation refunds a share of it), and one
    // already cancelled is flagged for the office to refund.
    const paidAppointment =
      event.kind === 'appointment' && paid
        ? {
            needsRefund: sql<boolean>`${appointments.status} = 'cancelled'`,
            ...(event.amountMinor !== undefined ? { paidAmountMinor: event.amountMinor } : {}),
          }
        : {};
    // A reported CliQ transfer keeps the slot while the office checks its bank: the deadline moves
    // to `holdUntil` (never earlier than it was, never past the start).
    const heldAppointment =
      event.kind === 'appointment' && event.status === 'awaiting_confirmation' && event.holdUntil
        ? {
            // No deadline (online payment was off when it was booked): none is made up.
            paymentDueAt: sql`case when ${appointments.paymentDueAt} is null then null else least(greatest(${appointments.paymentDueAt}, ${event.holdUntil}::timestamptz), ${appointments.startsAt}) end`,
          }
        : {};
    const updated = await tx
      .update(table)
      .set({ paymentStatus: event.status, ...receiptFacts, ...paidAppointment, ...heldAppointment })
      .where(
        and(
          eq(table.id, event.targetId),
          ne(table.paymentStatus, 'paid'),
          ne(table.paymentStatus, event.status),
        ),
      )
      .returning({ id: table.id });
    if (updated.length === 0) return 'unchanged';
    if (!paid) return 'applied';
    if (event.kind === 'appointment') {
      const [row] = await tx.select().from(appointments).where(eq(appointments.id, event.targetId));
      if (!row) return 'unknownTarget';
      if (effects?.notices?.enabled) await announcePayment(tx, row, event, effects);
      if (effects?.receipts || effects?.invoices) {
        const amountMinor =
          event.amountMinor ||
          row.paidAmountMinor ||
          // The price and name it was booked at (issue 34.3), the catalogue's for older rows.
          (row.priceMinor ?? (await effects.servicePriceMinor?.(row.serviceId)));
        const serviceName = row.serviceName ?? (await effects.serviceName(row.serviceId));
        const invoice =
          effects.invoices && amountMinor && row.paidAt
            ? await issueInvoice(tx, effects.invoices, {
                sourceKey: `payment:${row.id}`,
                targetKind: 'appointment',
                targetId: row.id,
                userId: row.userId,
                reference: row.reference,
                clientName: row.contactName,
                clientNationalId: await effects.buyerNationalId?.(row.userId),
                serviceName,
                startsAt: row.startsAt,
                totalMinor: amountMinor,
                paidAt: row.paidAt,
                paymentMethod: row.paymentMethod,
                paymentReference: row.paymentReference,
                at: row.paidAt,
              })
            : undefined;
        if (effects.receipts) {
          await queueReceipt(tx, event, effects.receipts, effects.logger, {
            receipt: appointmentReceipt(row, serviceName, amountMinor),
            to: row.contactEmail,
            appointment: row,
            userId: row.userId,
            invoice:
              invoice &&
              effects.invoices &&
              toInvoicePdf(invoice, effects.invoices.settings.seller, null),
          });
        }
      }
      if (row.needsRefund && effects?.refunds)
        await refundLatePayment(tx, row, event, effects.refunds);
      return row.needsRefund ? 'needsRefund' : 'applied';
    }
    const [request] = await tx
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, event.targetId));
    if (!request || !effects) return 'applied';
    const serviceName = await effects.serviceName(request.serviceId);
    if (effects.notices?.enabled) {
      await effects.notices.notify(tx, `service-request-${request.id}`, {
        kind: 'service-request-paid',
        name: request.fullName,
        email: request.email,
        phone: request.phone,
        serviceName,
        amount: fromMinorUnits(request.amountMinor),
        paidAt: event.occurredAt,
      });
    }
    // The request's amount is what the payment service charged (it priced the request); an
    // event that reports another amount is believed, as it is for an appointment.
    const row = event.amountMinor ? { ...request, amountMinor: event.amountMinor } : request;
    const invoice =
      effects.invoices && row.paidAt && row.amountMinor > 0
        ? await issueInvoice(tx, effects.invoices, {
            sourceKey: `payment:${row.id}`,
            targetKind: 'service-request',
            targetId: row.id,
            userId: row.userId,
            reference: row.reference,
            clientName: row.fullName,
            clientNationalId: await effects.buyerNationalId?.(row.userId),
            serviceName,
            totalMinor: row.amountMinor,
            paidAt: row.paidAt,
            paymentMethod: row.paymentMethod,
            paymentReference: row.paymentReference ?? row.paymentId,
            at: row.paidAt,
          })
        : undefined;
    if (effects.receipts) {
      await queueReceipt(tx, event, effects.receipts, effects.logger, {
        receipt: serviceRequestReceipt(row, serviceName),
        to: request.email,
        userId: request.userId,
        invoice:
          invoice &&
          effects.invoices &&
          toInvoicePdf(invoice, effects.invoices.settings.seller, null),
      });
    }
    return 'applied';
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * «وصلت دفعة» to the office (issue 34.1), in the transaction that marks the appointment paid: its
 * reference, client, service, amount and method. Keyed by the appointment, which is paid once, so
 * a repeated event (or a second payment event for a paid row) never announces it again.
 */
async function announcePayment(
  tx: Tx,
  row: AppointmentRow,
  event: PaymentEvent,
  effects: PaymentEffects,
): Promise<void> {
  if (!effects.notices) return;
  const amountMinor =
    event.amountMinor ||
    row.paidAmountMinor ||
    (row.priceMinor ?? (await effects.servicePriceMinor?.(row.serviceId))) ||
    0;
  await effects.notices.notify(tx, `appointment-paid-${row.id}`, {
    kind: 'appointment-paid',
    reference: row.reference,
    name: row.contactName,
    email: row.contactEmail,
    phone: row.contactPhone,
    serviceName: row.serviceName ?? (await effects.serviceName(row.serviceId)),
    startsAt: row.startsAt.toISOString(),
    amount: fromMinorUnits(amountMinor),
    method: row.paymentMethod ?? 'card',
    ...(row.paymentReference ? { paymentReference: row.paymentReference } : {}),
    paidAt: (row.paidAt ?? paidAtOf(event)).toISOString(),
    ...(row.needsRefund ? { late: true } : {}),
  });
}

/**
 * How a refund ended at the provider: `refunded` closes a pending (or retried) refund with a
 * history line; `refund_failed` shows «تعذّر الاسترداد» with the provider's reason until the
 * office retries it. A refund that has already ended does not move.
 */
async function applyRefundOutcome(
  tx: Tx,
  event: PaymentEvent,
  effects: PaymentEffects | undefined,
): Promise<ApplyOutcome> {
  if (event.kind !== 'appointment') return 'unknownTarget';
  const succeeded = event.status === 'refunded';
  const reason = succeeded ? null : (event.reason ?? null);
  const [changed] = await tx
    .update(appointments)
    .set({ refundStatus: succeeded ? 'refunded' : 'failed', refundFailureReason: reason })
    .where(and(eq(appointments.id, event.targetId), eq(appointments.refundStatus, 'pending')))
    .returning();
  if (!changed) return 'unchanged';
  const amountMinor = event.amountMinor ?? changed.refundAmountMinor ?? 0;
  if (succeeded && effects?.invoices && amountMinor > 0) {
    await creditRefund(tx, effects.invoices, effects.receipts, {
      row: changed,
      amountMinor,
      serviceName: changed.serviceName ?? (await effects.serviceName(changed.serviceId)),
      at: paidAtOf(event),
      ...(effects.logger ? { logger: effects.logger } : {}),
    });
  }
  await tx.insert(appointmentEvents).values({
    appointmentId: event.targetId,
    actor: 'system',
    action: succeeded ? 'refunded' : 'refund_failed',
    details: {
      amountMinor: event.amountMinor ?? null,
      paymentId: event.paymentId,
      ...(reason ? { reason } : {}),
    },
  });
  return 'applied';
}

/**
 * A payment that arrived after its hold ran out (the appointment is cancelled, its slot maybe
 * someone else's): the whole amount is refunded through the provider at once, in the payment's
 * transaction, instead of waiting for someone to remember it. The refund shows as pending, then
 * refunded or «تعذّر الاسترداد».
 */
async function refundLatePayment(
  tx: Tx,
  row: typeof appointments.$inferSelect,
  event: PaymentEvent,
  target: RefundsTarget,
): Promise<void> {
  const amountMinor = event.amountMinor || row.paidAmountMinor;
  if (!amountMinor || (row.refundStatus !== null && row.refundStatus !== 'none')) return;
  const now = new Date();
  await tx
    .update(appointments)
    .set({ refundPercent: 100, refundAmountMinor: amountMinor, refundStatus: 'pending' })
    .where(eq(appointments.id, row.id));
  await tx.insert(appointmentEvents).values({
    appointmentId: row.id,
    actor: 'system',
    action: 'refund_requested',
    details: { amountMinor, paymentId: event.paymentId, reason: 'late-payment' },
  });
  await queueRefundRequest(
    tx,
    `refund-${row.id}`,
    { appointmentId: row.id, amountMinor, requestedAt: now.toISOString() },
    target,
  );
}

/**
 * Writes the payer's receipt email in the payment's transaction. A receipt that does not fit the
 * email (an address the email refuses, say) is skipped with a warning naming no personal data:
 * the payment it is about must still be applied.
 */
async function queueReceipt(
  tx: Tx,
  event: PaymentEvent,
  receipts: NonNullable<PaymentEffects['receipts']>,
  logger: Logger | undefined,
  input: {
    receipt: Receipt | undefined;
    to: string;
    userId: string;
    invoice?: InvoicePdf | undefined;
    /** An appointment's payment: its WhatsApp receipt goes with the email when agreed to. */
    appointment?: AppointmentRow;
  },
): Promise<void> {
  const email =
    input.receipt &&
    receiptEmail({
      receipt: input.receipt,
      to: input.to,
      userId: input.userId,
      publicUrl: receipts.publicUrl,
      invoice: input.invoice,
    });
  if (!email) {
    logger?.warn(
      { paymentId: event.paymentId, kind: event.kind, targetId: event.targetId },
      'payment receipt skipped: the payment does not fit the receipt email',
    );
    return;
  }
  await addClientEmail(
    tx,
    { jobId: receiptJobId(event.paymentId), email },
    receipts.serviceKey,
    input.appointment,
  );
}

export type PaymentEventsConsumer = SignedConsumer;

/** Whether applying this event wrote an email to the outbox (the relay is then nudged). */
export function queuedEmail(event: PaymentEvent, outcome: ApplyOutcome): boolean {
  const emailing = event.status === 'paid' || event.status === 'refunded';
  return emailing && (outcome === 'applied' || outcome === 'needsRefund');
}

/**
 * The consumer of `payment-events` (fed by the payment service's outbox). While this service is
 * down the jobs wait in Redis; a job whose database write fails is retried with backoff.
 */
export function startPaymentEventsConsumer(options: {
  db: Db;
  logger: Logger;
  redisUrl: string;
  queueName?: string;
  /** The shared service key the payment service signs its outcomes with. */
  serviceKey: string;
  /** The office's notice and the payer's receipt of a payment. */
  effects?: PaymentEffects;
  /** Called after an outcome that queued an email (the receipt, the office's notice). */
  onEmail?: () => void;
}): PaymentEventsConsumer {
  const { db, logger } = options;
  return startSignedConsumer({
    queue: options.queueName ?? PAYMENT_EVENTS_QUEUE,
    purpose: PAYMENT_EVENTS_QUEUE,
    schema: paymentEventSchema,
    serviceKey: options.serviceKey,
    redisUrl: options.redisUrl,
    logger,
    async handle(event) {
      const outcome = await applyPaymentEvent(db, event, options.effects);
      if (queuedEmail(event, outcome)) options.onEmail?.();
      const log =
        outcome === 'unknownTarget' || outcome === 'needsRefund'
          ? logger.warn.bind(logger)
          : logger.info.bind(logger);
      log(
        {
          eventId: event.eventId,
          kind: event.kind,
          targetId: event.targetId,
          status: event.status,
          outcome,
        },
        'payment event processed',
      );
      return outcome;
    },
  });
}
