import {
  accountSlowedMessage,
  authMessages,
  errorMessages,
  userAdminMessages,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { safeReturnPath } from '@ssc/contracts/return-path';
import {
  clientAddress,
  HttpError,
  requireUser,
  type ServiceContext,
  type ServiceRoutes,
  unauthorized,
} from '@ssc/service-kit';
import type { AuthDeps } from '../auth-deps';
import { assertUncommonPassword } from './breached-passwords';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookie';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession, deleteSession, resolveSession, sessionPolicy } from './sessions';
import {
  accountFromRegistration,
  findById,
  findByLogin,
  insertUser,
  setWhatsAppConsent,
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
    // An admin's session lasts 12 hours at most (issue 37); a client's keeps the usual length.
    const ttl = user.role === 'admin' ? options.adminSessionMaxSeconds : options.sessionTtlSeconds;
    const token = await createSession(db, user.id, ttl);
    setSessionCookie(ctx, token, ttl, options.secureCookies);
    ctx.set('Cache-Control', 'no-store');
  }

  /** Answered here, not thrown: the kit's error handler drops headers such as Retry-After. */
  function tooMany(ctx: ServiceContext, waitSeconds: number): void {
    ctx.status = 429;
    ctx.set('Retry-After', String(waitSeconds));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { message: accountSlowedMessage(waitSeconds) };
  }

  routes.serve(endpoints.register, async (ctx, { body: input }) => {
    assertUncommonPassword(input.password);
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(db, accountFromRegistration(input, passwordHash));
    await signIn(ctx, user);
    // Where the account was made is a place its owner signs in from (see the slowdown below).
    await limits.slowdown.rememberPlace(user.id, clientAddress(ctx));
    ctx.state.log.info({ userId: user.id }, 'account registered');
    ctx.status = 201;
    ctx.body = toUser(user);
  });

  routes.serve(endpoints.login, async (ctx, { body: { username, password } }) => {
    const candidate = await findByLogin(db, username);
    const address = clientAddress(ctx);
    // Two budgets (issue 37). Per account and address: one address gets 5 wrong passwords per 15
    // minutes. Per account across all addresses: from the 5th wrong password on, the account
    // waits longer before each attempt, however many addresses guess. The owner is never locked
    // out: a place the account signed in from before skips the account-wide wait (its own
    // per-address budget still holds), and the reset link clears it.
    const account = candidate?.id ?? `name:${username.toLowerCase()}`;
    const addressKey = `${account}|${address}`;
    const addressWait = await limits.loginBlockedFor(addressKey);
    if (addressWait !== undefined) return tooMany(ctx, addressWait);
    const knownPlace = candidate ? await limits.slowdown.isKnownPlace(account, address) : false;
    if (!knownPlace) {
      const accountWait = await limits.slowdown.admit(account);
      if (accountWait !== undefined) {
        ctx.state.log.info({ knownAccount: Boolean(candidate) }, 'sign-in slowed for the account');
        return tooMany(ctx, accountWait);
      }
    }
    const user =
      candidate && (await verifyPassword(candidate.passwordHash, password)) ? candidate : undefined;
    if (!candidate) await verifyAgainstDummy(password);
    if (!user) {
      await limits.loginFailed(addressKey);
      // A guess through the gate was counted there already.
      if (knownPlace) await limits.slowdown.failed(account);
      ctx.state.log.info({ knownAccount: Boolean(candidate) }, 'sign-in refused');
      throw new HttpError(401, authMessages.invalidCredentials);
    }
    await limits.loginSucceeded(addressKey);
    // While the account is under attack, the owner's sign-in from a known place leaves the
    // count alone: clearing it would hand the attacker a fresh budget of fast guesses.
    if (!knownPlace || (await limits.slowdown.waitFor(account)) === undefined) {
      await limits.slowdown.cleared(account);
    }
    // Said only to whoever knows the password, so it tells a stranger nothing about the account.
    if (user.disabledAt) {
      ctx.state.log.info({ userId: user.id }, 'sign-in refused: account disabled');
      throw new HttpError(403, userAdminMessages.accountDisabled);
    }
    await signIn(ctx, user);
    await limits.slowdown.rememberPlace(user.id, address);
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
    const owner = token ? await resolveSession(db, token, sessionPolicy(options)) : undefined;
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

  // The account's WhatsApp consent (issue 33.3). Whose: the caller's identity alone, never the body.
  routes.serve(endpoints.accountWhatsAppConsent, async (ctx, { body: { consent } }) => {
    ctx.set('Cache-Control', 'no-store');
    const { userId } = requireUser(ctx);
    const user = await setWhatsAppConsent(db, userId, consent);
    // A signed token of an account deleted since: nobody to answer for.
    if (!user) throw unauthorized();
    // The account's id and its answer; never its phone.
    ctx.state.log.info(
      { userId: user.id, whatsappConsent: consent },
      consent ? 'WhatsApp consent given' : 'WhatsApp consent withdrawn',
    );
    ctx.body = toUser(user);
  });

  // The front end sends signed-out users here (spec §8); the sign-in page lives at /auth.
  routes.serve(endpoints.signInPage, (ctx) => {
    // Back to the page that asked for sign-in, when it is a page of this site (never elsewhere).
    const next = safeReturnPath(typeof ctx.query.next === 'string' ? ctx.query.next : undefined);
    ctx.redirect(next ? `/auth?tab=login&next=${encodeURIComponent(next)}` : '/auth');
  });
}
