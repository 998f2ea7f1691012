import {
  fromMinorUnits,
  PAYMENT_CURRENCY,
  PAYMENT_EVENTS_QUEUE,
  type Payment,
  type PaymentEvent,
  type PaymentProviderName,
  type PaymentTargetKind,
} from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { signMessage } from '@ssc/service-kit/internal-auth';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { and, eq, sql } from 'drizzle-orm';
import { outbox, payments, providerEvents } from '../db/schema';
import type { ProviderEvent } from '../providers';
import { isUuid } from './deps';

export type PaymentRow = typeof payments.$inferSelect;

/** The receipt view: no contact details, no provider secrets. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.targetId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    status: row.status,
    amount: fromMinorUnits(row.amountMinor),
    currency: PAYMENT_CURRENCY,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/**
 * The payment of a target, created when missing (one per appointment or service request, even
 * when two checkouts race: the unique index decides, both get the same row).
 */
export async function paymentForTarget(
  db: Db,
  values: {
    kind: PaymentTargetKind;
    targetId: string;
    serviceId: string;
    serviceName: string;
    userId: string;
    amountMinor: number;
    provider: PaymentProviderName;
    id?: string;
  },
): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: [payments.kind, payments.targetId] });
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, values.kind), eq(payments.targetId, values.targetId)));
  if (!row) throw new Error('payment vanished after its insert');
  return row;
}

/** Records the provider's intent for a payment not yet paid (price or provider may have changed). */
export async function attachIntent(
  db: Db,
  id: string,
  values: {
    providerRef: string;
    provider: PaymentProviderName;
    amountMinor: number;
    attempt: number;
  },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(payments.id, id), sql`${payments.status} <> 'paid'`))
    .returning();
  return row;
}

/** Where payment outcomes go: the `payment-events` queue (tests use their own) and the signing key. */
export interface EventsTarget {
  queue?: string;
  serviceKey: string;
}

type Writer = Parameters<typeof addToOutbox>[0];

/** Adds an outcome for booking to the outbox, in the transaction of the change it reports. */
export async function queuePaymentEvent(
  tx: Writer,
  message: PaymentEvent,
  events: EventsTarget,
): Promise<void> {
  await addToOutbox(tx, outbox, {
    jobId: `payment-event-${message.eventId}`.replaceAll(':', '-'),
    queue: events.queue ?? PAYMENT_EVENTS_QUEUE,
    // Signed: booking believes only what this service says about a payment (issue 15).
    payload: signMessage(events.serviceKey, PAYMENT_EVENTS_QUEUE, message),
  });
}

type Reader = Pick<Db, 'select'>;

/**
 * The payment an event is about: by the provider's intent id, else by our payment id when the
 * provider echoed it back (HyperPay's custom parameter) and the payment is that provider's.
 */
async function paymentOfEvent(
  tx: Reader,
  provider: PaymentProviderName,
  event: ProviderEvent,
): Promise<PaymentRow | undefined> {
  const [byRef] = await tx.select().from(payments).where(eq(payments.providerRef, event.ref));
  if (byRef || !event.paymentId || !isUuid(event.paymentId)) return byRef;
  const [byId] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, event.paymentId), eq(payments.provider, provider)));
  return byId;
}

export type EventResult =
  | 'applied'
  | 'unchanged'
  | 'duplicate'
  | 'unknown-payment'
  | 'amount-mismatch';

/**
 * The one path that moves a payment to paid or failed: a verified Stripe webhook or the test
 * provider's simulated event. In one transaction: the event id is recorded (a second delivery is a
 * no-op), the status moves (never away from paid), and a `payment-events` outbox row, signed with
 * the service key, tells the booking service.
 */
export async function processProviderEvent(
  db: Db,
  provider: PaymentProviderName,
  event: ProviderEvent,
  events: EventsTarget,
): Promise<{ result: EventResult; payment?: PaymentRow }> {
  return db.transaction(async (tx) => {
    // Recorded first: a second delivery of the same event stops here, whatever it carries.
    const fresh = await tx
      .insert(providerEvents)
      .values({ provider, eventId: event.eventId, outcome: event.outcome, result: 'received' })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return { result: 'duplicate' as const };

    const payment = await paymentOfEvent(tx, provider, event);
    let result: EventResult;
    let updated: PaymentRow | undefined;
    if (!payment) {
      result = 'unknown-payment';
    } else if (
      event.outcome === 'succeeded' &&
      (event.amountMinor !== payment.amountMinor ||
        event.currency.toLowerCase() !== payment.currency.toLowerCase())
    ) {
      result = 'amount-mismatch';
    } else {
      const next = event.outcome === 'succeeded' ? 'paid' : 'failed';
      const now = new Date();
      [updated] = await tx
        .update(payments)
        .set({
          status: next,
          updatedAt: now,
          ...(next === 'paid' ? { paidAt: now, providerChargeRef: event.chargeRef ?? null } : {}),
        })
        .where(
          and(
            eq(payments.id, payment.id),
            sql`${payments.status} <> 'paid'`,
            sql`${payments.status} <> ${next}`,
          ),
        )
        .returning();
      result = updated ? 'applied' : 'unchanged';
    }
    await tx
      .update(providerEvents)
      .set({ result, paymentId: payment?.id ?? null })
      .where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, event.eventId)));
    if (updated) {
      const message: PaymentEvent = {
        eventId: `${provider}-${event.eventId}`,
        paymentId: updated.id,
        kind: updated.kind,
        targetId: updated.targetId,
        status: updated.status === 'paid' ? 'paid' : 'failed',
        occurredAt: updated.updatedAt.toISOString(),
        amountMinor: updated.amountMinor,
        ...(updated.status === 'paid'
          ? {
              method: 'card' as const,
              provider,
              paymentReference: updated.providerChargeRef ?? updated.providerRef ?? updated.id,
            }
          : {}),
      };
      await queuePaymentEvent(tx, message, events);
    }
    return { result, payment: updated ?? payment };
  });
}
