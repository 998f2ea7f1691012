import {
  PAYMENT_EVENTS_QUEUE,
  PAYMENT_PROVIDERS,
  PAYMENT_REFUNDS_QUEUE,
  type PaymentProviderName,
} from '@ssc/contracts';

/** What the payment service reads from its environment beyond the kit's common settings. */
export interface PaymentSettings {
  /** `PAYMENT_PROVIDER`: `stripe`, `test` (never in production) or unset (payment not enabled). */
  provider: PaymentProviderName | undefined;
  nodeEnv: string;
  stripe: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string | undefined;
    /** Where the SDK sends its calls (`STRIPE_API_URL`); Stripe's own API when unset. Tests use a fake. */
    apiUrl: string | undefined;
  };
  /** Where appointments are read and service requests stored (`BOOKING_URL`). */
  bookingUrl: string;
  /** Where the services catalogue (prices) is read (`CONTENT_URL`). */
  contentUrl: string;
  catalogueTtlMs: number;
  /** Redis of the `payment-events` queue, fed by the outbox relay. */
  redisUrl: string;
  relayIntervalMs: number;
  /** BullMQ queue the booking service consumes outcomes from (tests isolate theirs). */
  paymentEventsQueue: string;
  /** BullMQ queue of booking's refund requests consumed here (tests isolate theirs). */
  paymentRefundsQueue: string;
}

const trimUrl = (value: string) => value.replace(/\/+$/, '');

export function loadPaymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  const raw = env.PAYMENT_PROVIDER?.trim() || undefined;
  if (raw !== undefined && !(PAYMENT_PROVIDERS as readonly string[]).includes(raw)) {
    throw new Error(
      `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${raw}"`,
    );
  }
  return {
    provider: raw as PaymentProviderName | undefined,
    nodeEnv: env.NODE_ENV || 'development',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || '',
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      apiUrl: env.STRIPE_API_URL || undefined,
    },
    bookingUrl: trimUrl(env.BOOKING_URL || 'http://127.0.0.1:4103'),
    contentUrl: trimUrl(env.CONTENT_URL || 'http://127.0.0.1:4102'),
    catalogueTtlMs: 60_000,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    relayIntervalMs: 1_000,
    paymentEventsQueue: env.PAYMENT_EVENTS_QUEUE || PAYMENT_EVENTS_QUEUE,
    paymentRefundsQueue: env.PAYMENT_REFUNDS_QUEUE || PAYMENT_REFUNDS_QUEUE,
  };
}

/** Refuses settings that must never run: the test provider in production, stripe without keys. */
export function checkPaymentSettings(settings: PaymentSettings): void {
  if (settings.provider === 'test' && settings.nodeEnv === 'production') {
    throw new Error(
      'PAYMENT_PROVIDER=test is refused with NODE_ENV=production: it marks payments paid without money',
    );
  }
  if (settings.provider === 'stripe') {
    const missing = [
      !settings.stripe.secretKey && 'STRIPE_SECRET_KEY',
      !settings.stripe.webhookSecret && 'STRIPE_WEBHOOK_SECRET',
      !settings.stripe.publishableKey && 'STRIPE_PUBLISHABLE_KEY',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')}`);
    }
  }
}
