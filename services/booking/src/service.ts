import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type InvoicePdf,
  PAYMENT_EVENTS_QUEUE,
  toMinorUnits,
  WHATSAPP_QUEUE,
} from '@ssc/contracts';
import { ammanDayKey } from '@ssc/contracts/slots';
import { renderInvoicePdf, renderReceiptPdf } from '@ssc/pdf';
import { defineService, serviceCatalogue } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import {
  createOfficeNotices,
  defaultJobOptions,
  type SignedConsumer,
} from '@ssc/service-kit/outbox';
import { UploadStore } from '@ssc/service-kit/uploads';
import { appointmentRoutes } from './appointments/appointment-routes';
import { expireUnpaidBookings } from './appointments/payment-hold';
import { availabilityRoutes } from './availability/availability-routes';
import { availabilityCache, seedHolidays } from './availability/availability-store';
import { slotBlockRoutes } from './availability/slot-blocks';
import { clientRoutes } from './clients/client-routes';
import { type BookingSettings, loadBookingSettings } from './config';
import * as schema from './db/schema';
import { clientDocumentRoutes } from './documents/client-documents';
import { documentRoutes } from './documents/document-routes';
import type { BookingDeps } from './http/deps';
import { buyerIdentity } from './invoices/buyer-identity';
import { invoiceRoutes } from './invoices/invoice-routes';
import { startJofotaraSubmissions, submissionJobOptions } from './invoices/jofotara-submissions';
import { type PeriodicSweep, startPeriodicSweep } from './jobs/periodic-sweep';
import { startUnpaidFilesSweep } from './jobs/unpaid-files';
import { lifecycleRoutes } from './lifecycle/lifecycle-routes';
import { sendDueReminders } from './lifecycle/reminders';
import { meetingRoomRoutes } from './meeting-rooms/meeting-room-routes';
import { noteRoutes } from './notes/note-routes';
import { sendDailySummary } from './office/daily-summary';
import { accountContacts } from './office-bookings/account-contact';
import { officeBookingRoutes } from './office-bookings/office-booking-routes';
import { internalAppointmentRoutes } from './payments/internal-appointment-routes';
import { type PaymentEventsConsumer, startPaymentEventsConsumer } from './payments/payment-events';
import { paymentsExportRoutes } from './payments/payments-export';
import { receiptRoutes } from './payments/receipt-routes';
import { refundOfficeRoutes } from './payments/refund-office-routes';
import { serviceRequestRoutes } from './service-requests/service-request-routes';
import { slotRoutes } from './slots/slot-routes';
import { whatsappRoutes } from './whatsapp/whatsapp-routes';

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
  let paymentEvents: PaymentEventsConsumer | undefined;
  let jofotara: SignedConsumer | undefined;
  const sweepers: PeriodicSweep[] = [];
  let deps: BookingDeps | undefined;
  let store: UploadStore | undefined;

  return defineService({
    name: 'booking',
    schema,
    migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
    // Uploads are multipart and streamed by their own parser; JSON bodies stay small.
    jsonLimit: '64kb',
    settings: () => ({ ...loadBookingSettings(), ...overrides }),
    routes(routes, { db, config, logger, settings, nudgeOutbox }) {
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
          redisUrl: settings.redisUrl,
        }),
        emailQueued: nudgeOutbox,
        now,
      };
      appointmentRoutes(routes, deps);
      officeBookingRoutes(routes, deps, accountContacts({ authUrl: settings.authUrl, serviceKey }));
      lifecycleRoutes(routes, deps);
      noteRoutes(routes, deps);
      clientRoutes(routes, deps);
      refundOfficeRoutes(routes, deps);
      slotRoutes(routes, deps);
      availabilityRoutes(routes, deps);
      slotBlockRoutes(routes, deps);
      meetingRoomRoutes(routes, deps);
      documentRoutes(routes, deps);
      clientDocumentRoutes(routes, deps);
      serviceRequestRoutes(routes, deps);
      paymentsExportRoutes(routes, deps);
      const renderInvoice = (invoice: InvoicePdf) =>
        renderInvoicePdf(invoice, { siteName: settings.siteName });
      receiptRoutes(
        routes,
        deps,
        (receipt) => renderReceiptPdf(receipt, { siteName: settings.siteName }),
        renderInvoice,
      );
      invoiceRoutes(routes, deps, renderInvoice);
      internalAppointmentRoutes(routes.router, deps);
      whatsappRoutes(routes, deps);
    },
    // Bookings are stored with their email in the outbox while Redis is away (README).
    outbox: ({ settings }) => ({
      table: schema.outbox,
      redisUrl: settings.redisUrl,
      intervalMs: settings.relayIntervalMs,
      directEmails: true,
      // JoFotara may be away for hours: its invoices keep trying for about a day.
      queueName: (queue) => (queue === WHATSAPP_QUEUE ? settings.whatsappQueue : queue),
      jobOptions: (queue, jobId) =>
        queue === settings.invoices.queue
          ? submissionJobOptions(settings.invoices, jobId)
          : defaultJobOptions(queue, jobId),
    }),
    async onReady({ db, logger, config, metrics, settings, nudgeOutbox }) {
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
            appointments: seeded.affected.map(({ id, reference, startsAt }) => ({
              id,
              reference,
              date: startsAt.toISOString(),
            })),
          },
          'open appointments fall on a public holiday just closed',
        );
      }
      // The consumer's side of `payment-events`: waiting and failed (dead-letter) jobs.
      // (and, sending invoices, those of `jofotara-submissions`).
      const live = settings.invoices.mode === 'live';
      metrics.trackQueues(settings.redisUrl, [
        settings.paymentEventsQueue ?? PAYMENT_EVENTS_QUEUE,
        ...(live ? [settings.invoices.queue] : []),
      ]);
      const serviceKey = loadServiceKey(config.dataDir);
      const catalogue = deps?.catalogue;
      // The service's name in an email; the catalogue being away must not hold the email back.
      const serviceName = async (id: string) =>
        (await catalogue?.find(id).catch(() => undefined))?.nameAr ?? 'الاستشارة';
      // Payment outcomes (paid / failed) from the payment service, through Redis: a paid one
      // emails the payer's receipt (and tells the office of a paid service request).
      paymentEvents = startPaymentEventsConsumer({
        db,
        logger,
        redisUrl: settings.redisUrl,
        queueName: settings.paymentEventsQueue,
        serviceKey,
        effects: {
          serviceName,
          servicePriceMinor: async (id) => {
            const service = await catalogue?.find(id).catch(() => undefined);
            return service ? toMinorUnits(service.price) : undefined;
          },
          ...(deps ? { notices: deps.office } : {}),
          receipts: { serviceKey, publicUrl: settings.publicUrl },
          refunds: { queue: settings.paymentRefundsQueue, serviceKey },
          invoices: { settings: settings.invoices, serviceKey },
          buyerNationalId: buyerIdentity({ authUrl: settings.authUrl, serviceKey, logger }),
          logger,
        },
        onEmail: nudgeOutbox,
      });
      // Invoices go to JoFotara from the outbox, never inside a payment (JOFOTARA_MODE=live).
      if (live) {
        jofotara = startJofotaraSubmissions({
          db,
          logger,
          redisUrl: settings.redisUrl,
          serviceKey,
          settings: settings.invoices,
        });
      }
      // With online payment on, unpaid bookings give their slot back once their hold runs out.
      if (settings.paymentHoldMinutes !== undefined) {
        sweepers.push(
          startPeriodicSweep({
            name: 'payment-hold',
            intervalMs: settings.expirySweepIntervalMs,
            logger,
            sweep: () =>
              expireUnpaidBookings(db, {
                now: now(),
                serviceKey,
                publicUrl: settings.publicUrl,
                refunds: { queue: settings.paymentRefundsQueue, serviceKey },
              }),
            done: (rows) => {
              logger.info(
                { appointmentIds: rows.map((r) => r.id) },
                'unpaid bookings expired: slots released',
              );
              nudgeOutbox();
            },
          }),
        );
      }
      // Files of bookings never paid leave the disk UNPAID_FILES_RETENTION_HOURS later (issue 37).
      if (store) {
        sweepers.push(
          startUnpaidFilesSweep({ db, store, logger, now, settings: settings.unpaidFiles }),
        );
      }
      // Reminders 24 h and 1 h before each confirmed appointment (LIFECYCLE_POLICY).
      sweepers.push(
        startPeriodicSweep({
          name: 'reminders',
          intervalMs: settings.reminderSweepIntervalMs,
          logger,
          sweep: () =>
            sendDueReminders(db, {
              now: now(),
              serviceKey,
              publicUrl: settings.publicUrl,
              serviceName,
            }),
          done: (rows) => {
            logger.info({ appointmentIds: rows.map((r) => r.id) }, 'reminders queued');
            nudgeOutbox();
          },
        }),
      );
      // The office's summary of the day's appointments, from 07:00 Amman time, once a day.
      if (settings.officeRecipients.length > 0) {
        sweepers.push(
          startPeriodicSweep({
            name: 'office-summary',
            intervalMs: settings.summarySweepIntervalMs,
            logger,
            sweep: () =>
              sendDailySummary(db, {
                now: now(),
                recipients: settings.officeRecipients,
                serviceKey,
                publicUrl: settings.publicUrl,
                serviceName,
              }),
            done: (days) => {
              logger.info({ day: days[0] }, 'office daily summary queued');
              nudgeOutbox();
            },
          }),
        );
      } else {
        logger.info('no OFFICE_EMAIL or ADMIN_EMAIL: the office gets no notifications');
      }
    },
    async onClose() {
      await Promise.all(sweepers.splice(0).map((sweep) => sweep.close()));
      await deps?.catalogue.close();
      await paymentEvents?.close();
      paymentEvents = undefined;
      await jofotara?.close();
      jofotara = undefined;
    },
  });
}

export const bookingService = createBookingService();
