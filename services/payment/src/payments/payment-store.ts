import {
  fromMinorUnits,
  PAYMENT_CURRENCY,
  PAYMENT_EVENTS_QUEUE,
  type Payment,
  type PaymentEvent,
  type PaymentMethod,
  type PaymentProviderName,
  type PaymentSettler,
  type PaymentTargetKind,
} from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { signMessage } from '@ssc/service-kit/internal-auth';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
    method: row.method,
    reference: row.reference,
    paymentReference:
      row.status === 'paid' ? (row.providerChargeRef ?? row.providerRef ?? row.id) : null,
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
    provider: PaymentSettler;
    method?: PaymentMethod;
    /** SND- / REQ- reference and the payer's name, for the office's lists. */
    reference?: string | null;
    payerName?: string | null;
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

/** The REQ- reference booking gave a service request once stored. */
export async function setReference(db: Db, id: string, reference: string): Promise<void> {
  await db.update(payments).set({ reference }).where(eq(payments.id, id));
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

/** What a status change of a payment sets and tells booking. */
export interface OutcomeChange {
  to: 'paid' | 'failed' | 'awaiting_confirmation';
  /** The statuses it may move from (the caller's rule: a provider's event, the office's decision). */
  from: readonly PaymentRow['status'][];
  /** The outcome's id: booking applies each once. */
  eventId: string;
  settler: PaymentSettler;
  method: PaymentMethod;
  /** Of a payment: the provider's charge id, or the office's reference of a transfer. */
  chargeRef?: string | null;
  /** Of a reported transfer: until when booking holds the appointment. */
  holdUntil?: Date;
}

/**
 * The one way a payment's status moves, in the caller's transaction: the row changes only from an
 * allowed status (so two racing changes apply once: the second finds the row moved), and the
 * outcome goes to booking through the outbox, signed, in the same transaction. Answers the changed
 * row, or undefined when nothing changed.
 */
export async function moveToOutcome(
  tx: Writer & Pick<Db, 'update'>,
  paymentId: string,
  change: OutcomeChange,
  events: EventsTarget,
): Promise<PaymentRow | undefined> {
  const now = new Date();
  const [updated] = await tx
    .update(payments)
    .set({
      status: change.to,
      method: change.method,
      updatedAt: now,
      // Paid: who took the money (a card provider, or the office for a transfer or cash).
      ...(change.to === 'paid'
        ? { paidAt: now, providerChargeRef: change.chargeRef ?? null, provider: change.settler }
        : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...change.from])))
    .returning();
  if (!updated) return undefined;
  const paid = updated.status === 'paid';
  const message: PaymentEvent = {
    eventId: change.eventId,
    paymentId: updated.id,
    kind: updated.kind,
    targetId: updated.targetId,
    status: change.to,
    occurredAt: updated.updatedAt.toISOString(),
    amountMinor: updated.amountMinor,
    ...(paid
      ? {
          method: change.method,
          provider: change.settler,
          paymentReference: updated.providerChargeRef ?? updated.providerRef ?? updated.id,
        }
      : {}),
    ...(change.holdUntil ? { holdUntil: change.holdUntil.toISOString() } : {}),
  };
  await queuePaymentEvent(tx, message, events);
  return updated;
}

/**
 * The one path of a provider's outcome: a verified webhook, a status read, or the test provider's
 * simulation. In one transaction: the event id is recorded (a second delivery is a no-op), the
 * status moves through `moveToOutcome` (never away from paid; a card failure does not undo a
 * transfer the client reported), and booking is told.
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
      const succeeded = event.outcome === 'succeeded';
      updated = await moveToOutcome(
        tx,
        payment.id,
        {
          to: succeeded ? 'paid' : 'failed',
          from: succeeded ? ['pending', 'failed', 'awaiting_confirmation'] : ['pending'],
          eventId: `${provider}-${event.eventId}`,
          settler: provider,
          method: 'card',
          chargeRef: event.chargeRef ?? null,
        },
        events,
      );
      result = updated ? 'applied' : 'unchanged';
    }
    await tx
      .update(providerEvents)
      .set({ result, paymentId: payment?.id ?? null })
      .where(and(eq(providerEvents.provider, provider), eq(providerEvents.eventId, event.eventId)));
    return { result, payment: updated ?? payment };
  });
}
