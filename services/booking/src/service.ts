import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_EVENTS_QUEUE } from '@ssc/contracts';
import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { ammanDayKey } from '@ssc/contracts/slots';
import { defineService, redisCheck, serviceCatalogue } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import { createOfficeNotices, type OutboxRelay, startOutboxRelay } from '@ssc/service-kit/outbox';
import { appointmentRoutes } from './appointments/appointment-routes';
import { expireUnpaidBookings } from './appointments/payment-hold';
import { availabilityRoutes } from './availability/availability-routes';
import { availabilityCache, seedHolidays } from './availability/availability-store';
import { type BookingSettings, loadBookingSettings } from './config';
import * as schema from './db/schema';
import { documentRoutes } from './documents/document-routes';
import { UploadStore } from './files/upload-store';
import type { BookingDeps } from './http/deps';
import { type PeriodicSweep, startPeriodicSweep } from './jobs/periodic-sweep';
import { lifecycleRoutes } from './lifecycle/lifecycle-routes';
import { sendDueReminders } from './lifecycle/reminders';
import { meetingRoomRoutes } from './meeting-rooms/meeting-room-routes';
import { sendDailySummary } from './office/daily-summary';
import { internalAppointmentRoutes } from './payments/internal-appointment-routes';
import { type PaymentEventsConsumer, startPaymentEventsConsumer } from './payments/payment-events';
import { serviceRequestRoutes } from './service-requests/service-request-routes';
import { slotRoutes } from './slots/slot-routes';

/**
 * The booking service: appointments, slots, uploaded documents and the confirmation emails'
 * outbox. `overrides` replace settings read from the environment (tests change them between
 * restarts of the same definition: they are read each time the service starts); `now` is the
 * clock of the time rules (tests move it instead of waiting).
 */
export function createBookingService(
  overrides: Partial<BookingSettings> = {},
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  let relay: OutboxRelay | undefined;
  let paymentEvents: PaymentEventsConsumer | undefined;
  const sweepers: PeriodicSweep[] = [];
  let deps: BookingDeps | undefined;
  let settings: BookingSettings | undefined;
  let store: UploadStore | undefined;

  return defineService({
    name: 'booking',
    defaultPort: SERVICE_PORTS.booking,
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    // Uploads are multipart and streamed by their own parser; JSON bodies stay small.
    jsonLimit: '64kb',
    routes(routes, { db, config, logger }) {
      settings = { ...loadBookingSettings(), ...overrides };
      store = new UploadStore(join(config.dataDir, 'uploads'));
      mkdirSync(store.tmpDir, { recursive: true, mode: 0o700 });
      const serviceKey = loadServiceKey(config.dataDir);
      deps = {
        db,
        store,
        settings,
        // `GET /api/slots` re-reads the admin's availability at most every 2 s (availability-store).
        availability: availabilityCache(db, 2_000),
        serviceKey,
        office: createOfficeNotices({
          recipients: settings.officeRecipients,
          outbox: schema.outbox,
          serviceKey,
          publicUrl: settings.publicUrl,
          logger,
        }),
        catalogue: serviceCatalogue({
          contentUrl: settings.contentUrl,
          ttlMs: settings.catalogueTtlMs,
          logger,
        }),
        emailQueued: () => relay?.nudge(),
        now,
      };
      appointmentRoutes(routes, deps);
      lifecycleRoutes(routes, deps);
      slotRoutes(routes, deps);
      availabilityRoutes(routes, deps);
      meetingRoomRoutes(routes, deps);
      documentRoutes(routes, deps);
      serviceRequestRoutes(routes, deps);
      internalAppointmentRoutes(routes.router, deps);
    },
    // Bookings are stored with their email in the outbox while Redis is away (README): Redis is
    // reported, never a 503.
    readinessChecks: () => [redisCheck(settings?.redisUrl ?? 'redis://127.0.0.1:6379')],
    async onReady({ db, logger, config, metrics }) {
      await store?.init(logger);
      // Jordan's fixed public holidays of the coming year, once each (the admin edits them).
      const seeded = await seedHolidays(db, ammanDayKey(now()), now());
      if (seeded.added.length > 0) {
        logger.info({ dates: seeded.added }, 'public holidays added as closed days');
      }
      if (seeded.affected.length > 0) {
        // Booked before the holiday was known: kept, for the office to move or cancel.
        logger.warn(
          {
            appointments: seeded.affected.map(({ id, reference, date }) => ({
              id,
              reference,
              date,
            })),
          },
          'open appointments fall on a public holiday just closed',
        );
      }
      metrics.trackOutbox(db, schema.outbox);
      // The consumer's side of `payment-events`: waiting and failed (dead-letter) jobs.
      metrics.trackQueues(settings?.redisUrl ?? 'redis://127.0.0.1:6379', [
        settings?.paymentEventsQueue ?? PAYMENT_EVENTS_QUEUE,
      ]);
      relay = startOutboxRelay({
        db,
        table: schema.outbox,
        logger,
        redisUrl: settings?.redisUrl,
        intervalMs: settings?.relayIntervalMs,
        // Without Redis the emails go straight to the worker (single-machine mode).
        direct: { serviceKey: loadServiceKey(config.dataDir), caller: 'booking' },
      });
      const catalogue = deps?.catalogue;
      // The service's name in an email; the catalogue being away must not hold the email back.
      const serviceName = async (id: string) =>
        (await catalogue?.find(id).catch(() => undefined))?.nameAr ?? 'الاستشارة';
      // Payment outcomes (paid / failed) from the payment service, through Redis.
      paymentEvents = startPaymentEventsConsumer({
        db,
        logger,
        redisUrl: settings?.redisUrl ?? 'redis://127.0.0.1:6379',
        queueName: settings?.paymentEventsQueue,
        serviceKey: loadServiceKey(config.dataDir),
        ...(deps ? { office: { notices: deps.office, serviceName } } : {}),
        onEmail: () => relay?.nudge(),
      });
      // With online payment on, unpaid bookings give their slot back once their hold runs out.
      const current = settings;
      if (current?.paymentHoldMinutes !== undefined) {
        const serviceKey = loadServiceKey(config.dataDir);
        sweepers.push(
          startPeriodicSweep({
            name: 'payment-hold',
            intervalMs: current.expirySweepIntervalMs,
            logger,
            sweep: () =>
              expireUnpaidBookings(db, {
                now: now(),
                serviceKey,
                publicUrl: current.publicUrl,
              }),
            done: (rows) => {
              logger.info(
                { appointmentIds: rows.map((r) => r.id) },
                'unpaid bookings expired: slots released',
              );
              relay?.nudge();
            },
          }),
        );
      }
      // Reminders 24 h and 1 h before each confirmed appointment (LIFECYCLE_POLICY).
      if (current) {
        const serviceKey = loadServiceKey(config.dataDir);
        sweepers.push(
          startPeriodicSweep({
            name: 'reminders',
            intervalMs: current.reminderSweepIntervalMs,
            logger,
            sweep: () =>
              sendDueReminders(db, {
                now: now(),
                serviceKey,
                publicUrl: current.publicUrl,
                serviceName,
              }),
            done: (rows) => {
              logger.info({ appointmentIds: rows.map((r) => r.id) }, 'reminders queued');
              relay?.nudge();
            },
          }),
        );
      }
      // The office's summary of the day's appointments, from 07:00 Amman time, once a day.
      if (current && current.officeRecipients.length > 0) {
        const serviceKey = loadServiceKey(config.dataDir);
        sweepers.push(
          startPeriodicSweep({
            name: 'office-summary',
            intervalMs: current.summarySweepIntervalMs,
            logger,
            sweep: () =>
              sendDailySummary(db, {
                now: now(),
                recipients: current.officeRecipients,
                serviceKey,
                publicUrl: current.publicUrl,
                serviceName,
              }),
            done: (days) => {
              logger.info({ day: days[0] }, 'office daily summary queued');
              relay?.nudge();
            },
          }),
        );
      } else {
        logger.info('no OFFICE_EMAIL or ADMIN_EMAIL: the office gets no notifications');
      }
    },
    async onClose() {
      await Promise.all(sweepers.splice(0).map((sweep) => sweep.close()));
      await paymentEvents?.close();
      paymentEvents = undefined;
      await relay?.close();
      relay = undefined;
    },
  });
}

export const bookingService = createBookingService();
