import type { AnyDatabase, ServiceCatalogue } from '@ssc/service-kit';
import type { OfficeNotices } from '@ssc/service-kit/outbox';
import type { UploadStore } from '@ssc/service-kit/uploads';
import type { AvailabilityCache } from '../availability/availability-store';
import type { BookingSettings } from '../config';

/** What the booking routes share. */
export interface BookingDeps {
  db: AnyDatabase;
  store: UploadStore;
  catalogue: ServiceCatalogue;
  settings: BookingSettings;
  /** The office's availability as `GET /api/slots` lists it (checks read it fresh). */
  availability: AvailabilityCache;
  /** Seals the emails in the outbox (see addToOutbox). */
  serviceKey: string;
  /** Tells the office of a new booking or paid request, in the transaction that makes it. */
  office: OfficeNotices;
  /** Called after a commit that added an outbox row, so the email leaves at once. */
  emailQueued(): void;
  /** The clock of every time rule (horizon, payment hold); tests pass a controllable one. */
  now(): Date;
}
