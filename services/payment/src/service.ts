import { fileURLToPath } from 'node:url';
import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { defineService, redisCheck, serviceCatalogue } from '@ssc/service-kit';
import { createServiceTokenSigner, loadServiceKey } from '@ssc/service-kit/internal-auth';
import { type OutboxRelay, startOutboxRelay } from '@ssc/service-kit/outbox';
import { bookingClient } from './booking/booking-client';
import { checkPaymentSettings, loadPaymentSettings, type PaymentSettings } from './config';
import * as schema from './db/schema';
import type { PaymentDeps } from './payments/deps';
import { intentRoutes } from './payments/intent-routes';
import { statusRoutes } from './payments/status-routes';
import { createProvider } from './providers';

/**
 * The payment service: payment intents through a provider (stripe | test | none), the provider's
 * webhooks as the only source of paid/failed, and those outcomes sent to the booking service via
 * the outbox and the `payment-events` queue. `overrides` replace settings read from the
 * environment (read each time the service starts).
 */
export function createPaymentService(overrides: Partial<PaymentSettings> = {}) {
  let relay: OutboxRelay | undefined;
  let settings: PaymentSettings | undefined;

  return defineService({
    name: 'payment',
    defaultPort: SERVICE_PORTS.payment,
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    jsonLimit: '64kb',
    routes(routes, { db, logger, config }) {
      settings = { ...loadPaymentSettings(), ...overrides };
      checkPaymentSettings(settings);
      const provider = createProvider(settings);
      if (!provider) logger.warn('PAYMENT_PROVIDER is not set: online payment is not enabled');
      if (provider?.name === 'test') {
        logger.warn('PAYMENT_PROVIDER=test: payments are simulated, no money moves');
      }
      const serviceKey = loadServiceKey(config.dataDir);
      const signServiceToken = createServiceTokenSigner(serviceKey, 'payment');
      const deps: PaymentDeps = {
        db,
        settings,
        provider,
        catalogue: serviceCatalogue({
          contentUrl: settings.contentUrl,
          ttlMs: settings.catalogueTtlMs,
          logger,
        }),
        booking: bookingClient({
          bookingUrl: settings.bookingUrl,
          logger,
          serviceToken: () => signServiceToken('booking'),
        }),
        serviceKey,
        eventQueued: () => relay?.nudge(),
      };
      intentRoutes(routes, deps);
      statusRoutes(routes, deps);
    },
    // Payment events wait in the outbox while Redis is away: reported, never a 503.
    readinessChecks: () => [redisCheck(settings?.redisUrl ?? 'redis://127.0.0.1:6379')],
    async onReady({ db, logger, metrics }) {
      metrics.trackOutbox(db, schema.outbox);
      relay = startOutboxRelay({
        db,
        table: schema.outbox,
        logger,
        redisUrl: settings?.redisUrl,
        intervalMs: settings?.relayIntervalMs,
      });
    },
    async onClose() {
      await relay?.close();
      relay = undefined;
    },
  });
}

export const paymentService = createPaymentService();
