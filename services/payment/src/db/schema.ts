// Drizzle tables of the payment service. After a change: `npm run db:generate -w @ssc/payment-service`.

import { PAYMENT_METHODS, PAYMENT_SETTLERS, PAYMENT_STATUSES } from '@ssc/contracts';
import { createOutboxTable } from '@ssc/service-kit/outbox';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One payment per appointment or service request (unique by kind + target). `status` moves only
 * through provider events: pending → paid | failed, failed → paid; never away from paid.
 * Amounts in fils (JOD × 1000).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['appointment', 'service-request'] }).notNull(),
    targetId: text('target_id').notNull(),
    serviceId: text('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    /** Who asked for the intent: the identity's user id, or `guest`. */
    userId: text('user_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('JOD'),
    /** Who settles it: the card provider, or `office` for CliQ transfers and cash. */
    provider: text('provider', { enum: PAYMENT_SETTLERS }).notNull(),
    /** How it is (being) paid; a card payment that lands later switches it back to `card`. */
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    /** The booking's SND- or the request's REQ- reference, and the payer's name, for the office. */
    reference: text('reference'),
    payerName: text('payer_name'),
    /** The provider's intent id (HyperPay: the checkout id); null until the provider answered. */
    providerRef: text('provider_ref'),
    /**
     * The provider's id of the money movement once paid, when it is not the intent's (HyperPay's
     * payment id): refunds are made against it and the receipt prints it.
     */
    providerChargeRef: text('provider_charge_ref'),
    /** Bumped when a new intent must replace a canceled one (part of the idempotency key). */
    attempt: integer('attempt').notNull().default(0),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_target_unique').on(t.kind, t.targetId),
    uniqueIndex('payments_provider_ref_unique').on(t.providerRef),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'awaiting_confirmation', 'paid', 'failed')`,
    ),
    check('payments_method_check', sql`${t.method} in ('card', 'cliq', 'cash')`),
    check('payments_kind_check', sql`${t.kind} in ('appointment', 'service-request')`),
  ],
);

/** Provider events already processed (webhook deliveries are at-least-once and unordered). */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    outcome: text('outcome').notNull(),
    paymentId: uuid('payment_id'),
    /** What processing did: applied, unchanged, unknown-payment, amount-mismatch. */
    result: text('result').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Refunds of appointment payments, asked for by booking when a client or the office cancels
 * (`payment-refunds`). One per payment (the unique index): a request delivered twice refunds once.
 * `status` moves pending → succeeded | failed from the provider's answer or its webhook.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    targetId: text('target_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's refund id (Stripe: `re_…`); null until the provider answered. */
    providerRef: text('provider_ref'),
    /** Why the provider refused the refund, in its words (shown to the office). */
    failureReason: text('failure_reason'),
    /** Bumped when the office retries a refused refund (part of the idempotency key). */
    attempt: integer('attempt').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_payment_unique').on(t.paymentId),
    uniqueIndex('refunds_provider_ref_unique').on(t.providerRef),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/**
 * A CliQ transfer the client reported (one per payment; a rejected one may be reported again):
 * the optional bank confirmation they attached (a random name under DATA_DIR/uploads/transfers)
 * and the office's decision.
 */
export const transferReports = pgTable('transfer_reports', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  storedName: text('stored_name'),
  originalName: text('original_name'),
  mimeType: text('mime_type'),
  decision: text('decision', { enum: ['confirmed', 'rejected'] }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  bankReference: text('bank_reference'),
  rejectReason: text('reject_reason'),
});

/** Payment outcomes for the booking service (`payment-events` queue), written with the change. */
export const outbox = createOutboxTable();
