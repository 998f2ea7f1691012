import { PASSWORD_MIN_LENGTH } from '@ssc/contracts';
import type { Database, Logger } from '@ssc/service-kit';
import { z } from 'zod';
import { isCommonPassword } from './breached-passwords';
import { hashPassword } from './passwords';
import { findByEmail, insertUser, type UserRow } from './users';

export type AdminResult = { created: true; user: UserRow } | { created: false; user: UserRow };

const adminInput = z.object({
  email: z
    .email('the admin email (ADMIN_EMAIL or --email) must be an email address')
    .transform((v) => v.toLowerCase()),
  password: z
    .string()
    .min(
      PASSWORD_MIN_LENGTH,
      `the admin password (ADMIN_PASSWORD or --password) must have at least ${PASSWORD_MIN_LENGTH} characters`,
    )
    // The one account that can read every client's file gets the same check as a client's (issue 37).
    .refine(
      (password) => !isCommonPassword(password),
      'the admin password (ADMIN_PASSWORD or --password) is one of the most common breached passwords; choose another',
    ),
});

/**
 * Creates the admin account when no account has this email (design §2). An existing account is
 * left as it is, whatever its role: the operator decides what to do with it.
 */
export async function ensureAdmin(
  db: Database,
  credentials: { email: string; password: string },
  logger: Logger,
): Promise<AdminResult> {
  const parsed = adminInput.safeParse(credentials);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  }
  const { email, password } = parsed.data;
  const existing = await findByEmail(db, email);
  if (existing) {
    if (existing.role !== 'admin') {
      logger.warn(
        { userId: existing.id },
        'an account with ADMIN_EMAIL exists but is not an admin; it was left unchanged',
      );
    }
    return { created: false, user: existing };
  }
  try {
    const user = await insertUser(db, {
      username: email,
      email,
      passwordHash: await hashPassword(password),
      role: 'admin',
      fullName: 'مدير الموقع',
      firstName: 'مدير',
      lastName: 'الموقع',
    });
    logger.info({ userId: user.id }, 'admin account created');
    return { created: true, user };
  } catch (error) {
    // Another replica created it at the same moment.
    const raced = await findByEmail(db, email);
    if (raced) return { created: false, user: raced };
    throw error;
  }
}
