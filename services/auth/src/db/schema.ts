import { createOutboxTable } from '@ssc/service-kit/outbox';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts. `email` is stored lower-case and unique case-insensitively; `username` likewise (it
 * defaults to the email). Only the argon2id hash of the password is kept.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    fullName: text('full_name').notNull(),
    nationality: text('nationality', { enum: ['jordanian', 'non-jordanian'] }),
    nationalId: text('national_id'),
    personalNumber: text('personal_number'),
    mobileNumber: text('mobile_number'),
    socialSecurityNumber: text('social_security_number'),
    merchantInsuranceNumber: text('merchant_insurance_number'),
    userNationality: text('user_nationality'),
    residenceCountry: text('residence_country'),
    residenceStatus: text('residence_status'),
    workStatus: text('work_status'),
    /**
     * When the account holder accepted the terms of service at registration, by the server's
     * clock. Null for accounts from before the consent was asked, and for bootstrapped admins.
     */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /**
     * When the account holder agreed to appointment messages over WhatsApp (issue 33.3), by the
     * server's clock: at registration or later from the dashboard. Null while not agreed (opt-in);
     * withdrawing sets it back to null. Giving it again keeps the first time.
     */
    whatsappConsentAt: timestamp('whatsapp_consent_at', { withTimezone: true }),
    /**
     * Set by an admin (issue 19.6): a disabled account has no session and cannot sign in. Null
     * while active; an admin counts towards "the last admin" only while this is null.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's users list: newest first, paged.
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

/**
 * One namespace for sign-in names (issue 37): every username and every email of every account, in
 * lower case, unique by the primary key. The registration writes its names in the transaction of
 * its account, so of two racing registrations claiming one name only one commits, whichever
 * column (username or email) each puts it in; sign-in resolves a name here to exactly one account.
 */
export const signInNames = pgTable(
  'sign_in_names',
  {
    name: text('name').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['username', 'email'] }).notNull(),
  },
  (t) => [
    index('sign_in_names_user_id_idx').on(t.userId),
    check('sign_in_names_lower_check', sql`${t.name} = lower(${t.name})`),
    check('sign_in_names_kind_check', sql`${t.kind} in ('username', 'email')`),
  ],
);

/** Signed-in browsers. `id` is the SHA-256 of the cookie's random token, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * When the session was last used, to a minute (issue 37: an admin session ends after 30 idle
     * minutes). Touched only when older than a minute, so a busy session writes once a minute.
     */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/** Password-reset links: the SHA-256 of the emailed token, one hour, single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * Every admin action of every service (issue 19.6): the auth service's own changes of accounts,
 * written in their transaction, and what the gateway reports for the other services' admin calls.
 * The actor's email and name are copied at the time, so the entry still reads right after the
 * account changes; no foreign key, so it outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    /** The endpoint's name in the table (`updateAppointment`). */
    action: text('action').notNull(),
    target: text('target'),
    /** Arabic, for the admin reading the log. */
    summary: text('summary').notNull(),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

/** Reset emails, written in the transaction of their reset row and relayed to the `emails` queue. */
export const outbox = createOutboxTable();
