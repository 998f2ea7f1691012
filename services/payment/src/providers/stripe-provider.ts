import Stripe from 'stripe';
import {
  InvalidWebhookSignature,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
  type ProviderRefundEvent,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | undefined;
  /** Another API origin (a local fake in tests): `http://127.0.0.1:12345`. */
  apiUrl?: string | undefined;
}

const toRefund = (refund: Stripe.Refund): ProviderRefund => ({
  ref: refund.id,
  state:
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending',
  ...(refund.failure_reason ? { reason: refund.failure_reason } : {}),
});

/** The events whose object is a refund whose state may have moved. */
const REFUND_EVENTS = new Set([
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
]);

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  ref: intent.id,
  clientSecret: intent.client_secret ?? '',
  state:
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled'
        ? 'canceled'
        : 'open',
});

/**
 * Stripe PaymentIntents (stripe SDK). JOD is a three-decimal currency: 30 JOD = 30000. Outcomes
 * come only from signed webhooks (`payment_intent.succeeded`, `payment_intent.payment_failed`);
 * refunds through the Refunds API with an idempotency key, their final state from the answer or
 * from `refund.updated`/`refund.failed` webhooks.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({
      amountMinor,
      currency,
      idempotencyKey,
      description,
      reference,
      metadata,
    }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountMinor,
          currency,
          description,
          metadata: { ...metadata, reference },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(ref) {
      return toIntent(await stripe.paymentIntents.retrieve(ref));
    },
    async cancelIntent(ref) {
      try {
        await stripe.paymentIntents.cancel(ref);
      } catch (error) {
        // Already succeeded or canceled: nothing left to cancel (a success arrives by webhook).
        if ((error as { code?: string }).code === 'payment_intent_unexpected_state') return;
        throw error;
      }
    },
    async refund({ paymentRef, amountMinor, idempotencyKey, metadata }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentRef, amount: amountMinor, metadata },
        { idempotencyKey },
      );
      return toRefund(refund);
    },
    parseWebhook(rawBody, header) {
      const signature = header('stripe-signature');
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature(String(error));
      }
      if (REFUND_EVENTS.has(event.type)) {
        const refund = toRefund(event.data.object as Stripe.Refund);
        if (refund.state === 'pending') return null;
        const result: ProviderRefundEvent = {
          type: 'refund',
          eventId: event.id,
          ref: refund.ref,
          outcome: refund.state,
          ...(refund.reason ? { reason: refund.reason } : {}),
        };
        return result;
      }
      if (
        event.type !== 'payment_intent.succeeded' &&
        event.type !== 'payment_intent.payment_failed'
      ) {
        return null;
      }
      const intent = event.data.object;
      const result: ProviderEvent = {
        type: 'payment',
        eventId: event.id,
        outcome: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed',
        ref: intent.id,
        amountMinor:
          event.type === 'payment_intent.succeeded' ? intent.amount_received : intent.amount,
        currency: intent.currency,
      };
      return result;
    },
  };
}
