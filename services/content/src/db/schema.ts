import { SERVICE_STATES } from '@ssc/contracts';
import { createOutboxTable } from '@ssc/service-kit/outbox';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The services catalogue (spec §3). Prices are in Jordanian dinars, which have 3 decimals. The
 * office orders the list by `position` and sets each service's `state` (issue 34.3,
 * SERVICE_STATES); a service is never deleted, bookings name it.
 */
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    price: numeric('price', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    duration: integer('duration').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    state: text('state', { enum: SERVICE_STATES }).notNull().default('visible'),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('services_state_check', sql`${t.state} in ('visible', 'hidden', 'retired')`)],
);

/**
 * Messages of the contact form (spec §3): stored `new`, marked `read` (or unread again) by an
 * admin, `replied` once the office answers from the console (issue 34.10).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    inquiryType: text('inquiry_type').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['new', 'read', 'replied'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('contact_messages_status_check', sql`${t.status} in ('new', 'read', 'replied')`),
    // The admin list: newest first, paged.
    index('contact_messages_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * The office's email replies to contact messages (issue 34.10), oldest first under the message;
 * each is queued in the outbox in the transaction that stores it.
 */
export const contactMessageReplies = pgTable(
  'contact_message_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorId: text('author_id').notNull(),
    /** The office address the email gave as Reply-To. */
    replyTo: text('reply_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_message_replies_message_idx').on(t.messageId, t.createdAt)],
);

/** The office's notices of new contact messages and the visitors' «استلمنا رسالتك» (design §4 outbox). */
export const outbox = createOutboxTable();
