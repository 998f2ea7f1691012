import type { User } from '@ssc/contracts';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadAuthOptions } from '../config';
import { sessions, users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, resolveAsGateway, testKeyPrefix } from '../test-support/client';
import { resolveSession, sessionPolicy } from './sessions';

const redis = await testRedis();
const definition = createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;
  const policy = sessionPolicy(loadAuthOptions({}));

  /** Registers, optionally makes the account an admin, and signs in afresh. */
  async function signedIn(role: 'user' | 'admin') {
    const payload = registration();
    const reg = await call<User>(url(), '/api/register', { body: payload });
    expect(reg.status).toBe(201);
    await db().update(users).set({ role }).where(eq(users.id, reg.body.id));
    const login = await call<User>(url(), '/api/login', {
      body: { username: payload.username, password: payload.password },
    });
    expect(login.status).toBe(200);
    // Only the sign-in's session is looked at (the registration opened one too).
    await call(url(), '/api/logout', { method: 'POST', session: reg.sessionCookie });
    return { userId: reg.body.id, session: login.sessionCookie ?? '', setCookie: login.setCookie };
  }

  const setTimes = (userId: string, times: { createdAt?: Date; lastSeenAt?: Date }) =>
    db().update(sessions).set(times).where(eq(sessions.userId, userId));
  const lastSeen = async (userId: string) =>
    (await db().select().from(sessions).where(eq(sessions.userId, userId)))[0]?.lastSeenAt;
  const works = async (session: string) => {
    const user = await call(url(), '/api/user', { session });
    const gateway = await resolveAsGateway(url(), sut.service.config.dataDir, session);
    expect(gateway.status === 200).toBe(user.status === 200);
    return user.status === 200;
  };

  describe('admin sessions (issue 37, row 5)', () => {
    it('last 12 hours at most: the cookie and the row say so', async () => {
      const { userId, setCookie } = await signedIn('admin');
      expect(setCookie).toMatch(/Max-Age=43200;/);
      const [row] = await db().select().from(sessions).where(eq(sessions.userId, userId));
      const life = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(Math.abs(life - 12 * HOUR)).toBeLessThan(5_000);
    });

    it('end after 30 idle minutes', async () => {
      const { userId, session } = await signedIn('admin');
      await setTimes(userId, { lastSeenAt: new Date(Date.now() - 29 * MINUTE) });
      expect(await works(session)).toBe(true);
      // Used just now: the clock of idleness starts again.
      await setTimes(userId, { lastSeenAt: new Date(Date.now() - 31 * MINUTE) });
      expect(await works(session)).toBe(false);
      expect(await lastSeen(userId)).toBeUndefined();
    });

    it('end 12 hours after sign-in however busy, also for a client made admin later', async () => {
      const { userId, session } = await signedIn('user');
      await setTimes(userId, { createdAt: new Date(Date.now() - 12 * HOUR - 1000) });
      expect(await works(session)).toBe(true);
      await db().update(users).set({ role: 'admin' }).where(eq(users.id, userId));
      expect(await works(session)).toBe(false);
    });

    it('the injected clock: idle and absolute limits at their boundaries', async () => {
      const { userId, session } = await signedIn('admin');
      const [row] = await db().select().from(sessions).where(eq(sessions.userId, userId));
      const t0 = row?.createdAt.getTime() ?? 0;
      const at = (ms: number) => resolveSession(db(), session, policy, new Date(t0 + ms));
      expect(await at(29 * MINUTE)).toMatchObject({ userId, role: 'admin' });
      // Touched at 29 min: still alive at 58, then used every 29 minutes up to 12 hours.
      for (let m = 58; m < 12 * 60; m += 29) expect(await at(m * MINUTE), `${m}`).toBeDefined();
      expect(await at(12 * HOUR)).toBeUndefined();
    });
  });

  describe('client sessions keep today’s behaviour', () => {
    it('14 days, no idle limit', async () => {
      const { userId, session, setCookie } = await signedIn('user');
      expect(setCookie).toMatch(/Max-Age=1209600;/);
      await setTimes(userId, {
        createdAt: new Date(Date.now() - 13 * 24 * HOUR),
        lastSeenAt: new Date(Date.now() - 13 * 24 * HOUR),
      });
      expect(await works(session)).toBe(true);
    });
  });

  describe('the last-seen time', () => {
    it('is written when older than a minute, not on every request', async () => {
      const { userId, session } = await signedIn('admin');
      const recent = new Date(Date.now() - 30_000);
      await setTimes(userId, { lastSeenAt: recent });
      expect(await works(session)).toBe(true);
      expect((await lastSeen(userId))?.getTime()).toBe(recent.getTime());
      await setTimes(userId, { lastSeenAt: new Date(Date.now() - 5 * MINUTE) });
      expect(await works(session)).toBe(true);
      expect(Date.now() - ((await lastSeen(userId))?.getTime() ?? 0)).toBeLessThan(10_000);
    });
  });
});
