import type { AnyDatabase, ServiceCatalogue } from '@ssc/service-kit';
import type { BookingClient } from '../booking/booking-client';
import type { PaymentSettings } from '../config';
import type { PaymentProvider } from '../providers';

/** What the payment routes share. */
export interface PaymentDeps {
  db: AnyDatabase;
  settings: PaymentSettings;
  /** Undefined when payment is not enabled. */
  provider: PaymentProvider | undefined;
  catalogue: ServiceCatalogue;
  booking: BookingClient;
  /** Signs the payment outcomes sent to booking (and the service tokens for its /internal routes). */
  serviceKey: string;
  /** Called after a commit that added an outbox row, so the event leaves at once. */
  eventQueued(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot exist (and must not reach a uuid column as an SQL error). */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
