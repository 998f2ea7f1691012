import {
  fromMinorUnits,
  PAYMENT_EVENTS_QUEUE,
  type PaymentEvent,
  paymentEventSchema,
} from '@ssc/contracts';
import type { AnyDatabase as Db, Logger } from '@ssc/service-kit';
import {
  type OfficeNotices,
  type SignedConsumer,
  startSignedConsumer,
} from '@ssc/service-kit/outbox';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  appointmentEvents,
  appointments,
  processedPaymentEvents,
  serviceRequests,
} from '../db/schema';

/** How a paid service request is announced to the office (absent: nobody is told). */
export interface PaidRequestNotice {
  notices: OfficeNotices;
  serviceName(serviceId: string): Promise<string>;
}

export type ApplyOutcome = 'applied' | 'unchanged' | 'duplicate' | 'unknownTarget' | 'needsRefund';

/**
 * Applies one payment outcome to its appointment or service request, once per event id (the
 * processed id is stored in the same transaction). A paid status never moves back: a late
 * `failed` after `paid` changes nothing. A payment for an appointment already cancelled (its
 * payment hold ran out first) is recorded as paid and flagged `needs_refund` for the office;
 * the appointment stays cancelled (its slot may already be someone else's). A `refunded` event
 * closes the refund a cancellation asked for, with a line in the appointment's history.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  office?: PaidRequestNotice,
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(processedPaymentEvents)
      .values({ eventId: event.eventId })
      .onConflictDoNothing({ target: processedPaymentEvents.eventId })
      .returning();
    if (fresh.length === 0) return 'duplicate';
    if (event.status === 'refunded') {
      if (event.kind !== 'appointment') return 'unknownTarget';
      const refunded = await tx
        .update(appointments)
        .set({ refundStatus: 'refunded' })
        .where(and(eq(appointments.id, event.targetId), eq(appointments.refundStatus, 'pending')))
        .returning({ id: appointments.id });
      if (refunded.length === 0) return 'unchanged';
      await tx.insert(appointmentEvents).values({
        appointmentId: event.targetId,
        actor: 'system',
        action: 'refunded',
        details: { amountMinor: event.amountMinor ?? null, paymentId: event.paymentId },
      });
      return 'applied';
    }
    const table = event.kind === 'appointment' ? appointments : serviceRequests;
    const [target] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.id, event.targetId));
    if (!target) return 'unknownTarget';
    // A paid appointment keeps what was charged (a cancellation refunds a share of it), and one
    // already cancelled is flagged for the office to refund.
    const paidAppointment =
      event.kind === 'appointment' && event.status === 'paid'
        ? {
            needsRefund: sql<boolean>`${appointments.status} = 'cancelled'`,
            ...(event.amountMinor !== undefined ? { paidAmountMinor: event.amountMinor } : {}),
          }
        : {};
    const updated = await tx
      .update(table)
      .set({ paymentStatus: event.status, ...paidAppointment })
      .where(
        and(
          eq(table.id, event.targetId),
          ne(table.paymentStatus, 'paid'),
          ne(table.paymentStatus, event.status),
        ),
      )
      .returning({ id: table.id });
    if (updated.length === 0) return 'unchanged';
    if (event.kind === 'appointment' && event.status === 'paid') {
      const [paid] = await tx
        .select({ needsRefund: appointments.needsRefund })
        .from(appointments)
        .where(eq(appointments.id, event.targetId));
      if (paid?.needsRefund) return 'needsRefund';
    }
    if (event.kind === 'service-request' && event.status === 'paid' && office?.notices.enabled) {
      const [request] = await tx
        .select()
        .from(serviceRequests)
        .where(eq(serviceRequests.id, event.targetId));
      if (request) {
        await office.notices.notify(tx, `service-request-${request.id}`, {
          kind: 'service-request-paid',
          name: request.fullName,
          email: request.email,
          phone: request.phone,
          serviceName: await office.serviceName(request.serviceId),
          amount: fromMinorUnits(request.amountMinor),
          paidAt: event.occurredAt,
        });
      }
    }
    return 'applied';
  });
}

export type PaymentEventsConsumer = SignedConsumer;

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
  office?: PaidRequestNotice;
  /** Called after an outcome that queued an email (the office's notice). */
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
      const outcome = await applyPaymentEvent(db, event, options.office);
      if (outcome === 'applied' && event.kind === 'service-request') options.onEmail?.();
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
