import Stripe from 'stripe';
import {
  InvalidWebhookSignature,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
} from './provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | undefined;
  /** Another API origin (a local fake in tests): `http://127.0.0.1:12345`. */
  apiUrl?: string | undefined;
}

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
 * come only from signed webhooks (`payment_intent.succeeded`, `payment_intent.payment_failed`).
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
    async createIntent({ amountMinor, currency, idempotencyKey, description, metadata }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountMinor,
          currency,
          description,
          metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(ref) {
      return toIntent(await stripe.paymentIntents.retrieve(ref));
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('no Stripe-Signature header');
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature(String(error));
      }
      if (
        event.type !== 'payment_intent.succeeded' &&
        event.type !== 'payment_intent.payment_failed'
      ) {
        return null;
      }
      const intent = event.data.object;
      const result: ProviderEvent = {
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
