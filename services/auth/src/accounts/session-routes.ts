import { authMessages, errorMessages, userAdminMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { safeReturnPath } from '@ssc/contracts/return-path';
import {
  clientAddress,
  HttpError,
  type ServiceContext,
  type ServiceRoutes,
} from '@ssc/service-kit';
import type { AuthDeps } from '../auth-deps';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, deleteSession, resolveSession } from './sessions';
import {
  accountFromRegistration,
  findById,
  findByLogin,
  insertUser,
  toUser,
  type UserRow,
} from './users';

/** Registration, sign-in, sign-out and the current user (spec §7, design §4). */
export function sessionRoutes(routes: ServiceRoutes, deps: AuthDeps): void {
  const { db, options, limits } = deps;

  async function signIn(ctx: ServiceContext, user: UserRow): Promise<void> {
    // A new sign-in replaces whatever session this browser had.
    const previous = readSessionCookie(ctx);
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, user.id, options.sessionTtlSeconds);
    setSessionCookie(ctx, token, options.sessionTtlSeconds, options.secureCookies);
    ctx.set('Cache-Control', 'no-store');
  }

  routes.serve(endpoints.register, async (ctx, { body: input }) => {
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(db, accountFromRegistration(input, passwordHash));
    await signIn(ctx, user);
    ctx.state.log.info({ userId: user.id }, 'account registered');
    ctx.status = 201;
    ctx.body = toUser(user);
  });

  routes.serve(endpoints.login, async (ctx, { body: { username, password } }) => {
    const candidates = await findByLogin(db, username);
    // Counted per account (its username and email share one budget) and per client address, so
    // an attacker's wrong passwords lock out the attacker's address, never the owner elsewhere.
    const limitKey = `${candidates[0]?.id ?? username.toLowerCase()}|${clientAddress(ctx)}`;
    const waitSeconds = await limits.loginBlockedFor(limitKey);
    if (waitSeconds !== undefined) {
      // Answered here, not thrown: the kit's error handler drops headers such as Retry-After.
      ctx.status = 429;
      ctx.set('Retry-After', String(waitSeconds));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: authMessages.tooManyAttempts };
      return;
    }
    let user: UserRow | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash, password)) {
        user = candidate;
        break;
      }
    }
    if (candidates.length === 0) await verifyAgainstDummy(password);
    if (!user) {
      await limits.loginFailed(limitKey);
      ctx.state.log.info({ knownAccount: candidates.length > 0 }, 'sign-in refused');
      throw new HttpError(401, authMessages.invalidCredentials);
    }
    await limits.loginSucceeded(limitKey);
    // Said only to whoever knows the password, so it tells a stranger nothing about the account.
    if (user.disabledAt) {
      ctx.state.log.info({ userId: user.id }, 'sign-in refused: account disabled');
      throw new HttpError(403, userAdminMessages.accountDisabled);
    }
    await signIn(ctx, user);
    ctx.state.log.info({ userId: user.id }, 'signed in');
    ctx.body = toUser(user);
  });

  routes.serve(endpoints.logout, async (ctx) => {
    const token = readSessionCookie(ctx);
    if (token) await deleteSession(db, token);
    clearSessionCookie(ctx, options.secureCookies);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  // Not signed in: a 401 that also clears a stale cookie (so the handler checks, not the kit).
  routes.serve(endpoints.currentUser, { accessCheckedByHandler: true }, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const token = readSessionCookie(ctx);
    const owner = token ? await resolveSession(db, token) : undefined;
    const user = owner ? await findById(db, owner.userId) : undefined;
    if (!user) {
      // A stale cookie is of no use to the browser any more (answered here, not thrown, so that
      // the error handler keeps the Set-Cookie header).
      if (token) clearSessionCookie(ctx, options.secureCookies);
      ctx.status = 401;
      ctx.body = { message: errorMessages.unauthorized };
      return;
    }
    ctx.body = toUser(user);
  });

  // The front end sends signed-out users here (spec §8); the sign-in page lives at /auth.
  routes.serve(endpoints.signInPage, (ctx) => {
    // Back to the page that asked for sign-in, when it is a page of this site (never elsewhere).
    const next = safeReturnPath(typeof ctx.query.next === 'string' ? ctx.query.next : undefined);
    ctx.redirect(next ? `/auth?tab=login&next=${encodeURIComponent(next)}` : '/auth');
  });
}
