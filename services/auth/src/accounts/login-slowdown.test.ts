import { accountSlowedMessage, authMessages, type User } from '@ssc/contracts';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadAuthOptions } from '../config';
import { passwordResets } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, testKeyPrefix } from '../test-support/client';
import { createAccountSlowdown, slowdownDelaySeconds } from './account-slowdown';
import { isCommonPassword } from './breached-passwords';
import { newToken, tokenHash } from './tokens';

const redis = await testRedis();
// One second for the first wait, so the growth is seen without waiting half a minute.
const slowdown = { failures: 5, windowSeconds: 900, firstDelaySeconds: 1, maxDelaySeconds: 900 };
const definition = createAuthService({
  redisUrl: redis.url,
  redisKeyPrefix: testKeyPrefix(),
  accountSlowdown: slowdown,
});

describe('the slowdown rule', () => {
  it('by default: 5 wrong passwords, then 30 s doubling up to 15 min', () => {
    const rule = loadAuthOptions({}).accountSlowdown;
    const delays = [4, 5, 6, 7, 8, 9, 10, 40].map((n) => slowdownDelaySeconds(n, rule));
    expect(delays).toEqual([0, 30, 60, 120, 240, 480, 900, 900]);
  });

  it('keeps counting in memory while Redis is unreachable (injected clock)', async () => {
    let now = 1_000_000;
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true });
    const s = createAccountSlowdown(down, 'test', slowdown, () => now);
    // Five attempts go through (each counted); the fifth starts the wait.
    for (let i = 0; i < 5; i += 1) expect(await s.admit('acct')).toBeUndefined();
    expect(await s.admit('acct')).toBe(1);
    now += 1_000;
    expect(await s.admit('acct')).toBeUndefined();
    expect(await s.waitFor('acct')).toBe(2);
    // A wrong password from a known place counts too.
    now += 2_000;
    await s.failed('acct');
    expect(await s.waitFor('acct')).toBe(4);
    await s.rememberPlace('acct', '198.51.100.4');
    expect(await s.isKnownPlace('acct', '198.51.100.4')).toBe(true);
    expect(await s.isKnownPlace('acct', '203.0.113.1')).toBe(false);
    await s.cleared('acct');
    expect(await s.waitFor('acct')).toBeUndefined();
    down.disconnect();
  });
});

describe('the breached-password list', () => {
  it('holds about 10,000 common passwords, compared case-insensitively', () => {
    for (const p of ['password', 'PASSWORD', 'Password', '12345678', 'iloveyou', 'trustno1']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('kalimat-sir-9')).toBe(false);
  });
});

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;

  const from = (address: string, username: string, password: string) =>
    call<User>(url(), '/api/login', {
      body: { username, password },
      // What the gateway forwards: the one client address it resolved.
      headers: { 'x-forwarded-for': address },
    });

  async function registered() {
    const payload = registration();
    const res = await call<User>(url(), '/api/register', {
      body: payload,
      headers: { 'x-forwarded-for': '192.0.2.10' },
    });
    expect(res.status).toBe(201);
    return { payload, user: res.body };
  }

  /** Five wrong passwords, each from its own address (issue 37, row 3's attack). */
  async function guessFromFiveAddresses(name: string) {
    for (let i = 1; i <= 5; i += 1) {
      expect((await from(`203.0.113.${i}`, name, `guess-${i}`)).status).toBe(401);
    }
  }

  describe('guessing from many addresses (issue 37, row 3)', () => {
    it('slows the account down after 5 wrong passwords from anywhere: 429, Retry-After, an Arabic when', async () => {
      const { payload } = await registered();
      await guessFromFiveAddresses(payload.email);
      // A sixth address, the email or the username, even the right password: wait.
      for (const [address, name, password] of [
        ['203.0.113.6', payload.email, 'guess-6'],
        ['203.0.113.7', payload.username, payload.password],
      ] as const) {
        const res = await from(address, name, password);
        expect(res.status, address).toBe(429);
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(res.body).toEqual({ message: accountSlowedMessage(retryAfter) });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
      expect(accountSlowedMessage(1)).toMatch(/حاول مرة أخرى بعد 1 ثانية/);
      expect(accountSlowedMessage(900)).toMatch(/بعد 15 دقيقة/);
    });

    it('a burst of parallel guesses from 20 addresses gets no more than 5 through', async () => {
      const { payload } = await registered();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => from(`203.0.113.${100 + i}`, payload.email, `g-${i}`)),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    });

    it('each further wrong password makes the wait longer', async () => {
      const { payload } = await registered();
      await guessFromFiveAddresses(payload.username);
      expect(
        Number((await from('203.0.113.8', payload.username, 'x')).headers.get('retry-after')),
      ).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await from('203.0.113.8', payload.username, 'guess-6')).status).toBe(401);
      const next = await from('203.0.113.9', payload.username, 'guess-7');
      expect(next.status).toBe(429);
      expect(Number(next.headers.get('retry-after'))).toBe(2);
    });

    it('never locks the owner out: a known place still signs in, and the slowdown stays for others', async () => {
      const { payload, user } = await registered();
      // The owner signed in from the phone before; the registration's address counts too.
      expect((await from('198.51.100.4', payload.username, payload.password)).status).toBe(200);
      await guessFromFiveAddresses(payload.email);
      for (const address of ['198.51.100.4', '192.0.2.10']) {
        const res = await from(address, payload.email, payload.password);
        expect(res.status, address).toBe(200);
        expect(res.body.id).toBe(user.id);
      }
      // The owner's success did not hand the attacker fresh guesses.
      expect((await from('203.0.113.6', payload.email, 'guess-6')).status).toBe(429);
    });

    it('the reset link ends the slowdown: the owner signs in from a new place', async () => {
      const { payload, user } = await registered();
      await guessFromFiveAddresses(payload.email);
      const token = newToken();
      await db()
        .insert(passwordResets)
        .values({
          tokenHash: tokenHash(token),
          userId: user.id,
          expiresAt: new Date(Date.now() + 60_000),
        });
      const fresh = 'a-new-long-secret-4';
      const reset = await call(url(), '/api/reset-password', {
        body: { token, password: fresh, confirmPassword: fresh },
        headers: { 'x-forwarded-for': '100.64.0.9' },
      });
      expect(reset.status).toBe(200);
      expect((await from('100.64.0.10', payload.email, fresh)).status).toBe(200);
    });
  });

  describe('common breached passwords (ASVS 2.1.7)', () => {
    it.each(['password', 'Password', '12345678', 'iloveyou'])(
      'registration refuses %s with the Arabic message',
      async (common) => {
        const res = await call(url(), '/api/register', {
          body: registration({ password: common, confirmPassword: common }),
        });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ password: authMessages.passwordBreached });
      },
    );
  });
});
