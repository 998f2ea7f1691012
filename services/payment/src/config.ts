import {
  DEFAULT_CLIQ_HOLD_HOURS,
  HYPERPAY_HOSTS,
  hyperpayOrigin,
  PAYMENT_EVENTS_QUEUE,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_REFUNDS_QUEUE,
  type PaymentMethod,
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
  hyperpay: {
    /** `HYPERPAY_ACCESS_TOKEN`: the Bearer token of HyperPay's server-to-server API. */
    accessToken: string;
    /** `HYPERPAY_ENTITY_ID`: the channel (entity) payments are made on. */
    entityId: string;
    /** `HYPERPAY_HOST` resolved: the test or live platform's origin (a local fake in tests). */
    origin: string | undefined;
    /** `HYPERPAY_WEBHOOK_KEY`: the hex AES-256 key of its encrypted notifications. */
    webhookKey: string;
    /** `HYPERPAY_BRANDS`: the card brands the widget offers. */
    brands: string;
  };
  /**
   * `PAYMENT_METHODS` (comma separated): how the office takes money online — `card` through the
   * provider, `cliq` by transfer; `cash` lets the admin record payments at the desk. Unset: `card`
   * when a provider is configured, else none.
   */
  methods: PaymentMethod[];
  cliq: {
    /** `CLIQ_ALIAS`: the office's CliQ alias (or mobile number) clients transfer to. */
    alias: string;
    /** `CLIQ_ACCOUNT_NAME`: the name the client's bank app shows for the alias. */
    accountName: string;
    /** `CLIQ_HOLD_HOURS`: how long a booking stays held once its transfer is reported. */
    holdHours: number;
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

function parseMethods(raw: string | undefined, hasProvider: boolean): PaymentMethod[] {
  if (!raw?.trim()) return hasProvider ? ['card'] : [];
  const methods = [
    ...new Set(
      raw
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = methods.filter((m) => !(PAYMENT_METHODS as readonly string[]).includes(m));
  if (unknown.length > 0) {
    throw new Error(
      `PAYMENT_METHODS takes ${PAYMENT_METHODS.join(', ')}; got "${unknown.join(', ')}"`,
    );
  }
  return methods as PaymentMethod[];
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (!raw?.trim()) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

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
    hyperpay: {
      accessToken: env.HYPERPAY_ACCESS_TOKEN || '',
      entityId: env.HYPERPAY_ENTITY_ID || '',
      origin: hyperpayOrigin(env.HYPERPAY_HOST),
      webhookKey: env.HYPERPAY_WEBHOOK_KEY?.trim() || '',
      brands: env.HYPERPAY_BRANDS?.trim() || 'VISA MASTER',
    },
    methods: parseMethods(env.PAYMENT_METHODS, raw !== undefined),
    cliq: {
      alias: env.CLIQ_ALIAS?.trim() || '',
      accountName: env.CLIQ_ACCOUNT_NAME?.trim() || '',
      holdHours: positiveNumber('CLIQ_HOLD_HOURS', env.CLIQ_HOLD_HOURS, DEFAULT_CLIQ_HOLD_HOURS),
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

/** Refuses settings that must never run: the test provider in production, a provider without its keys. */
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
  if (settings.provider === 'hyperpay') checkHyperpaySettings(settings);
  if (settings.methods.includes('card') && !settings.provider) {
    throw new Error('PAYMENT_METHODS=card needs a PAYMENT_PROVIDER (stripe or hyperpay)');
  }
  if (settings.methods.includes('cliq') && (!settings.cliq.alias || !settings.cliq.accountName)) {
    throw new Error('PAYMENT_METHODS=cliq needs CLIQ_ALIAS and CLIQ_ACCOUNT_NAME');
  }
}

function checkHyperpaySettings({ hyperpay, nodeEnv }: PaymentSettings): void {
  const missing = [
    !hyperpay.accessToken && 'HYPERPAY_ACCESS_TOKEN',
    !hyperpay.entityId && 'HYPERPAY_ENTITY_ID',
    !hyperpay.webhookKey && 'HYPERPAY_WEBHOOK_KEY',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROVIDER=hyperpay needs ${missing.join(', ')}`);
  }
  if (!hyperpay.origin) {
    throw new Error('HYPERPAY_HOST must be test, live or an http(s) origin');
  }
  if (!/^[0-9a-f]{64}$/i.test(hyperpay.webhookKey)) {
    throw new Error(
      'HYPERPAY_WEBHOOK_KEY must be the 64 hex digits HyperPay shows for the webhook',
    );
  }
  // Card data never travels in the clear: anything but HyperPay's own platforms is for tests.
  if (
    nodeEnv === 'production' &&
    !Object.values(HYPERPAY_HOSTS).includes(hyperpay.origin as never)
  ) {
    throw new Error('HYPERPAY_HOST must be test or live with NODE_ENV=production');
  }
}
