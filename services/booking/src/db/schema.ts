// Drizzle tables of the booking service. After a change: `npm run db:generate -w @ssc/booking-service`.

import {
  APPOINTMENT_EVENT_ACTIONS,
  INVOICE_KINDS,
  INVOICE_TAX_TYPES,
  type JofotaraMessage,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TARGET_KINDS,
  SERVICE_REQUEST_STATUSES,
  WHATSAPP_MESSAGE_STATES,
  WHATSAPP_TEMPLATE_NAMES,
} from '@ssc/contracts';
import type { Hours, TimeRange } from '@ssc/contracts/availability';
import { REFUND_STATUSES } from '@ssc/contracts/lifecycle';
import { createOutboxTable } from '@ssc/service-kit/outbox';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What the receipt of a payment prints (issue 31), set with `payment_status = 'paid'` by the
 * payment event that paid the row: when (the event's time), how (`card` when the event does not
 * say) and the provider's or the office's reference (the payment id when the event gives none).
 * Null until paid, and on rows paid before receipts existed.
 */
function paymentFacts() {
  return {
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    paymentReference: text('payment_reference'),
  };
}

/** `user_id` of an appointment booked without signing in (spec §3). */
export const GUEST_USER_ID = 'guest';

/**
 * Appointments (spec §3). `slot_index` numbers the bookings of one slot (0..SLOT_CAPACITY-1): the
 * partial unique index over (starts_at, slot_index) among rows that are not cancelled is what
 * prevents double booking, whatever the number of service instances.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: text('service_id').notNull(),
    userId: text('user_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    slotIndex: smallint('slot_index').notNull(),
    consultationMode: text('consultation_mode', { enum: ['office', 'zoom', 'teams'] }).notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    socialSecurityNumber: text('social_security_number').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where a guest booked from (as the gateway resolved it): the per-address daily cap. */
    clientAddress: text('client_address'),
    /**
     * The name a person can say on the phone: SND-<year, 2 digits>-<sequence, at least 5
     * digits>, set by the database (migration 0003) for every row, old ones included.
     */
    reference: text('reference')
      .notNull()
      .unique()
      .default(
        sql`'SND-' || to_char(now() at time zone 'UTC' + interval '3 hours', 'YY') || '-' || lpad(nextval('appointment_reference_seq')::text, 5, '0')`,
      ),
    /**
     * With online payment on: the instant an unpaid booking is released (booked + PAYMENT_HOLD_MINUTES,
     * never after its start). Null when booked without a payment provider: such a booking never
     * expires, even if payments are switched on later.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Who cancelled: the client, the office ('admin') or the payment hold running out ('system'). */
    cancelledBy: text('cancelled_by', { enum: ['client', 'admin', 'system'] }),
    /** Why, in words the client and the admin read (Arabic). */
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A payment arrived for a booking already cancelled (late after the hold expired): the money is
     * kept as paid and the office must refund it. Never cleared by the service itself.
     */
    needsRefund: boolean('needs_refund').notNull().default(false),
    /**
     * The service's price (fils) and Arabic name when it was booked, from the server's catalogue
     * (issue 34.3): what the client pays and reads, whatever the office changes or hides since.
     * Null on rows booked before they were kept (the catalogue's current ones stand in).
     */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    serviceName: text('service_name'),
    /** What the payment of this appointment was, in fils, once paid: the base of a refund. */
    paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }),
    /** Free reschedules used (LIFECYCLE_POLICY.freeReschedules). */
    rescheduleCount: smallint('reschedule_count').notNull().default(0),
    /** SEQUENCE of the appointment's calendar event: one more for every change sent to the client. */
    icsSequence: smallint('ics_sequence').notNull().default(0),
    /** The Zoom or Teams link given when a remote appointment is confirmed. */
    meetingUrl: text('meeting_url'),
    /** Of a cancellation: the share and amount (fils) owed back, and where that stands. */
    refundPercent: smallint('refund_percent'),
    refundAmountMinor: bigint('refund_amount_minor', { mode: 'number' }),
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** Of a refused refund: the provider's reason, shown to the office and the client. */
    refundFailureReason: text('refund_failure_reason'),
    /**
     * The smallest reminder offset (minutes before the start) already emailed for the current
     * start; null when none. A reschedule clears it, so the reminders follow the new time.
     */
    lastReminderMinutes: integer('last_reminder_minutes'),
    /**
     * When the client agreed to WhatsApp messages of this booking (issue 33.3); null: email only.
     * Stored only while the office sends WhatsApp; withdrawing clears it.
     */
    whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
    ...paymentFacts(),
  },
  (t) => [
    uniqueIndex('appointments_slot_unique')
      .on(t.startsAt, t.slotIndex)
      .where(sql`${t.status} <> 'cancelled'`),
    index('appointments_user_created_idx').on(t.userId, t.createdAt),
    index('appointments_created_idx').on(t.createdAt),
    // The month's figures (issue 34.9): appointments by start, cancelled ones included, and
    // payments by their time of payment (also the accountant's monthly export).
    index('appointments_starts_idx').on(t.startsAt),
    index('appointments_paid_idx').on(t.paidAt).where(sql`${t.paymentStatus} = 'paid'`),
    // The guest caps (guest-limits.ts) count one email's and one address's last day of guest
    // bookings: each an index range, whatever the number of other guests.
    index('appointments_guest_email_idx')
      .on(sql`lower(${t.contactEmail})`, t.createdAt)
      .where(sql`${t.userId} = 'guest'`),
    index('appointments_guest_address_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.userId} = 'guest'`),
    // The expiry sweep reads only unpaid, still open bookings (pending, or confirmed while
    // unpaid: issue 34.1) that have a deadline.
    // The reminder sweep reads only confirmed appointments near their start.
    index('appointments_reminder_idx').on(t.startsAt).where(sql`${t.status} = 'confirmed'`),
    index('appointments_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.paymentStatus} <> 'paid'`),
    check(
      'appointments_cancelled_by_check',
      sql`${t.cancelledBy} in ('client', 'admin', 'system')`,
    ),
    check(
      'appointments_refund_status_check',
      sql`${t.refundStatus} in ('none', 'pending', 'refunded', 'failed')`,
    ),
    check('appointments_slot_index_check', sql`${t.slotIndex} >= 0`),
    check(
      'appointments_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`,
    ),
    check(
      'appointments_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'awaiting_confirmation', 'paid', 'failed')`,
    ),
    check('appointments_mode_check', sql`${t.consultationMode} in ('office', 'zoom', 'teams')`),
    check('appointments_payment_method_check', sql`${t.paymentMethod} in ('card', 'cliq', 'cash')`),
  ],
);

/**
 * What happened to an appointment, oldest first (issue 18): who did it (`client`, `admin`, or
 * `system`; `actor_id` the account, none for a guest's signed link or the system), and the facts
 * of the change the admin reads (e.g. the old and new start of a reschedule).
 */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor', { enum: ['client', 'admin', 'system'] }).notNull(),
    actorId: text('actor_id'),
    action: text('action', {
      enum: APPOINTMENT_EVENT_ACTIONS,
    }).notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
  },
  (t) => [
    index('appointment_events_appointment_idx').on(t.appointmentId, t.at),
    // The month's figures subtract the refunds completed in the month.
    index('appointment_events_refunded_idx').on(t.at).where(sql`${t.action} = 'refunded'`),
  ],
);

/** Files attached to an appointment; `stored_name` is the random file name under DATA_DIR/uploads. */
export const appointmentFiles = pgTable(
  'appointment_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the file was deleted from disk because its booking was never paid (expired or
     * cancelled, UNPAID_FILES_RETENTION_HOURS later); the row stays so the booking still lists it.
     */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [index('appointment_files_appointment_idx').on(t.appointmentId)],
);

/** Documents a signed-in user keeps in the account (spec §3 "User document"). */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_documents_user_created_idx').on(t.userId, t.createdAt)],
);

/** Emails written in the same transaction as the appointment; the relay hands them to BullMQ. */
export const outbox = createOutboxTable();

/**
 * Service requests of the /service-request wizard (design §3: booking owns them). The payment
 * service creates each one through `PUT /internal/service-requests/:id` (idempotent by id) before
 * asking the provider for an intent; admins see them paid or not. Amounts in fils (JOD × 1000).
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    userId: text('user_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull().default(''),
    address: text('address').notNull(),
    serviceDetails: text('service_details').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The request's number on its receipt and on the phone: REQ-<year, 2 digits>-<sequence, at
     * least 5 digits>, set by the database like an appointment's SND- reference (migration 0011
     * numbered the rows that existed in the order they were made).
     */
    reference: text('reference')
      .notNull()
      .unique()
      .default(
        sql`'REQ-' || to_char(now() at time zone 'UTC' + interval '3 hours', 'YY') || '-' || lpad(nextval('service_request_reference_seq')::text, 5, '0')`,
      ),
    ...paymentFacts(),
    /** The office's work on it (issue 34.10): new → in_progress → done, one step at a time. */
    status: text('status', { enum: SERVICE_REQUEST_STATUSES }).notNull().default('new'),
  },
  (t) => [
    index('service_requests_created_idx').on(t.createdAt),
    // The console's list filtered by where the work stands, newest first.
    index('service_requests_status_created_idx').on(t.status, t.createdAt),
    check('service_requests_status_check', sql`${t.status} in ('new', 'in_progress', 'done')`),
    index('service_requests_paid_idx').on(t.paidAt).where(sql`${t.paymentStatus} = 'paid'`),
    check(
      'service_requests_payment_status_check',
      sql`${t.paymentStatus} in ('pending', 'awaiting_confirmation', 'paid', 'failed')`,
    ),
    check(
      'service_requests_payment_method_check',
      sql`${t.paymentMethod} in ('card', 'cliq', 'cash')`,
    ),
  ],
);

/** Payment events already applied (the `payment-events` consumer is idempotent per event id). */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The office's week (issue 19, 34.2): each weekday's opening ranges (`HH:MM`, Amman; none: a day
 * off) and the slot length, the same on every row; `slots` holds the start times derived from
 * them, which the booking path reads. No row for a weekday means the default hours.
 */
export const availabilityWeek = pgTable(
  'availability_week',
  {
    weekday: smallint('weekday').primaryKey(),
    slots: text('slots').array().notNull(),
    ranges: jsonb('ranges').$type<TimeRange[]>().notNull().default([]),
    slotMinutes: smallint('slot_minutes').notNull().default(60),
  },
  (t) => [check('availability_week_weekday_check', sql`${t.weekday} between 0 and 6`)],
);

/**
 * «فترة» (issue 34.2): a date range, both ends included, with hours of its own (`hours`) or
 * closed. Periods never share a date (checked under the availability's lock).
 */
export const availabilityPeriods = pgTable(
  'availability_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    closed: boolean('closed').notNull(),
    hours: jsonb('hours').$type<Hours>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('availability_periods_order_check', sql`${t.startsOn} <= ${t.endsOn}`),
    index('availability_periods_starts_idx').on(t.startsOn),
  ],
);

/**
 * Date exceptions overriding the week: closed all day, or other slots that date (a blocked slot is
 * an exception whose slots omit it). `note` says why (a holiday's name, "Ramadan hours").
 */
export const availabilityExceptions = pgTable('availability_exceptions', {
  date: text('date').primaryKey(),
  closed: boolean('closed').notNull(),
  slots: text('slots').array(),
  note: text('note'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed public holidays already seeded as exceptions: a holiday the admin edits or deletes is
 * never put back by the next start.
 */
export const availabilityHolidaySeeds = pgTable('availability_holiday_seeds', {
  date: text('date').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The office's daily summaries already written to the outbox, one row per Amman day: the first
 * replica to insert the day sends it, every other one finds it there.
 */
export const officeSummaries = pgTable('office_summaries', {
  day: text('day').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The office's standing meeting rooms, set by an admin (issue 19.4): used when a remote
 * appointment is confirmed without its own link. `DEFAULT_ZOOM_URL`/`DEFAULT_TEAMS_URL` stand in
 * for a mode with no row.
 */
export const meetingRooms = pgTable(
  'meeting_rooms',
  {
    mode: text('mode').primaryKey(),
    url: text('url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('meeting_rooms_mode_check', sql`${t.mode} in ('zoom', 'teams')`)],
);

/**
 * Invoices (issue 32): one per paid appointment or service request, and a credit invoice per
 * refund of one. `number` (INV-2026-000123) comes from the year's row of `invoice_counters`, taken
 * in the payment's transaction: numbers follow each other without a gap and are never reused.
 * `source_key` makes issuing idempotent (`payment:<target id>`, `refund:<…>`). `state` is where
 * the UBL document stands with JoFotara; «مستردّة» is read from `credited_minor`.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    sourceKey: text('source_key').notNull().unique(),
    type: text('type', { enum: INVOICE_KINDS }).notNull(),
    taxType: text('tax_type', { enum: INVOICE_TAX_TYPES }).notNull(),
    targetKind: text('target_kind', { enum: PAYMENT_TARGET_KINDS }).notNull(),
    targetId: uuid('target_id').notNull(),
    /** Who may download it (the payer's account; `guest` for none). */
    userId: text('user_id').notNull(),
    reference: text('reference').notNull(),
    clientName: text('client_name').notNull(),
    /** The buyer's national id on the invoice, when their account gave one. */
    clientNationalId: text('client_national_id'),
    serviceName: text('service_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    taxPercent: smallint('tax_percent').notNull(),
    ...paymentFacts(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The UBL document's cbc:UUID and its ICV counter. */
    ublUuid: uuid('ubl_uuid').notNull().unique(),
    icv: integer('icv').notNull(),
    xml: text('xml').notNull(),
    state: text('state', { enum: ['issued', 'sent', 'rejected'] })
      .notNull()
      .default('issued'),
    /** A credit invoice: the invoice it credits, and why. */
    originalInvoiceId: uuid('original_invoice_id'),
    reason: text('reason'),
    /** Fils credited back against this invoice by credit invoices. */
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    jofotaraNumber: text('jofotara_number'),
    jofotaraUuid: text('jofotara_uuid'),
    jofotaraQr: text('jofotara_qr'),
    jofotaraErrors: jsonb('jofotara_errors').$type<JofotaraMessage[]>().notNull().default([]),
    /** The last attempt that did not reach JoFotara (down, timed out). */
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_target_idx').on(t.targetId),
    index('invoices_reference_idx').on(t.reference),
  ],
);

/** The running counters of invoice numbers: `INV-2026` (the year's numbers) and `ICV`. */
export const invoiceCounters = pgTable('invoice_counters', {
  name: text('name').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * One WhatsApp message of an appointment (issue 33.3): written with its outbox job in the
 * transaction of the change it tells; its id travels as the message's callback data, so the
 * API's status webhook finds it without the worker writing anything back.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    template: text('template', { enum: WHATSAPP_TEMPLATE_NAMES }).notNull(),
    state: text('state', { enum: WHATSAPP_MESSAGE_STATES }).notNull().default('queued'),
    /** The API's id (wamid…) once its webhook named it. */
    providerMessageId: text('provider_message_id'),
    /** Of a failed message: the API's code and title. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_messages_appointment_idx').on(t.appointmentId, t.createdAt)],
);

/**
 * The office's notes (issue 34.6), read by admins only: on one appointment (`appointment_id`) or
 * on a client (`client_key`: `user:<account id>`, or `guest:<email in lower case>` for the
 * bookings made without an account), never both. `author_id` is the admin's account.
 */
/** The office's notes on a service request (issue 34.10): admins only, newest first. */
export const serviceRequestNotes = pgTable(
  'service_request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorId: text('author_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_request_notes_request_idx').on(t.serviceRequestId, t.createdAt)],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    clientKey: text('client_key'),
    body: text('body').notNull(),
    authorId: text('author_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notes_appointment_idx').on(t.appointmentId, t.createdAt),
    index('notes_client_idx').on(t.clientKey, t.createdAt),
    check('notes_target_check', sql`(${t.appointmentId} is null) <> (${t.clientKey} is null)`),
  ],
);
