import type { PaymentProviderName } from '@ssc/contracts';

/** A payment as the provider holds it. */
export interface ProviderIntent {
  /** The provider's id of the intent (Stripe: `pi_…`). */
  ref: string;
  /** Handed to the browser only, which completes the payment with it. */
  clientSecret: string;
  /** `open`: can still be paid; `succeeded`: money taken; `canceled`: a new intent is needed. */
  state: 'open' | 'succeeded' | 'canceled';
  /** HyperPay: the COPYandPAY widget script the page loads for this checkout. */
  widgetUrl?: string;
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
  /**
   * The provider's id of the money movement when it is not the intent's (HyperPay's payment id,
   * against which refunds are made); printed on the receipt.
   */
  chargeRef?: string;
  /** Our payment id as echoed back by the provider: finds the payment when `ref` is not known. */
  paymentId?: string;
}

/** A refund as the provider holds it. */
export interface ProviderRefund {
  /** The provider's id of the refund (Stripe: `re_…`). */
  ref: string;
  state: 'pending' | 'succeeded' | 'failed';
  /** Why the provider refused it, in its words (shown to the office). */
  reason?: string;
}

/** A refund's outcome reported later by the provider's webhook (Stripe: `refund.updated`). */
export interface ProviderRefundEvent {
  type: 'refund';
  eventId: string;
  /** The refund's id, as `ProviderRefund.ref`. */
  ref: string;
  outcome: 'succeeded' | 'failed';
  reason?: string;
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
    /** What the office and the bank statement show: the booking's SND- reference. */
    reference: string;
    metadata: Record<string, string>;
  }): Promise<ProviderIntent>;
  retrieveIntent(ref: string): Promise<ProviderIntent>;
  /**
   * Asks the provider how the payment of an intent ended, for a browser that came back from the
   * provider's page (HyperPay): the outcome as an event, processed like a notification, or null
   * while it is still pending. Providers that only notify (Stripe) leave it out.
   */
  readOutcome?(ref: string): Promise<ProviderEvent | null>;
  /**
   * Cancels an intent that was never paid, so it cannot be paid after its hold ran out. Resolves
   * when it is cancelled or was already paid or cancelled (a payment then arrives as an event).
   */
  cancelIntent?(ref: string): Promise<void>;
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
   * Verifies a webhook delivery against the exact raw body and its headers (`header(name)` reads
   * one, lower case); null for event types that change neither a payment nor a refund. Throws
   * `InvalidWebhookSignature` when the signature does not match or the body cannot be opened.
   */
  parseWebhook?(
    rawBody: Buffer,
    header: (name: string) => string | undefined,
  ): ProviderEvent | ProviderRefundEvent | null;
}
