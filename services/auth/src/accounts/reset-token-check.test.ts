import { authMessages, EMAIL_QUEUE, passwordResetJobSchema, type User } from '@ssc/contracts';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets, users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, testKeyPrefix } from '../test-support/client';

const redis = await testRedis();
const definition = createAuthService({
  redisUrl: redis.url,
  redisKeyPrefix: testKeyPrefix(),
  publicUrl: 'https://sanad.test',
});

// Issue 33.4: /reset-password asks whether its link still works before showing the form.
await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;
  const check = (token: string) =>
    call(url(), `/api/reset-password/check?token=${encodeURIComponent(token)}`);

  /** A new account and the token of the reset link emailed to it. */
  async function linkFor(): Promise<{ token: string; user: User }> {
    const payload = registration();
    const registered = await call<User>(url(), '/api/register', { body: payload });
    expect(registered.status).toBe(201);
    const res = await call(url(), '/api/forgot-password', { body: { email: payload.email } });
    expect(res.status).toBe(200);
    const key = loadServiceKey(sut.service.config.dataDir);
    const mails = (await db().select().from(outbox))
      .map((row) => passwordResetJobSchema.parse(openPayload(key, EMAIL_QUEUE, row.payload)))
      .filter((mail) => mail.to === payload.email.toLowerCase());
    const token = new URL(mails.at(-1)?.resetUrl ?? 'https://x.test').searchParams.get('token');
    expect(token).toBeTruthy();
    return { token: token ?? '', user: registered.body };
  }

  const refused = {
    message: authMessages.resetTokenInvalid,
    errors: { token: authMessages.resetTokenInvalid },
  };

  describe('GET /api/reset-password/check', () => {
    it('answers 200 {valid:true} for a fresh link, uncached, and leaves it usable', async () => {
      const { token } = await linkFor();
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ valid: true });
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Asking twice does not use the link up.
      expect((await check(token)).status).toBe(200);
      const reset = await call(url(), '/api/reset-password', {
        body: { token, password: 'brand-new-secret-5', confirmPassword: 'brand-new-secret-5' },
      });
      expect(reset.status).toBe(200);
    });

    it('refuses a used link with the message the reset gives', async () => {
      const { token } = await linkFor();
      const body = { token, password: 'brand-new-secret-6', confirmPassword: 'brand-new-secret-6' };
      expect((await call(url(), '/api/reset-password', { body })).status).toBe(200);
      const res = await check(token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject(refused);
      // The reset itself says the same for it.
      const again = await call(url(), '/api/reset-password', { body });
      expect(again.body).toMatchObject({ message: authMessages.resetTokenInvalid });
    });

    it('refuses an expired link and one of a disabled account', async () => {
      const expired = await linkFor();
      await db()
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, expired.user.id));
      expect((await check(expired.token)).body).toMatchObject(refused);

      const disabled = await linkFor();
      await db()
        .update(users)
        .set({ disabledAt: new Date() })
        .where(eq(users.id, disabled.user.id));
      expect((await check(disabled.token)).status).toBe(400);
    });

    it('refuses a forged token, a malformed one and none, in the same words', async () => {
      const forged = await check('f'.repeat(43));
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject(refused);
      for (const path of ['/api/reset-password/check?token=short', '/api/reset-password/check']) {
        const res = await call(url(), path);
        expect(res.status, path).toBe(400);
        expect(res.body, path).toMatchObject({ errors: { token: authMessages.resetTokenInvalid } });
      }
    });
  });
});
