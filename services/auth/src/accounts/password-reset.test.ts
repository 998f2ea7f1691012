import { createHash } from 'node:crypto';
import {
  authMessages,
  EMAIL_QUEUE,
  type PasswordResetJob,
  passwordResetJobSchema,
  type User,
} from '@ssc/contracts';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, passwordResets, sessions, users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, removeQueuedEmails, testKeyPrefix } from '../test-support/client';

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

  async function registered() {
    const payload = registration();
    const res = await call<User>(url(), '/api/register', { body: payload });
    expect(res.status).toBe(201);
    return { payload, user: res.body, session: res.sessionCookie ?? '' };
  }

  /** What only the worker can do: open an email job sealed with the service key. */
  const openEmail = (sealed: unknown) =>
    passwordResetJobSchema.parse(
      openPayload(loadServiceKey(sut.service.config.dataDir), EMAIL_QUEUE, sealed),
    );

  async function emailsTo(to: string): Promise<PasswordResetJob[]> {
    const rows = await db().select().from(outbox);
    return rows.map((r) => openEmail(r.payload)).filter((m) => m.to === to);
  }

  /** Asks for a link and returns the token from the email that was written to the outbox. */
  async function requestLink(email: string): Promise<string> {
    const to = email.toLowerCase();
    const before = (await emailsTo(to)).length;
    const res = await call(url(), '/api/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    const mails = await emailsTo(to);
    expect(mails).toHaveLength(before + 1);
    const match = /https:\/\/sanad\.test\/reset-password\?token=([\w-]+)/.exec(
      mails.at(-1)?.resetUrl ?? '',
    );
    expect(match).not.toBeNull();
    return match?.[1] ?? '';
  }

  describe('forgot password', () => {
    it('answers the same message whether or not the email is registered', async () => {
      const { payload } = await registered();
      const known = await call(url(), '/api/forgot-password', { body: { email: payload.email } });
      const unknown = await call(url(), '/api/forgot-password', {
        body: { email: 'nobody@example.test' },
      });
      for (const res of [known, unknown]) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: authMessages.forgotPasswordAccepted });
      }
      expect(await emailsTo('nobody@example.test')).toEqual([]);
    });

    it('sends no link to a disabled account, with the same answer', async () => {
      const { payload, user } = await registered();
      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      const res = await call(url(), '/api/forgot-password', { body: { email: payload.email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: authMessages.forgotPasswordAccepted });
      expect(await emailsTo(payload.email.toLowerCase())).toEqual([]);
      expect(
        await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
      ).toEqual([]);
    });

    it('refuses an invalid email in Arabic', async () => {
      const res = await call(url(), '/api/forgot-password', { body: { email: 'nope' } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ email: authMessages.emailInvalid });
    });

    it('queues the reset email with a one-hour link and keeps only the hash of its token', async () => {
      const { payload, user } = await registered();
      const token = await requestLink(payload.email.toUpperCase());
      const [mail] = await emailsTo(payload.email);
      // Data for the worker's template, which renders the Arabic RTL message.
      expect(mail).toEqual({
        template: 'password-reset',
        to: payload.email,
        firstName: 'محمد',
        resetUrl: `https://sanad.test/reset-password?token=${token}`,
        validMinutes: 60,
      });

      const [reset] = await db()
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, user.id));
      expect(reset?.tokenHash).toBe(sha256(token));
      const lifetime = (reset?.expiresAt.getTime() ?? 0) - (reset?.createdAt.getTime() ?? 0);
      expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(60_000);
      const [row] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.jobId, `password-reset-${sha256(token).slice(0, 32)}`));
      expect(row).toBeDefined();
    });

    it.skipIf(redis.skip)(
      'hands the email to the emails queue through the outbox relay',
      async () => {
        const { payload } = await registered();
        const token = await requestLink(payload.email);
        const jobId = `password-reset-${sha256(token).slice(0, 32)}`;
        const queue = new Queue(EMAIL_QUEUE, { connection: { url: redis.url } });
        try {
          await expect
            .poll(async () => openEmail((await queue.getJob(jobId))?.data)?.to, {
              timeout: 10_000,
            })
            .toBe(payload.email);
          const [row] = await db().select().from(outbox).where(eq(outbox.jobId, jobId));
          expect(row?.sentAt).toBeInstanceOf(Date);
          // The link is readable neither in the outbox row nor in the job in Redis.
          const job = await queue.getJob(jobId);
          for (const stored of [JSON.stringify(row), JSON.stringify(job?.data)]) {
            expect(stored).not.toContain(token);
            expect(stored).not.toContain('reset-password');
          }
        } finally {
          await queue.close();
        }
      },
    );

    it('sends at most 3 links an hour to one address, still answering the same', async () => {
      const { payload } = await registered();
      for (let i = 0; i < 5; i += 1) {
        const res = await call(url(), '/api/forgot-password', { body: { email: payload.email } });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: authMessages.forgotPasswordAccepted });
      }
      expect(await emailsTo(payload.email)).toHaveLength(3);
    });
  });

  describe('reset password', () => {
    const newPassword = 'brand-new-secret-5';

    it('sets the new password, ends every session and works only once', async () => {
      const { payload, session } = await registered();
      const other = await call(url(), '/api/login', {
        body: { username: payload.username, password: payload.password },
      });
      const token = await requestLink(payload.email);

      const res = await call(url(), '/api/reset-password', {
        body: { token, password: newPassword, confirmPassword: newPassword },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: authMessages.resetSucceeded });

      for (const s of [session, other.sessionCookie]) {
        expect((await call(url(), '/api/user', { session: s })).status).toBe(401);
      }
      const old = await call(url(), '/api/login', {
        body: { username: payload.username, password: payload.password },
      });
      expect(old.status).toBe(401);
      const fresh = await call(url(), '/api/login', {
        body: { username: payload.email, password: newPassword },
      });
      expect(fresh.status).toBe(200);

      const again = await call(url(), '/api/reset-password', {
        body: { token, password: 'third-password-1', confirmPassword: 'third-password-1' },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(authMessages.resetTokenInvalid);
    });

    it('a reset ends the other links sent to the account', async () => {
      const { payload } = await registered();
      const first = await requestLink(payload.email);
      const second = await requestLink(payload.email);
      const body = (token: string) => ({
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect((await call(url(), '/api/reset-password', { body: body(second) })).status).toBe(200);
      expect((await call(url(), '/api/reset-password', { body: body(first) })).status).toBe(400);
    });

    it('refuses an expired link', async () => {
      const { payload, user, session } = await registered();
      const token = await requestLink(payload.email);
      await db()
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user.id));
      const res = await call(url(), '/api/reset-password', {
        body: { token, password: newPassword, confirmPassword: newPassword },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(authMessages.resetTokenInvalid);
      // Nothing changed: the old password and the session still work.
      expect((await call(url(), '/api/user', { session })).status).toBe(200);
      expect(
        (await db().select().from(sessions).where(eq(sessions.userId, user.id))).length,
      ).toBeGreaterThan(0);
    });

    it('a pending link does not work on a disabled account (issue 37, row 4)', async () => {
      const { payload, user } = await registered();
      const token = await requestLink(payload.email);
      const hashOf = async () =>
        (await db().select().from(users).where(eq(users.id, user.id)))[0]?.passwordHash;
      const before = await hashOf();
      // Disabled by an admin while the link was still in the mailbox.
      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      const res = await call(url(), '/api/reset-password', {
        body: { token, password: newPassword, confirmPassword: newPassword },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(authMessages.resetTokenInvalid);
      expect(await hashOf()).toBe(before);
      // Still the old password: enabled again, the owner signs in with it.
      await db().update(users).set({ disabledAt: null }).where(eq(users.id, user.id));
      const login = await call(url(), '/api/login', {
        body: { username: payload.username, password: payload.password },
      });
      expect(login.status).toBe(200);
    });

    it.each(['password', 'PassWord', 'iloveyou', 'qwertyuiop'])(
      'refuses a common breached password (%s) as the new one, in Arabic',
      async (common) => {
        const { payload } = await registered();
        const token = await requestLink(payload.email);
        const res = await call(url(), '/api/reset-password', {
          body: { token, password: common, confirmPassword: common },
        });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ password: authMessages.passwordBreached });
        // The link was not spent on it.
        const again = await call(url(), '/api/reset-password', {
          body: { token, password: newPassword, confirmPassword: newPassword },
        });
        expect(again.status).toBe(200);
      },
    );

    it.each([
      ['an unknown token', { token: 'u'.repeat(43) }, 'token', authMessages.resetTokenInvalid],
      ['a malformed token', { token: 'short' }, 'token', authMessages.resetTokenInvalid],
      [
        'a short password',
        { password: 'short', confirmPassword: 'short' },
        'password',
        authMessages.passwordMin,
      ],
      [
        'different passwords',
        { confirmPassword: 'something-else' },
        'confirmPassword',
        authMessages.passwordsMismatch,
      ],
    ])('refuses %s in Arabic', async (_name, change, field, message) => {
      const res = await call(url(), '/api/reset-password', {
        body: {
          token: 't'.repeat(43),
          password: newPassword,
          confirmPassword: newPassword,
          ...change,
        },
      });
      expect(res.status).toBe(400);
      expect((res.body.errors as Record<string, string>)[field]).toBe(message);
    });
  });

  it('removes the emails its tests queued', async () => {
    if (!redis.skip) await removeQueuedEmails(db(), redis.url);
  });
});
