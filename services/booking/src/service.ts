import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineService, serviceCatalogue } from '@ssc/service-kit';
import { type OutboxRelay, startOutboxRelay } from '@ssc/service-kit/outbox';
import { appointmentRoutes } from './appointments/appointment-routes';
import { type BookingSettings, loadBookingSettings } from './config';
import * as schema from './db/schema';
import { documentRoutes } from './documents/document-routes';
import { UploadStore } from './files/upload-store';
import type { BookingDeps } from './http/deps';
import { internalAppointmentRoutes } from './payments/internal-appointment-routes';
import { type PaymentEventsConsumer, startPaymentEventsConsumer } from './payments/payment-events';
import { serviceRequestRoutes } from './service-requests/service-request-routes';
import { slotRoutes } from './slots/slot-routes';

/**
 * The booking service: appointments, slots, uploaded documents and the confirmation emails'
 * outbox. `overrides` replace settings read from the environment (tests change them between
 * restarts of the same definition: they are read each time the service starts).
 */
export function createBookingService(overrides: Partial<BookingSettings> = {}) {
  let relay: OutboxRelay | undefined;
  let paymentEvents: PaymentEventsConsumer | undefined;
  let settings: BookingSettings | undefined;
  let store: UploadStore | undefined;

  return defineService({
    name: 'booking',
    defaultPort: 4103,
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    // Uploads are multipart and streamed by their own parser; JSON bodies stay small.
    jsonLimit: '64kb',
    routes(router, { db, docs, config, logger }) {
      settings = { ...loadBookingSettings(), ...overrides };
      store = new UploadStore(join(config.dataDir, 'uploads'));
      mkdirSync(store.tmpDir, { recursive: true, mode: 0o700 });
      const deps: BookingDeps = {
        db,
        docs,
        store,
        settings,
        catalogue: serviceCatalogue({
          contentUrl: settings.contentUrl,
          ttlMs: settings.catalogueTtlMs,
          logger,
        }),
        emailQueued: () => relay?.nudge(),
      };
      appointmentRoutes(router, deps);
      slotRoutes(router, deps);
      documentRoutes(router, deps);
      serviceRequestRoutes(router, deps);
      internalAppointmentRoutes(router, deps);
    },
    async onReady({ db, logger }) {
      await store?.init(logger);
      relay = startOutboxRelay({
        db,
        table: schema.outbox,
        logger,
        redisUrl: settings?.redisUrl,
        intervalMs: settings?.relayIntervalMs,
      });
      // Payment outcomes (paid / failed) from the payment service, through Redis.
      paymentEvents = startPaymentEventsConsumer({
        db,
        logger,
        redisUrl: settings?.redisUrl ?? 'redis://127.0.0.1:6379',
        queueName: settings?.paymentEventsQueue,
      });
    },
    async onClose() {
      await paymentEvents?.close();
      paymentEvents = undefined;
      await relay?.close();
      relay = undefined;
    },
  });
}

export const bookingService = createBookingService();
