import { authMessages, type Registration, type User } from '@ssc/contracts';
import { type Database, HttpError } from '@ssc/service-kit';
import { eq, sql } from 'drizzle-orm';
import { signInNames, users } from '../db/schema';

// Goes through the lower(email) unique index.
const lowerEmail = sql`lower(${users.email})`;

export type UserRow = typeof users.$inferSelect;
type Db = Pick<Database, 'select' | 'insert'>;

/** The public view of an account: never the hash, never the identity numbers. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    whatsappConsent: row.whatsappConsentAt !== null,
    fullName: row.fullName,
    // The forms a signed-in client fills start from it (issue 33.4); absent when none was given.
    ...(row.mobileNumber ? { mobileNumber: row.mobileNumber } : {}),
  };
}

/** PostgreSQL reports the violated unique index; drizzle wraps the error. */
function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

export type NewAccount = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

/**
 * The columns of a registration (both readings of the /auth payload, already normalised). The
 * terms were accepted now, by this server's clock: a time sent by the client is never used. So was
 * the WhatsApp consent, when given (issue 33.3; opt-in, absent is no).
 */
export function accountFromRegistration(
  registration: Registration,
  passwordHash: string,
  now: Date = new Date(),
): NewAccount {
  return {
    username: registration.username,
    email: registration.email,
    passwordHash,
    role: 'user',
    firstName: registration.firstName,
    lastName: registration.lastName,
    fullName: registration.fullName,
    nationality: registration.nationality,
    nationalId: registration.nationalId ?? null,
    personalNumber: registration.personalNumber ?? null,
    mobileNumber: registration.mobileNumber,
    socialSecurityNumber:
      registration.socialSecurityNumber ?? registration.optionalSocialNumber ?? null,
    merchantInsuranceNumber: registration.merchantInsuranceNumber ?? null,
    userNationality: registration.userNationality ?? null,
    residenceCountry: registration.residenceCountry ?? null,
    residenceStatus: registration.residenceStatus ?? null,
    workStatus: registration.workStatus ?? null,
    termsAcceptedAt: registration.termsAccepted ? now : null,
    whatsappConsentAt: registration.whatsappConsent ? now : null,
  };
}

/** Maps a unique violation to the 409 of the field whose name is taken (Arabic, field named). */
function taken(field: 'email' | 'username'): HttpError {
  const message = field === 'email' ? authMessages.emailTaken : authMessages.usernameTaken;
  return new HttpError(409, message, { [field]: message });
}

/** Runs one insert, turning a unique violation into the 409 of `field` (or of the index named). */
async function claiming<T>(field: 'email' | 'username', insert: Promise<T>): Promise<T> {
  try {
    return await insert;
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === undefined) throw error;
    throw taken(constraint.includes('username') ? 'username' : field);
  }
}

/**
 * Inserts the account and its sign-in names in one transaction. Uniqueness is left to the
 * database, never read first: the `sign_in_names` primary key holds every username and every
 * email in lower case, so two racing registrations that claim one name (as a username or as an
 * email) cannot both commit; the one that loses answers 409 naming the field it lost on.
 */
export async function insertUser(db: Pick<Database, 'transaction'>, account: NewAccount) {
  const email = account.email.toLowerCase();
  const username = account.username.toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await claiming(
      'email',
      tx
        .insert(users)
        .values({ ...account, email })
        .returning(),
    );
    if (!row) throw new Error('insert returned no row');
    // In the names' order, so two registrations claiming each other's names wait for one
    // another instead of deadlocking; each claim names its own field when it loses.
    const names = [
      { name: email, kind: 'email' as const },
      { name: username, kind: 'username' as const },
    ]
      .filter((n, i) => i === 0 || n.name !== email)
      .sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const { name, kind } of names) {
      await claiming(kind, tx.insert(signInNames).values({ name, userId: row.id, kind }));
    }
    return row;
  });
}

/**
 * The one account a sign-in name (username or email, any case) opens, through the sign-in
 * namespace: a name belongs to exactly one account, so no password decides between two.
 */
export async function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [found] = await db
    .select({ user: users })
    .from(signInNames)
    .innerJoin(users, eq(users.id, signInNames.userId))
    .where(eq(signInNames.name, login.trim().toLowerCase()))
    .limit(1);
  return found?.user;
}

export async function findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(lowerEmail, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Gives (by this server's clock, like the terms) or withdraws an account's WhatsApp consent (issue
 * 33.3). Giving it again keeps the first time; withdrawing clears it. One statement, so two racing
 * calls leave one of the two answers. Undefined when the account is gone.
 */
export async function setWhatsAppConsent(
  db: Pick<Database, 'update'>,
  userId: string,
  consent: boolean,
  now: Date = new Date(),
): Promise<UserRow | undefined> {
  const given = sql`coalesce(${users.whatsappConsentAt}, ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .update(users)
    .set({ whatsappConsentAt: consent ? given : null })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
