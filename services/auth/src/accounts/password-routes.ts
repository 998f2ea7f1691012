import { authMessages, type PasswordResetJob } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { badRequest, clientAddress, type ServiceRoutes } from '@ssc/service-kit';
import { addToOutbox } from '@ssc/service-kit/outbox';
import { and, eq, gt, isNotNull, isNull, notExists } from 'drizzle-orm';
import type { AuthDeps } from '../auth-deps';
import { outbox, passwordResets, users } from '../db/schema';
import { assertUncommonPassword } from './breached-passwords';
import { clearSessionCookie } from './cookie';
import { hashPassword } from './passwords';
import { deleteUserSessions } from './sessions';
import { newToken, tokenHash } from './tokens';
import { findByEmail } from './users';

/** Forgotten password: an emailed single-use link, then a new password (design §3). */
export function passwordRoutes(routes: ServiceRoutes, deps: AuthDeps): void {
  const { db, options, limits } = deps;

  routes.serve(endpoints.forgotPassword, async (ctx, { body: { email } }) => {
    // Checked for every address, registered or not, so the time taken tells nothing either.
    const allowed = await limits.takeResetEmail(email);
    const found = allowed ? await findByEmail(db, email) : undefined;
    // A disabled account gets no link either (its sign-in is refused; the answer is the same).
    const user = found?.disabledAt ? undefined : found;
    if (user) {
      const token = newToken();
      const hash = tokenHash(token);
      // Data for the worker's password-reset template (services/worker/src/templates/).
      const email: PasswordResetJob = {
        template: 'password-reset',
        to: user.email,
        firstName: user.firstName ?? '',
        resetUrl: `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        validMinutes: Math.round(options.resetTokenTtlSeconds / 60),
      };
      await db.transaction(async (tx) => {
        await tx.insert(passwordResets).values({
          tokenHash: hash,
          userId: user.id,
          expiresAt: new Date(Date.now() + options.resetTokenTtlSeconds * 1000),
        });
        // The job id names the row by its hash (BullMQ refuses ':' in ids): the token itself
        // leaves this request only inside the email.
        // Sealed: the link is readable neither in this row nor in the queued job (issue 15).
        await addToOutbox(
          tx,
          outbox,
          { jobId: `password-reset-${hash.slice(0, 32)}`, email },
          deps.serviceKey,
        );
      });
      deps.nudgeMail();
      ctx.state.log.info({ userId: user.id }, 'password reset link queued');
    } else if (!allowed) {
      ctx.state.log.warn('password reset emails for one address over the hourly limit; none sent');
    } else if (found) {
      ctx.state.log.info(
        { userId: found.id },
        'password reset asked for a disabled account; none sent',
      );
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: authMessages.forgotPasswordAccepted };
  });

  // Asked when /reset-password opens (issue 33.4): a used, expired or unknown link says so before
  // the visitor types a password. The same conditions as the reset's claim below; nothing changes.
  routes.serve(endpoints.checkResetToken, async (ctx, { query: { token } }) => {
    const [usable] = await db
      .select({ userId: passwordResets.userId })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    ctx.set('Cache-Control', 'no-store');
    if (!usable) {
      throw badRequest(authMessages.resetTokenInvalid, { token: authMessages.resetTokenInvalid });
    }
    ctx.body = { valid: true };
  });

  routes.serve(endpoints.resetPassword, async (ctx, { body: { token, password } }) => {
    assertUncommonPassword(password);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      // One statement claims the link: of two concurrent uses only one sees it unused.
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            // A link sent before the account was disabled dies with it (issue 37, row 4): an
            // admin's disabling is not undone by whoever holds the mailbox.
            notExists(
              tx
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.id, passwordResets.userId), isNotNull(users.disabledAt))),
            ),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed) return undefined;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
      await deleteUserSessions(tx, claimed.userId);
      // Every other link sent to this account dies with it.
      await tx
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
      return claimed.userId;
    });
    if (!userId) {
      throw badRequest(authMessages.resetTokenInvalid, { token: authMessages.resetTokenInvalid });
    }
    ctx.state.log.info({ userId }, 'password reset; every session of the account ended');
    // The reset link proves the mailbox: the account-wide slowdown ends, and this address's
    // count too, and it becomes a known place (issue 37: the owner always gets back in).
    const address = clientAddress(ctx);
    await limits.slowdown.cleared(userId);
    await limits.loginSucceeded(`${userId}|${address}`);
    await limits.slowdown.rememberPlace(userId, address);
    clearSessionCookie(ctx, options.secureCookies);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: authMessages.resetSucceeded };
  });
}
