import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  DEFAULT_PAYMENT_HOLD_MINUTES,
  DEFAULT_SITE_NAME,
  PAYMENT_EVENTS_QUEUE,
  PAYMENT_METHODS,
  PAYMENT_REFUNDS_QUEUE,
  type PaymentMethod,
  WHATSAPP_QUEUE,
} from '@ssc/contracts';
import { defaultServiceUrl } from '@ssc/contracts/endpoints';
import { officeRecipients } from '@ssc/service-kit/outbox';
import { type WhatsappConfig, whatsappConfigFromEnv } from '@ssc/whatsapp';
import type { GuestDailyCaps, OpenUnpaidCaps } from './appointments/guest-limits';
import { type InvoiceSettings, loadInvoiceSettings } from './invoices/invoice-settings';

/** What the booking service reads from its environment beyond the kit's common settings. */
export interface BookingSettings {
  /** Bookings one slot takes (`SLOT_CAPACITY`, default 1: one consultant). */
  slotCapacity: number;
  /** Where the services catalogue is read (`CONTENT_URL`). */
  contentUrl: string;
  /** Where a paying client's national id is asked for their invoice (`AUTH_URL`). */
  authUrl: string;
  /** How long the catalogue is cached. */
  catalogueTtlMs: number;
  /** Redis of the email queue (`REDIS_URL`); the outbox holds emails while it is down. */
  redisUrl: string;
  /** Public address of the site, for the links in emails (`PUBLIC_URL`). */
  publicUrl: string;
  /** The company's name on a downloaded receipt (`SITE_NAME`, as the worker's emails sign). */
  siteName: string;
  /** Outbox relay poll interval when nobody nudges it. */
  relayIntervalMs: number;
  /** BullMQ queue of payment outcomes consumed here (tests use their own name). */
  paymentEventsQueue: string;
  /** BullMQ queue of refund requests to the payment service (tests use their own name). */
  paymentRefundsQueue: string;
  /** How many days ahead a slot can be booked (`BOOKING_HORIZON_DAYS`, default 90). */
  horizonDays: number;
  /**
   * Guest bookings in 24 hours per contact email, per phone and per client address
   * (`GUEST_BOOKINGS_PER_DAY_EMAIL` 3, `_PHONE` 3, `_ADDRESS` 60; guest-limits.ts).
   */
  guestBookingsPerDay: GuestDailyCaps;
  /**
   * Bookings still in their payment hold, per guest address, per guest email or phone and per
   * account (`OPEN_UNPAID_BOOKINGS_PER_ADDRESS` 10, `_PER_CONTACT` 2, `_PER_ACCOUNT` 3); only
   * read while online payment is on.
   */
  openUnpaidBookings: OpenUnpaidCaps;
  /** Bytes a signed-in client may keep in their documents (`USER_STORAGE_QUOTA_MB`, default 100). */
  userStorageQuotaBytes: number;
  /**
   * Minutes an unpaid booking keeps its slot (`PAYMENT_HOLD_MINUTES`, default 30), or undefined
   * when online payment is off (`PAYMENT_PROVIDER` unset): then nothing expires.
   */
  paymentHoldMinutes: number | undefined;
  /**
   * What the office takes payment by (`PAYMENT_METHODS`, as the payment service reads it; `card`
   * alone with a provider and no list): the office's own bookings offer cash and CliQ only when
   * listed here (issue 34.4).
   */
  paymentMethods: PaymentMethod[];
  /** How often expired unpaid bookings are released. */
  expirySweepIntervalMs: number;
  /** How often due reminders are looked for: their accuracy (a minute). */
  reminderSweepIntervalMs: number;
  /**
   * The office's standing meeting rooms (`DEFAULT_ZOOM_URL`, `DEFAULT_TEAMS_URL`, https): used
   * when an admin confirms a remote appointment without giving a link.
   */
  defaultMeetingUrls: { zoom?: string; teams?: string };
  /** Where the office is told of new bookings and paid requests (`OFFICE_EMAIL`, see officeRecipients). */
  officeRecipients: string[];
  /** How often the daily summary is looked for (sent once a day from 07:00 Amman time). */
  summarySweepIntervalMs: number;
  /** JoFotara e-invoices (`JOFOTARA_*`, issue 32). */
  invoices: InvoiceSettings;
  /**
   * Files of bookings never paid (expired or cancelled) are deleted from disk this many hours
   * after the cancellation (`UNPAID_FILES_RETENTION_HOURS`, default 72), looked for every
   * `sweepIntervalMs` (unpaid-files.ts).
   */
  unpaidFiles: { retentionHours: number; sweepIntervalMs: number };
  /**
   * WhatsApp notifications (`WHATSAPP_*`, issue 33.3), undefined when off: then the forms do not
   * ask, no consent is stored and the webhook answers 404. Booking needs the app secret (the
   * webhook's signature) and the verify token; the worker, which sends, the same settings.
   */
  whatsapp: WhatsappConfig | undefined;
  /** BullMQ queue the WhatsApp jobs go to (`whatsapp`; tests use their own name). */
  whatsappQueue: string;
}

const MAX_SLOT_CAPACITY = 50;

export function loadBookingSettings(env: NodeJS.ProcessEnv = process.env): BookingSettings {
  const scale = Number(env.RATE_LIMIT_MULTIPLIER || 1);
  if (!(scale > 0)) throw new Error('RATE_LIMIT_MULTIPLIER must be a positive number');
  const scaled = (name: string, fallback: number) =>
    Math.ceil(scale * positiveInt(name, env[name], fallback));
  return {
    slotCapacity: parseCapacity(env.SLOT_CAPACITY),
    contentUrl: (env.CONTENT_URL || defaultServiceUrl('content')).replace(/\/+$/, ''),
    authUrl: (env.AUTH_URL || defaultServiceUrl('auth')).replace(/\/+$/, ''),
    catalogueTtlMs: 60_000,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    siteName: env.SITE_NAME || DEFAULT_SITE_NAME,
    relayIntervalMs: 1_000,
    paymentEventsQueue: env.PAYMENT_EVENTS_QUEUE || PAYMENT_EVENTS_QUEUE,
    paymentRefundsQueue: env.PAYMENT_REFUNDS_QUEUE || PAYMENT_REFUNDS_QUEUE,
    horizonDays: positiveInt(
      'BOOKING_HORIZON_DAYS',
      env.BOOKING_HORIZON_DAYS,
      DEFAULT_BOOKING_HORIZON_DAYS,
    ),
    // Scaled like every rate limit: the E2E system and the bench book hundreds from 127.0.0.1.
    // The address cap lets a carrier's shared address through (at least 30 guests a day, issue 33).
    guestBookingsPerDay: {
      email: scaled('GUEST_BOOKINGS_PER_DAY_EMAIL', 3),
      phone: scaled('GUEST_BOOKINGS_PER_DAY_PHONE', 3),
      address: scaled('GUEST_BOOKINGS_PER_DAY_ADDRESS', 60),
    },
    openUnpaidBookings: {
      address: scaled('OPEN_UNPAID_BOOKINGS_PER_ADDRESS', 10),
      contact: scaled('OPEN_UNPAID_BOOKINGS_PER_CONTACT', 2),
      account: scaled('OPEN_UNPAID_BOOKINGS_PER_ACCOUNT', 3),
    },
    userStorageQuotaBytes:
      positiveInt('USER_STORAGE_QUOTA_MB', env.USER_STORAGE_QUOTA_MB, 100) * 1024 * 1024,
    // The payment service validates PAYMENT_PROVIDER's and PAYMENT_METHODS' values; here only "is
    // payment on" matters: a card provider, or CliQ transfers.
    paymentHoldMinutes:
      env.PAYMENT_PROVIDER?.trim() || /\bcliq\b/.test(env.PAYMENT_METHODS ?? '')
        ? positiveInt(
            'PAYMENT_HOLD_MINUTES',
            env.PAYMENT_HOLD_MINUTES,
            DEFAULT_PAYMENT_HOLD_MINUTES,
          )
        : undefined,
    paymentMethods: parsePaymentMethods(env),
    expirySweepIntervalMs: 30_000,
    reminderSweepIntervalMs: 60_000,
    defaultMeetingUrls: {
      ...meetingUrl('DEFAULT_ZOOM_URL', env.DEFAULT_ZOOM_URL, 'zoom'),
      ...meetingUrl('DEFAULT_TEAMS_URL', env.DEFAULT_TEAMS_URL, 'teams'),
    },
    officeRecipients: officeRecipients(env),
    summarySweepIntervalMs: 60_000,
    invoices: loadInvoiceSettings(env, env.SITE_NAME || DEFAULT_SITE_NAME),
    whatsapp: whatsappConfigFromEnv(env),
    whatsappQueue: WHATSAPP_QUEUE,
    unpaidFiles: {
      retentionHours: positiveInt(
        'UNPAID_FILES_RETENTION_HOURS',
        env.UNPAID_FILES_RETENTION_HOURS,
        72,
      ),
      sweepIntervalMs: 15 * 60_000,
    },
  };
}

/** The payment service checks the list and refuses a wrong one; here unknown names are left out. */
function parsePaymentMethods(env: NodeJS.ProcessEnv): PaymentMethod[] {
  const listed = (env.PAYMENT_METHODS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(name));
  if (listed.length > 0) return [...new Set(listed)];
  return env.PAYMENT_PROVIDER?.trim() ? ['card'] : [];
}

function meetingUrl(name: string, value: string | undefined, key: 'zoom' | 'teams') {
  if (!value?.trim()) return {};
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:')
    throw new Error(`${name} must be an https:// URL, got "${value}"`);
  return { [key]: url.toString() };
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return parsed;
}

function parseCapacity(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const capacity = Number(value);
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_SLOT_CAPACITY) {
    throw new Error(
      `SLOT_CAPACITY must be an integer from 1 to ${MAX_SLOT_CAPACITY}, got "${value}"`,
    );
  }
  return capacity;
}
