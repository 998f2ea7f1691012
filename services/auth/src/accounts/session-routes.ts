import {
  authMessages,
  errorMessages,
  loginSchema,
  registerSchema,
  userSchema,
} from '@ssc/contracts';
import { safeReturnPath } from '@ssc/contracts/return-path';
import {
  type ApiDocs,
  clientAddress,
  HttpError,
  type ServiceContext,
  type ServiceRouter,
  validateBody,
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
export function sessionRoutes(router: ServiceRouter, docs: ApiDocs, deps: AuthDeps): void {
  const { db, options, limits } = deps;

  async function signIn(ctx: ServiceContext, user: UserRow): Promise<void> {
    // A new sign-in replaces whatever session this browser had.
    const previous = readSessionCookie(ctx);
    if (previous) await deleteSession(db, previous);
    const token = await createSession(db, user.id, options.sessionTtlSeconds);
    setSessionCookie(ctx, token, options.sessionTtlSeconds, options.secureCookies);
    ctx.set('Cache-Control', 'no-store');
  }

  const registration = validateBody(registerSchema);
  docs.add('post', '/api/register', {
    summary: 'إنشاء حساب (بقراءتي النموذج: الاسم الكامل أو أجزاء الاسم الأربعة) وتسجيل الدخول به',
    body: registerSchema,
    response: userSchema,
    status: 201,
    errors: [400, 409, 429],
  });
  router.post('/api/register', registration, async (ctx) => {
    const input = registration.value(ctx);
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(db, accountFromRegistration(input, passwordHash));
    await signIn(ctx, user);
    ctx.state.log.info({ userId: user.id }, 'account registered');
    ctx.status = 201;
    ctx.body = toUser(user);
  });

  const credentials = validateBody(loginSchema);
  docs.add('post', '/api/login', {
    summary: 'تسجيل الدخول باسم المستخدم أو البريد الإلكتروني',
    body: loginSchema,
    response: userSchema,
    errors: [400, 401, 429],
  });
  router.post('/api/login', credentials, async (ctx) => {
    const { username, password } = credentials.value(ctx);
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
    await signIn(ctx, user);
    ctx.state.log.info({ userId: user.id }, 'signed in');
    ctx.body = toUser(user);
  });

  docs.add('post', '/api/logout', {
    summary: 'تسجيل الخروج: يحذف الجلسة فوراً ويمسح ملف تعريف الارتباط',
    status: 204,
  });
  router.post('/api/logout', async (ctx) => {
    const token = readSessionCookie(ctx);
    if (token) await deleteSession(db, token);
    clearSessionCookie(ctx, options.secureCookies);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });

  docs.add('get', '/api/user', {
    summary: 'المستخدم الحالي؛ 401 تعني أن الزائر غير مسجل الدخول',
    response: userSchema,
    errors: [401],
    access: 'user',
  });
  router.get('/api/user', async (ctx) => {
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
  docs.add('get', '/api/login', {
    summary:
      'تحويل إلى صفحة تسجيل الدخول /auth، مع next (مسار من هذا الموقع فقط) للعودة إليه بعد الدخول',
    status: 302,
  });
  router.get('/api/login', (ctx) => {
    // Back to the page that asked for sign-in, when it is a page of this site (never elsewhere).
    const next = safeReturnPath(typeof ctx.query.next === 'string' ? ctx.query.next : undefined);
    ctx.redirect(next ? `/auth?tab=login&next=${encodeURIComponent(next)}` : '/auth');
  });
}
