import { DEFAULT_SITE_NAME, PAYMENT_EVENTS_QUEUE } from '@ssc/contracts';

/** What the booking service reads from its environment beyond the kit's common settings. */
export interface BookingSettings {
  /** Bookings one slot takes (`SLOT_CAPACITY`, default 1: one consultant). */
  slotCapacity: number;
  /** Where the services catalogue is read (`CONTENT_URL`). */
  contentUrl: string;
  /** How long the catalogue is cached. */
  catalogueTtlMs: number;
  /** Redis of the email queue (`REDIS_URL`); the outbox holds emails while it is down. */
  redisUrl: string;
  /** Public address of the site, for the links in emails (`PUBLIC_URL`). */
  publicUrl: string;
  siteName: string;
  /** Outbox relay poll interval when nobody nudges it. */
  relayIntervalMs: number;
  /** BullMQ queue of payment outcomes consumed here (tests use their own name). */
  paymentEventsQueue: string;
}

export const MAX_SLOT_CAPACITY = 50;

export function loadBookingSettings(env: NodeJS.ProcessEnv = process.env): BookingSettings {
  return {
    slotCapacity: parseCapacity(env.SLOT_CAPACITY),
    contentUrl: (env.CONTENT_URL || 'http://127.0.0.1:4102').replace(/\/+$/, ''),
    catalogueTtlMs: 60_000,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    siteName: env.SITE_NAME || DEFAULT_SITE_NAME,
    relayIntervalMs: 1_000,
    paymentEventsQueue: env.PAYMENT_EVENTS_QUEUE || PAYMENT_EVENTS_QUEUE,
  };
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
