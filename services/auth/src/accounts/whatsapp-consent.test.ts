import { errorMessages, type User, whatsappMessages } from '@ssc/contracts';
import {
  captureLogs,
  describeService,
  identityHeaders,
  startTestService,
  testDatabases,
  testRedis,
} from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, testKeyPrefix } from '../test-support/client';

/** The account's WhatsApp consent (issue 33.3): given at registration or later, withdrawn. */

const redis = await testRedis();
const definition = createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() });

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;

  const consentAt = async (id: string) => {
    const [row] = await db()
      .select({ at: users.whatsappConsentAt })
      .from(users)
      .where(eq(users.id, id));
    return row?.at;
  };

  /** A registered account: its session cookie and its identity as the gateway sends it. */
  async function account(overrides: Record<string, unknown> = {}) {
    const res = await call<User>(url(), '/api/register', { body: registration(overrides) });
    expect(res.status).toBe(201);
    return {
      user: res.body,
      session: res.sessionCookie ?? '',
      headers: sut.identityHeaders({ userId: res.body.id, role: 'user' }),
    };
  }

  const put = (body: unknown, headers?: Record<string, string>) =>
    call<User & { message?: string; errors?: Record<string, string> }>(
      url(),
      '/api/user/whatsapp-consent',
      { method: 'PUT', body, headers },
    );

  describe('at registration', () => {
    it('stores the time by the server clock when given, and every user answer says so', async () => {
      const before = Date.now();
      const { user, session } = await account({
        whatsappConsent: true,
        whatsappConsentAt: '2001-01-01T00:00:00.000Z',
      });
      const after = Date.now();
      expect(user.whatsappConsent).toBe(true);
      const at = (await consentAt(user.id))?.getTime() ?? Number.NaN;
      // The database keeps microseconds; the clock here has milliseconds.
      expect(at).toBeGreaterThanOrEqual(before - 1);
      expect(at).toBeLessThanOrEqual(after + 1);
      const current = await call<User>(url(), '/api/user', { session });
      expect(current.body.whatsappConsent).toBe(true);
    });

    it('takes the checkbox of a form (`on`, `true`) as consent', async () => {
      for (const value of ['on', 'true']) {
        const { user } = await account({ whatsappConsent: value });
        expect([value, user.whatsappConsent]).toEqual([value, true]);
        expect(await consentAt(user.id)).toBeInstanceOf(Date);
      }
    });

    it('stores none without it or when refused: opt-in', async () => {
      for (const change of [{}, { whatsappConsent: false }, { whatsappConsent: '' }]) {
        const { user, session } = await account(change);
        expect(user.whatsappConsent).toBe(false);
        expect(await consentAt(user.id)).toBeNull();
        const login = await call<User>(url(), '/api/user', { session });
        expect(login.body.whatsappConsent).toBe(false);
      }
    });

    it("refuses 'yes' with the Arabic message and makes no account", async () => {
      const body = registration({ whatsappConsent: 'yes' });
      const res = await call(url(), '/api/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: errorMessages.validation,
        errors: { whatsappConsent: whatsappMessages.consentInvalid },
      });
      expect(res.sessionCookie).toBeUndefined();
      expect(await db().select().from(users).where(eq(users.email, body.email))).toEqual([]);
    });

    it('is in the sign-in answer too', async () => {
      const payload = registration({ whatsappConsent: true });
      expect((await call(url(), '/api/register', { body: payload })).status).toBe(201);
      const login = await call<User>(url(), '/api/login', {
        body: { username: payload.username, password: payload.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.whatsappConsent).toBe(true);
    });
  });

  describe('PUT /api/user/whatsapp-consent', () => {
    it('answers a caller without a session 401 and changes nothing', async () => {
      const { user, session } = await account();
      const guest = await put({ consent: true });
      expect(guest.status).toBe(401);
      expect(guest.body).toEqual({ message: errorMessages.unauthorized });
      // The browser's cookie alone is not an identity here: the gateway's token is.
      const cookieOnly = await call(url(), '/api/user/whatsapp-consent', {
        method: 'PUT',
        body: { consent: true },
        session,
      });
      expect(cookieOnly.status).toBe(401);
      expect(await consentAt(user.id)).toBeNull();
    });

    it('gives and withdraws it, keeps the first time, and GET /api/user follows', async () => {
      const { user, session, headers } = await account();
      const before = Date.now();
      const given = await put({ consent: true }, headers);
      const after = Date.now();
      expect(given.status).toBe(200);
      expect(given.headers.get('cache-control')).toBe('no-store');
      expect(given.body).toEqual({ ...user, whatsappConsent: true });
      const first = (await consentAt(user.id))?.getTime() ?? Number.NaN;
      expect(first).toBeGreaterThanOrEqual(before - 1);
      expect(first).toBeLessThanOrEqual(after + 1);
      expect((await call<User>(url(), '/api/user', { session })).body.whatsappConsent).toBe(true);

      // Given again: the first time stays.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await put({ consent: true }, headers);
      expect(again.body.whatsappConsent).toBe(true);
      expect((await consentAt(user.id))?.getTime()).toBe(first);

      const withdrawn = await put({ consent: false }, headers);
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.headers.get('cache-control')).toBe('no-store');
      expect(withdrawn.body).toEqual({ ...user, whatsappConsent: false });
      expect(await consentAt(user.id)).toBeNull();
      expect((await call<User>(url(), '/api/user', { session })).body.whatsappConsent).toBe(false);

      // Withdrawn twice is still withdrawn; given after that is a new time.
      expect((await put({ consent: false }, headers)).body.whatsappConsent).toBe(false);
      expect((await put({ consent: true }, headers)).body.whatsappConsent).toBe(true);
      expect((await consentAt(user.id))?.getTime()).toBeGreaterThan(first);
    });

    it.each([
      ['no body', undefined],
      ['no consent', {}],
      ['a string', { consent: 'true' }],
      ['yes', { consent: 'yes' }],
      ['null', { consent: null }],
    ])('refuses %s with the Arabic message', async (_name, body) => {
      const { user, headers } = await account({ whatsappConsent: true });
      const res = await put(body, headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: errorMessages.validation });
      expect(res.body.errors?.consent).toBe(whatsappMessages.consentInvalid);
      expect(await consentAt(user.id)).toBeInstanceOf(Date);
    });

    it("changes only the caller's account, whatever the body names", async () => {
      const caller = await account();
      const other = await account();
      const otherWithConsent = await account({ whatsappConsent: true });
      const otherAt = await consentAt(otherWithConsent.user.id);

      const res = await put({ consent: true, userId: other.user.id }, caller.headers);
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(caller.user.id);
      expect(await consentAt(caller.user.id)).toBeInstanceOf(Date);
      expect(await consentAt(other.user.id)).toBeNull();

      const withdraw = await put(
        { consent: false, userId: otherWithConsent.user.id, id: otherWithConsent.user.id },
        caller.headers,
      );
      expect(withdraw.body.id).toBe(caller.user.id);
      expect(await consentAt(caller.user.id)).toBeNull();
      expect(await consentAt(otherWithConsent.user.id)).toEqual(otherAt);
    });

    it('answers 401 for the token of an account that no longer exists', async () => {
      const { user, headers } = await account();
      await db().delete(users).where(eq(users.id, user.id));
      const res = await put({ consent: true }, headers);
      expect(res.status).toBe(401);
    });
  });
});

for (const target of await testDatabases()) {
  describe(`WhatsApp consent logs on ${target.name}`, () => {
    it('name the account and the answer, never the phone', async () => {
      const logs = captureLogs();
      const database = await target.create('auth');
      const service = await startTestService(
        createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() }),
        database,
        { logDestination: logs.stream, logLevel: 'debug' },
      );
      const mobileNumber = '0797654321';
      let userId = '';
      try {
        const res = await call<User>(service.url, '/api/register', {
          body: registration({ mobileNumber, whatsappConsent: true }),
        });
        expect(res.status).toBe(201);
        userId = res.body.id;
        const headers = identityHeaders(service.config.dataDir, { userId, role: 'user' });
        for (const consent of [false, true]) {
          const put = await call(service.url, '/api/user/whatsapp-consent', {
            method: 'PUT',
            body: { consent },
            headers,
          });
          expect(put.status).toBe(200);
        }
      } finally {
        await service.close();
        await database.dispose();
      }
      const changes = logs.lines().filter((l) => String(l.msg).startsWith('WhatsApp consent'));
      expect(changes.map((l) => [l.msg, l.userId, l.whatsappConsent])).toEqual([
        ['WhatsApp consent withdrawn', userId, false],
        ['WhatsApp consent given', userId, true],
      ]);
      const text = logs.text();
      expect(text).not.toContain(mobileNumber);
      expect(text).not.toContain('797654321');
    }, 60_000);
  });
}
