import type { RefundRequest } from '@ssc/contracts';
import { REFUND_BY_HAND_REASON } from '@ssc/contracts/lifecycle';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { payments, providerEvents, refunds } from '../db/schema';
import { type EventsTarget, queuePaymentEvent } from '../payments/payment-store';
import type { PaymentProvider, ProviderRefund, ProviderRefundEvent } from '../providers';

type RefundRow = typeof refunds.$inferSelect;

/**
 * - `refunded`: the provider refunded it (now, or before: a repeated request);
 * - `pending`: the provider accepted it; its webhook will say how it ended;
 * - `failed`: the provider refused it (logged for the office);
 * - `no-payment`: no paid payment of that appointment here (nothing to refund).
 */
export type RefundOutcome = 'refunded' | 'pending' | 'failed' | 'no-payment';

const OUTCOME: Record<RefundRow['status'], RefundOutcome> = {
  succeeded: 'refunded',
  pending: 'pending',
  failed: 'failed',
};

/**
 * Records the provider's answer about a refund still pending, in one transaction with, once it
 * succeeded, the `refunded` event for booking. A refund that has already ended does not move.
 */
async function settleRefund(
  db: Db,
  refund: RefundRow,
  answer: ProviderRefund,
  events: EventsTarget,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({
        providerRef: answer.ref,
        status: answer.state,
        failureReason: answer.state === 'failed' ? (answer.reason ?? null) : null,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    if (!settled) {
      const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
      return current ?? refund;
    }
    if (settled.status !== 'pending') {
      const succeeded = settled.status === 'succeeded';
      await queuePaymentEvent(
        tx,
        {
          // One event per attempt: a retried refund reports again how it ended.
          eventId: `refund-${settled.id}${settled.attempt ? `-${settled.attempt}` : ''}`,
          paymentId: settled.paymentId,
          kind: 'appointment',
          targetId: settled.targetId,
          status: succeeded ? 'refunded' : 'refund_failed',
          occurredAt: settled.updatedAt.toISOString(),
          amountMinor: settled.amountMinor,
          ...(!succeeded && settled.failureReason
            ? { reason: settled.failureReason.slice(0, 500) }
            : {}),
        },
        events,
      );
    }
    return settled;
  });
}

type RefundOrder = Extract<RefundRequest, { amountMinor: number }>;

/**
 * Refunds what booking asked for a cancelled appointment: at most what was paid, once per payment
 * (the row is unique per payment and the provider's idempotency key is the row's id and attempt,
 * so a request delivered twice, or retried after a crash between the provider's answer and our
 * write, refunds once). A refund the provider refused is sent again only on the office's retry
 * (`retry`), as a new attempt. Throws when the provider cannot be reached: the queue retries.
 */
export async function issueRefund(
  db: Db,
  provider: PaymentProvider | undefined,
  request: RefundOrder,
  events: EventsTarget,
): Promise<RefundOutcome> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'appointment'), eq(payments.targetId, request.appointmentId)));
  if (payment?.status !== 'paid') return 'no-payment';
  // A transfer or cash payment has no provider to refund through.
  const byHand = payment.provider === 'office';
  if (!byHand && !payment.providerRef) return 'no-payment';
  if (!byHand && provider?.name !== payment.provider) {
    // Paid through a provider that is not configured now: wait (and retry) until it is.
    throw new Error(`refund needs the ${payment.provider} provider, which is not configured`);
  }
  const refund = await openRefund(db, payment, request);
  if (refund.status !== 'pending') return OUTCOME[refund.status];
  const answer =
    byHand || !provider || !payment.providerRef
      ? refusedForTheOffice(refund)
      : await provider.refund({
          // HyperPay refunds the debit (its payment id), not the checkout the intent was.
          paymentRef: payment.providerChargeRef ?? payment.providerRef,
          amountMinor: refund.amountMinor,
          idempotencyKey: `refund-${refund.id}${refund.attempt ? `-${refund.attempt}` : ''}`,
          metadata: { refundId: refund.id, paymentId: payment.id, appointmentId: payment.targetId },
        });
  return OUTCOME[(await settleRefund(db, refund, answer, events)).status];
}

/**
 * The payment's refund row, created with the requested amount (never more than was paid) when
 * missing; a refused one goes back to pending as a new attempt when the office retries it.
 */
async function openRefund(
  db: Db,
  payment: typeof payments.$inferSelect,
  request: RefundOrder,
): Promise<RefundRow> {
  await db
    .insert(refunds)
    .values({
      paymentId: payment.id,
      targetId: payment.targetId,
      amountMinor: Math.min(request.amountMinor, payment.amountMinor),
    })
    .onConflictDoNothing({ target: refunds.paymentId });
  const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  if (!refund) throw new Error('refund vanished after its insert');
  if (refund.status !== 'failed' || !request.retry) return refund;
  const [again] = await db
    .update(refunds)
    .set({
      status: 'pending',
      failureReason: null,
      attempt: sql`${refunds.attempt} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'failed')))
    .returning();
  return again ?? refund;
}

export { REFUND_BY_HAND_REASON };

/**
 * A transfer or cash payment cannot be refunded by a provider: the refund is recorded as refused
 * with the reason the office acts on (booking shows «تعذّر الاسترداد» and it), never left pending.
 */
function refusedForTheOffice(refund: RefundRow): ProviderRefund {
  return {
    ref: `office-${refund.id}-${refund.attempt}`,
    state: 'failed',
    reason: REFUND_BY_HAND_REASON,
  };
}

export type RefundEventResult = 'applied' | 'duplicate' | 'unknown-refund';

/** A refund's final state from the provider's webhook, once per event id. */
export async function processRefundEvent(
  db: Db,
  providerName: PaymentProvider['name'],
  event: ProviderRefundEvent,
  events: EventsTarget,
): Promise<RefundEventResult> {
  const fresh = await db
    .insert(providerEvents)
    .values({
      provider: providerName,
      eventId: event.eventId,
      outcome: `refund-${event.outcome}`,
      result: 'received',
    })
    .onConflictDoNothing()
    .returning();
  if (fresh.length === 0) return 'duplicate';
  const [refund] = await db.select().from(refunds).where(eq(refunds.providerRef, event.ref));
  const result: RefundEventResult = refund ? 'applied' : 'unknown-refund';
  if (refund) {
    const answer: ProviderRefund = {
      ref: event.ref,
      state: event.outcome,
      ...(event.reason ? { reason: event.reason } : {}),
    };
    await settleRefund(db, refund, answer, events);
  }
  await db
    .update(providerEvents)
    .set({ result, paymentId: refund?.paymentId ?? null })
    .where(
      and(eq(providerEvents.provider, providerName), eq(providerEvents.eventId, event.eventId)),
    );
  return result;
}

export type ReleaseOutcome = 'released' | 'nothing-open' | 'not-supported';

/**
 * The unpaid hold of an appointment ran out (booking released its slot): the provider's open
 * intent is cancelled where the provider allows it (Stripe), so it cannot be paid any more.
 * HyperPay's checkouts lapse on their own; a payment that lands anyway is refunded by booking.
 */
export async function releaseIntent(
  db: Db,
  provider: PaymentProvider | undefined,
  appointmentId: string,
): Promise<ReleaseOutcome> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.kind, 'appointment'), eq(payments.targetId, appointmentId)));
  if (!payment?.providerRef || payment.status === 'paid') return 'nothing-open';
  if (provider?.name !== payment.provider || !provider.cancelIntent) return 'not-supported';
  await provider.cancelIntent(payment.providerRef);
  return 'released';
}
