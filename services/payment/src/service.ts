import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_REFUNDS_QUEUE, refundRequestSchema } from '@ssc/contracts';
import { defineService, type ServiceCatalogue, serviceCatalogue } from '@ssc/service-kit';
import { createServiceTokenSigner, loadServiceKey } from '@ssc/service-kit/internal-auth';
import { type SignedConsumer, startSignedConsumer } from '@ssc/service-kit/outbox';
import { UploadStore } from '@ssc/service-kit/uploads';
import { bookingClient } from './booking/booking-client';
import { checkPaymentSettings, loadPaymentSettings, type PaymentSettings } from './config';
import * as schema from './db/schema';
import { officePaymentRoutes } from './office-payments/office-payment-routes';
import type { PaymentDeps } from './payments/deps';
import { intentRoutes } from './payments/intent-routes';
import { statusRoutes } from './payments/status-routes';
import { createProvider, type PaymentProvider } from './providers';
import { issueRefund, releaseIntent } from './refunds/refund-store';

/**
 * The payment service: payment intents through a provider (stripe | test | none), the provider's
 * webhooks as the only source of paid/failed, and those outcomes sent to the booking service via
 * the outbox and the `payment-events` queue; refunds of cancelled appointments asked for by booking
 * on `payment-refunds`. `overrides` replace settings read from the environment (read each time
 * the service starts).
 */
export function createPaymentService(overrides: Partial<PaymentSettings> = {}) {
  let refundRequests: SignedConsumer | undefined;
  let catalogue: ServiceCatalogue | undefined;
  let provider: PaymentProvider | undefined;
  let serviceKey = '';
  let uploads: UploadStore | undefined;

  return defineService({
    name: 'payment',
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    jsonLimit: '64kb',
    settings() {
      const settings = { ...loadPaymentSettings(), ...overrides };
      checkPaymentSettings(settings);
      return settings;
    },
    routes(routes, { db, logger, config, settings, nudgeOutbox }) {
      provider = createProvider(settings);
      if (!provider) logger.warn('PAYMENT_PROVIDER is not set: online payment is not enabled');
      if (provider?.name === 'test') {
        logger.warn('PAYMENT_PROVIDER=test: payments are simulated, no money moves');
      }
      logger.info({ methods: settings.methods }, 'payment methods offered');
      serviceKey = loadServiceKey(config.dataDir);
      const signServiceToken = createServiceTokenSigner(serviceKey, 'payment');
      catalogue = serviceCatalogue({
        contentUrl: settings.contentUrl,
        ttlMs: settings.catalogueTtlMs,
        logger,
        redisUrl: settings.redisUrl,
      });
      const deps: PaymentDeps = {
        db,
        settings,
        provider,
        catalogue,
        booking: bookingClient({
          bookingUrl: settings.bookingUrl,
          logger,
          serviceToken: () => signServiceToken('booking'),
        }),
        serviceKey,
        eventQueued: nudgeOutbox,
      };
      intentRoutes(routes, deps);
      statusRoutes(routes, deps);
      // Transfer confirmations apart from booking's documents (each service cleans its own temp files).
      uploads = new UploadStore(join(config.dataDir, 'uploads', 'transfers'));
      mkdirSync(uploads.tmpDir, { recursive: true, mode: 0o700 });
      officePaymentRoutes(routes, deps, uploads);
    },
    // The payments' outcomes (paid, failed, refunded) go to booking through it; no emails.
    outbox: ({ settings }) => ({
      table: schema.outbox,
      redisUrl: settings.redisUrl,
      intervalMs: settings.relayIntervalMs,
    }),
    async onReady({ db, logger, settings, nudgeOutbox }) {
      await uploads?.init(logger);
      const events = { queue: settings.paymentEventsQueue, serviceKey };
      refundRequests = startSignedConsumer({
        queue: settings.paymentRefundsQueue ?? PAYMENT_REFUNDS_QUEUE,
        purpose: PAYMENT_REFUNDS_QUEUE,
        schema: refundRequestSchema,
        serviceKey,
        redisUrl: settings.redisUrl,
        logger,
        async handle(request) {
          if (request.kind === 'release') {
            const released = await releaseIntent(db, provider, request.appointmentId);
            logger.info(
              { appointmentId: request.appointmentId, released },
              'expired hold released',
            );
            return released;
          }
          const outcome = await issueRefund(db, provider, request, events);
          // Both ends are reported to booking (refunded, or «تعذّر الاسترداد» with the reason).
          if (outcome === 'refunded' || outcome === 'failed') nudgeOutbox();
          logger[outcome === 'failed' || outcome === 'no-payment' ? 'error' : 'info'](
            { appointmentId: request.appointmentId, amountMinor: request.amountMinor, outcome },
            'refund request processed',
          );
          return outcome;
        },
      });
    },
    async onClose() {
      await refundRequests?.close();
      refundRequests = undefined;
      await catalogue?.close();
      catalogue = undefined;
    },
  });
}

export const paymentService = createPaymentService();
