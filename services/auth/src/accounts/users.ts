import { authMessages, type Registration, type User } from '@ssc/contracts';
import { type Database, HttpError } from '@ssc/service-kit';
import { eq, or, sql } from 'drizzle-orm';
import { users } from '../db/schema';

// Both lookups go through the lower(...) unique indexes.
const lowerEmail = sql`lower(${users.email})`;
const lowerUsername = sql`lower(${users.username})`;

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
 * terms were accepted now, by this server's clock: a time sent by the client is never used.
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
  };
}

/**
 * Inserts the account. Uniqueness is left to the database (two racing registrations cannot both
 * win); the violated index says which Arabic message to answer with.
 */
export async function insertUser(db: Db, account: NewAccount): Promise<UserRow> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...account, email: account.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === undefined) throw error;
    if (constraint.includes('username')) {
      throw new HttpError(409, authMessages.usernameTaken, {
        username: authMessages.usernameTaken,
      });
    }
    throw new HttpError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
  }
}

/**
 * The accounts a sign-in name can mean: the one with that email first, then the one with that
 * username (case-insensitive both), so a username that looks like someone's email cannot shadow
 * that person's own sign-in.
 */
export async function findByLogin(db: Db, login: string): Promise<UserRow[]> {
  const name = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(lowerEmail, name), eq(lowerUsername, name)))
    .limit(2);
  return rows.sort((a, b) => Number(b.email === name) - Number(a.email === name));
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
