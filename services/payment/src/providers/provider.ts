import type { PaymentProviderName } from '@ssc/contracts';

/** A payment as the provider holds it. */
export interface ProviderIntent {
  /** The provider's id of the intent (Stripe: `pi_…`). */
  ref: string;
  /** Handed to the browser only, which completes the payment with it. */
  clientSecret: string;
  /** `open`: can still be paid; `succeeded`: money taken; `canceled`: a new intent is needed. */
  state: 'open' | 'succeeded' | 'canceled';
}

/** One outcome reported by the provider (webhook event, or the test provider's simulation). */
export interface ProviderEvent {
  type: 'payment';
  /** The provider's event id: each is processed once. */
  eventId: string;
  outcome: 'succeeded' | 'failed';
  ref: string;
  /** What the provider says was paid, checked against the stored payment. */
  amountMinor: number;
  currency: string;
}

/** A refund as the provider holds it. */
export interface ProviderRefund {
  /** The provider's id of the refund (Stripe: `re_…`). */
  ref: string;
  state: 'pending' | 'succeeded' | 'failed';
}

/** A refund's outcome reported later by the provider's webhook (Stripe: `refund.updated`). */
export interface ProviderRefundEvent {
  type: 'refund';
  eventId: string;
  /** The refund's id, as `ProviderRefund.ref`. */
  ref: string;
  outcome: 'succeeded' | 'failed';
}

export class InvalidWebhookSignature extends Error {}

/**
 * What the payment service needs from a provider (design §4). Amounts are minor units (fils:
 * JOD × 1000). Another provider (e.g. a Jordanian gateway) implements this interface and is
 * chosen in `createProvider`; see docs/payments.md.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser with the intent (Stripe's publishable key). */
  readonly publishableKey?: string | undefined;
  createIntent(input: {
    amountMinor: number;
    currency: 'jod';
    /** The same key returns the same intent instead of a second one. */
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<ProviderIntent>;
  retrieveIntent(ref: string): Promise<ProviderIntent>;
  /**
   * Refunds `amountMinor` of the paid intent `paymentRef`. The same idempotency key returns the
   * same refund instead of a second one, so a request retried after a crash refunds once.
   */
  refund(input: {
    paymentRef: string;
    amountMinor: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderRefund>;
  /**
   * Verifies a webhook delivery against the exact raw body; null for event types that change
   * neither a payment nor a refund. Throws `InvalidWebhookSignature` when the signature does not
   * match.
   */
  parseWebhook?(
    rawBody: Buffer,
    signature: string | undefined,
  ): ProviderEvent | ProviderRefundEvent | null;
}
