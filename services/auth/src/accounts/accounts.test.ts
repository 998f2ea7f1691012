import { createHash, generateKeyPairSync } from 'node:crypto';
import { accountSlowedMessage, authMessages, errorMessages, type User } from '@ssc/contracts';
import { signIdentityToken } from '@ssc/service-kit/internal-auth';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createAuthService } from '../service';
import {
  call,
  fourPartRegistration,
  registration,
  removeQueuedEmails,
  resolveAsGateway,
  testKeyPrefix,
} from '../test-support/client';

const redis = await testRedis();
const definition = createAuthService({
  redisUrl: redis.url,
  redisKeyPrefix: testKeyPrefix(),
  publicUrl: 'https://sanad.test',
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;

  describe('registration', () => {
    // One broken field at a time, each answered with its own Arabic message (spec §5).
    it.each([
      ['username', { username: 'ab' }, authMessages.usernameMin],
      ['password', { password: 'short', confirmPassword: 'short' }, authMessages.passwordMin],
      ['confirmPassword', { confirmPassword: undefined }, authMessages.confirmPasswordRequired],
      ['email', { email: 'not-an-email' }, authMessages.emailInvalid],
      ['confirmEmail', { confirmEmail: 'also-not-one' }, authMessages.emailInvalid],
      ['nationality', { nationality: undefined }, authMessages.nationalityRequired],
      ['fullName', { fullName: undefined }, authMessages.nameRequired],
      ['mobileNumber', { mobileNumber: undefined }, authMessages.mobileRequired],
      ['mobileNumber', { mobileNumber: '12345' }, authMessages.mobileInvalid],
      ['confirmPassword', { confirmPassword: 'kalimat-sir-8' }, authMessages.passwordsMismatch],
      ['confirmEmail', { confirmEmail: 'other@example.test' }, authMessages.emailsMismatch],
      ['termsAccepted', { termsAccepted: undefined }, authMessages.termsRequired],
      ['termsAccepted', { termsAccepted: false }, authMessages.termsRequired],
      ['termsAccepted', { termsAccepted: 'true' }, authMessages.termsRequired],
    ])('refuses a bad %s with its Arabic message (%j)', async (field, change, message) => {
      const res = await call(url(), '/api/register', { body: registration(change) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: errorMessages.validation });
      expect((res.body.errors as Record<string, string>)[field]).toBe(message);
      expect(res.sessionCookie).toBeUndefined();
    });

    it('refuses the four-part reading without any name', async () => {
      const res = await call(url(), '/api/register', {
        body: fourPartRegistration({
          firstName: undefined,
          secondName: undefined,
          thirdName: undefined,
          fourthName: undefined,
        }),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ fullName: authMessages.nameRequired });
    });

    it('creates the account from the /auth payload, signs it in and stores only hashes', async () => {
      const payload = registration({
        email: 'Mixed.Case@Example.TEST',
        confirmEmail: 'mixed.case@example.test',
      });
      const res = await call<User>(url(), '/api/register', { body: payload });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        username: payload.username,
        email: 'mixed.case@example.test',
        firstName: 'محمد',
        lastName: 'الخطيب',
        role: 'user',
        // Opt-in (issue 33.3): not asked for, not given.
        whatsappConsent: false,
        // What the booking form and the service request start from (issue 33.4).
        fullName: 'محمد أحمد علي الخطيب',
        mobileNumber: '0791234567',
      });
      expect(res.setCookie).toMatch(
        /^ssc_session=[\w-]{43}; Path=\/; Max-Age=1209600; HttpOnly; SameSite=Lax$/,
      );

      const token = res.sessionCookie ?? '';
      const me = await call<User>(url(), '/api/user', { session: token });
      expect(me.status).toBe(200);
      expect(me.body).toEqual(res.body);

      const [row] = await db().select().from(users).where(eq(users.id, res.body.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row).toMatchObject({
        fullName: 'محمد أحمد علي الخطيب',
        nationalId: '9981234567',
        mobileNumber: '0791234567',
        workStatus: 'مشترك, متقاعد',
        userNationality: 'أردني',
      });
      const stored = await db().select().from(sessions).where(eq(sessions.userId, res.body.id));
      expect(stored.map((s) => s.id)).toEqual([sha256(token)]);
    });

    it('stores when the terms were accepted, by the server clock, never a time the client sent', async () => {
      const before = Date.now();
      const res = await call<User>(url(), '/api/register', {
        body: registration({ termsAcceptedAt: '2001-01-01T00:00:00.000Z' }),
      });
      const after = Date.now();
      expect(res.status).toBe(201);
      const [row] = await db().select().from(users).where(eq(users.id, res.body.id));
      const acceptedAt = row?.termsAcceptedAt?.getTime() ?? Number.NaN;
      // The database keeps microseconds; the clock here has milliseconds.
      expect(acceptedAt).toBeGreaterThanOrEqual(before - 1);
      expect(acceptedAt).toBeLessThanOrEqual(after + 1);
      // And the account made without consent was never stored.
      const refused = registration({ termsAccepted: undefined });
      expect((await call(url(), '/api/register', { body: refused })).status).toBe(400);
      const none = await db().select().from(users).where(eq(users.email, refused.email));
      expect(none).toEqual([]);
    });

    it('accepts the four-part reading: the username becomes the email', async () => {
      const payload = fourPartRegistration();
      const res = await call<User>(url(), '/api/register', { body: payload });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        username: payload.email,
        email: payload.email,
        firstName: 'Sara',
        lastName: 'Haddad',
      });
      const [row] = await db().select().from(users).where(eq(users.id, res.body.id));
      expect(row).toMatchObject({
        fullName: 'Sara Jamal Omar Haddad',
        nationality: 'non-jordanian',
        personalNumber: 'P-778899',
        socialSecurityNumber: '55554444',
        residenceStatus: 'resident',
        mobileNumber: '0781234567',
      });
    });

    it('answers 409 for a taken email (in any case) or username', async () => {
      const first = registration();
      expect((await call(url(), '/api/register', { body: first })).status).toBe(201);

      const upper = first.email.toUpperCase();
      const sameEmail = await call(url(), '/api/register', {
        body: registration({ email: upper, confirmEmail: upper }),
      });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({
        message: authMessages.emailTaken,
        errors: { email: authMessages.emailTaken },
      });

      const sameUsername = await call(url(), '/api/register', {
        body: registration({ username: first.username.toUpperCase() }),
      });
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body.message).toBe(authMessages.usernameTaken);
    });

    it('lets exactly one of two simultaneous registrations of one email win', async () => {
      const email = `race-${Date.now()}@example.test`;
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          call(url(), '/api/register', { body: registration({ email, confirmEmail: email }) }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    });
  });

  describe('sign-in and sessions', () => {
    async function registered(overrides: Record<string, unknown> = {}) {
      const payload = registration(overrides);
      const res = await call<User>(url(), '/api/register', { body: payload });
      expect(res.status).toBe(201);
      return { payload, user: res.body, session: res.sessionCookie ?? '' };
    }

    it('signs in by username and by email in any case', async () => {
      const { payload, user } = await registered();
      for (const name of [payload.username, payload.email.toUpperCase()]) {
        const res = await call<User>(url(), '/api/login', {
          body: { username: name, password: payload.password },
        });
        expect(res.status, name).toBe(200);
        expect(res.body).toEqual(user);
        expect(res.sessionCookie).toMatch(/^[\w-]{43}$/);
      }
    });

    it('answers the same 401 for a wrong password and for an unknown account', async () => {
      const { payload } = await registered();
      const wrong = await call(url(), '/api/login', {
        body: { username: payload.username, password: 'not-the-password' },
      });
      const unknown = await call(url(), '/api/login', {
        body: { username: 'nobody-here', password: 'whatever-1' },
      });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: authMessages.invalidCredentials });
        expect(res.sessionCookie).toBeUndefined();
      }
    });

    it('validates the sign-in form in Arabic', async () => {
      const res = await call(url(), '/api/login', { body: { username: '', password: '' } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        username: authMessages.usernameRequired,
        password: authMessages.passwordRequired,
      });
    });

    it('a new sign-in in the same browser ends its previous session', async () => {
      const { payload, session } = await registered();
      const again = await call(url(), '/api/login', {
        session,
        body: { username: payload.username, password: payload.password },
      });
      expect(again.status).toBe(200);
      expect((await call(url(), '/api/user', { session })).status).toBe(401);
      expect((await call(url(), '/api/user', { session: again.sessionCookie })).status).toBe(200);
    });

    it('logout deletes the session at once: the old cookie is refused afterwards', async () => {
      const { session } = await registered();
      const out = await call(url(), '/api/logout', { method: 'POST', session });
      expect(out.status).toBe(204);
      expect(out.setCookie).toMatch(/^ssc_session=; Path=\/; Max-Age=0;/);
      const replay = await call(url(), '/api/user', { session });
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ message: errorMessages.unauthorized });
      const resolved = await resolveAsGateway(url(), sut.service.config.dataDir, session);
      expect(resolved.status).toBe(404);
    });

    it('an expired session is refused and removed', async () => {
      const { session, user } = await registered();
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user.id));
      const res = await call(url(), '/api/user', { session });
      expect(res.status).toBe(401);
      expect(res.setCookie).toMatch(/Max-Age=0/);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    });

    it('resolves a live session for the gateway and nothing else', async () => {
      const { session, user } = await registered();
      const res = await resolveAsGateway(url(), sut.service.config.dataDir, session);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userId: user.id, role: 'user' });
      const forged = await resolveAsGateway(url(), sut.service.config.dataDir, 'x'.repeat(43));
      expect(forged.status).toBe(404);
    });

    it('refuses a caller that skipped the gateway: no cookie, or a token signed with another key', async () => {
      const anonymous = await call(url(), '/api/user');
      expect(anonymous.status).toBe(401);

      const { user } = await registered();
      const { privateKey } = generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      });
      const forged = signIdentityToken(privateKey, { userId: user.id, role: 'admin' });
      const res = await call(url(), '/api/user', {
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: errorMessages.unauthorized });
      // The genuine header is accepted by the kit; the user still comes from the session.
      const genuine = await call(url(), '/api/user', {
        headers: sut.identityHeaders({ userId: user.id, role: 'user' }),
      });
      expect(genuine.status).toBe(401);
    });

    it('blocks an account after 5 wrong passwords with 429 and Retry-After, also for the right one', async () => {
      const { payload } = await registered();
      const attempt = (password: string, name = payload.username) =>
        call(url(), '/api/login', { body: { username: name, password } });
      for (let i = 0; i < 5; i += 1) expect((await attempt(`wrong-${i}`)).status).toBe(401);
      // The email and the username are one account, one budget.
      const blocked = await attempt(payload.password, payload.email);
      expect(blocked.status).toBe(429);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      // Says when to try again (issue 37).
      expect(blocked.body).toEqual({ message: accountSlowedMessage(retryAfter) });
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it("an attacker's wrong passwords lock the attacker's address, not the owner elsewhere", async () => {
      const { payload } = await registered();
      const from = (address: string, password: string, name = payload.email) =>
        call(url(), '/api/login', {
          body: { username: name, password },
          // What the gateway forwards: the one client address it resolved.
          headers: { 'x-forwarded-for': address },
        });
      // The owner signed in at home and on the phone before: known places (issue 37).
      expect((await from('198.51.100.4', payload.password)).status).toBe(200);
      expect((await from('2001:db8::7', payload.password)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) {
        expect((await from('203.0.113.9', `guess-${i}`)).status).toBe(401);
      }
      expect((await from('203.0.113.9', payload.password)).status).toBe(429);
      expect((await from('203.0.113.9', payload.password, payload.username)).status).toBe(429);
      // The owner, at home or on the phone, still signs in.
      expect((await from('198.51.100.4', payload.password)).status).toBe(200);
      expect((await from('2001:db8::7', payload.password, payload.username)).status).toBe(200);
    });

    it('a successful sign-in clears the failure count', async () => {
      const { payload } = await registered();
      const attempt = (password: string) =>
        call(url(), '/api/login', { body: { username: payload.username, password } });
      for (let i = 0; i < 4; i += 1) expect((await attempt('wrong')).status).toBe(401);
      expect((await attempt(payload.password)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await attempt('wrong')).status).toBe(401);
      expect((await attempt(payload.password)).status).toBe(200);
    });

    it('never answers a password hash, a token or a national id', async () => {
      const { payload, session } = await registered();
      const answers = [
        await call(url(), '/api/user', { session }),
        await call(url(), '/api/login', {
          body: { username: payload.username, password: payload.password },
        }),
      ];
      for (const res of answers) {
        const text = JSON.stringify(res.body);
        expect(text).not.toMatch(/argon2|passwordHash|password_hash/);
        expect(text).not.toContain(payload.nationalId);
        expect(text).not.toContain(session);
      }
    });
  });

  it('removes the emails its tests queued', async () => {
    if (!redis.skip) await removeQueuedEmails(db(), redis.url);
  });
});
