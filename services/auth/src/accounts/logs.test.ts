import { EMAIL_QUEUE, type PasswordResetJob, type User } from '@ssc/contracts';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { captureLogs, startTestService, testDatabases, testRedis } from '@ssc/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, removeQueuedEmails, testKeyPrefix } from '../test-support/client';

const redis = await testRedis();

for (const target of await testDatabases()) {
  describe(`auth logs on ${target.name}`, () => {
    it('carry no password, hash, token or national id through a whole account life', async () => {
      const logs = captureLogs();
      const database = await target.create('auth');
      const service = await startTestService(
        createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() }),
        database,
        { logDestination: logs.stream, logLevel: 'debug' },
      );
      const secrets: string[] = [];
      try {
        const payload = registration();
        secrets.push(payload.password, payload.nationalId);
        const registered = await call<User>(service.url, '/api/register', { body: payload });
        expect(registered.status).toBe(201);
        secrets.push(registered.sessionCookie ?? '');
        const wrong = await call(service.url, '/api/login', {
          body: { username: payload.username, password: 'a-wrong-password-1' },
        });
        expect(wrong.status).toBe(401);
        secrets.push('a-wrong-password-1');
        await call(service.url, '/api/forgot-password', { body: { email: payload.email } });
        const [mail] = await service.db.select().from(outbox);
        const token =
          /token=([\w-]+)/.exec(
            (
              openPayload(loadServiceKey(service.config.dataDir), EMAIL_QUEUE, mail?.payload) as
                | PasswordResetJob
                | undefined
            )?.resetUrl ?? '',
          )?.[1] ?? '';
        secrets.push(token);
        const newPassword = 'the-new-password-3';
        secrets.push(newPassword);
        const reset = await call(service.url, '/api/reset-password', {
          body: { token, password: newPassword, confirmPassword: newPassword },
        });
        expect(reset.status).toBe(200);
        const login = await call(service.url, '/api/login', {
          body: { username: payload.email, password: newPassword },
        });
        secrets.push(login.sessionCookie ?? '');
        await call(service.url, '/api/user', { session: login.sessionCookie });
        await call(service.url, '/api/logout', { method: 'POST', session: login.sessionCookie });
        const [row] = await service.db.select().from(users);
        secrets.push(row?.passwordHash ?? '');
        if (!redis.skip) await removeQueuedEmails(service.db, redis.url);
      } finally {
        await service.close();
        await database.dispose();
      }
      const text = logs.text();
      // The log is not empty: the flow was logged, just without the secrets.
      expect(logs.lines().some((l) => l.msg === 'signed in')).toBe(true);
      expect(secrets.filter((s) => s.length > 0)).toHaveLength(8);
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\$argon2id\$/);
    }, 60_000);
  });
}
