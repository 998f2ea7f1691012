import {
  type AdminUser,
  type AuditEntry,
  errorMessages,
  SESSION_REVOCATION_CHANNEL,
  type User,
  userAdminMessages,
} from '@ssc/contracts';
import { createServiceTokenSigner, loadServiceKey } from '@ssc/service-kit/internal-auth';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createAuthService } from '../service';
import { call, registration, resolveAsGateway, testKeyPrefix } from '../test-support/client';
import { likeContains, sessionCount } from './user-admin';

const redis = await testRedis();
const definition = createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() });

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const db = () => sut.service.db;

  /** A registered account (signed in: its session cookie), made admin in the database if asked. */
  async function account(overrides: Record<string, unknown> = {}, role: 'user' | 'admin' = 'user') {
    const body = registration(overrides);
    const res = await call<User>(url(), '/api/register', { body });
    expect(res.status).toBe(201);
    if (role === 'admin') await db().update(users).set({ role }).where(eq(users.id, res.body.id));
    return {
      id: res.body.id,
      email: body.email,
      password: body.password,
      session: res.sessionCookie ?? '',
      headers: sut.identityHeaders({ userId: res.body.id, role }),
    };
  }

  const patch = (path: string, body: unknown, headers: Record<string, string>) =>
    call<AdminUser & { message?: string }>(url(), path, { method: 'PATCH', body, headers });

  describe('access', () => {
    it('answers a guest 401 and a signed-in user 403 on every admin endpoint', async () => {
      const user = await account();
      const calls: [string, string, unknown][] = [
        ['GET', '/api/users', undefined],
        ['GET', '/api/users?q=a', undefined],
        ['PATCH', `/api/users/${user.id}/role`, { role: 'admin' }],
        ['PATCH', `/api/users/${user.id}/status`, { disabled: true }],
        ['GET', '/api/audit', undefined],
      ];
      for (const [method, path, body] of calls) {
        const guest = await call(url(), path, { method, body });
        expect([method, path, guest.status]).toEqual([method, path, 401]);
        expect(guest.body).toEqual({ message: errorMessages.unauthorized });
        const asUser = await call(url(), path, { method, body, headers: user.headers });
        expect([method, path, asUser.status]).toEqual([method, path, 403]);
      }
      // A user cannot promote themself either: nothing changed.
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe('user');
    });
  });

  describe('the users list', () => {
    it('escapes LIKE wildcards', () => {
      expect(likeContains('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    });

    it('searches name, email and username, trimmed and case-insensitive, and pages newest first', async () => {
      const admin = await account({}, 'admin');
      // Letters only: a name refuses digits (issue 37).
      const marker = `zq${Date.now()
        .toString(36)
        .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
      const byName = await account({ fullName: `سارة ${marker} حداد` });
      const byEmail = await account({
        email: `${marker.toUpperCase()}@example.test`,
        confirmEmail: `${marker.toUpperCase()}@example.test`,
      });
      const byUsername = await account({ username: `u_${marker}_x` });
      await account({ fullName: 'غير مطابق أبداً' });

      const search = (query: string) =>
        call<AdminUser[]>(url(), `/api/users?${query}`, { headers: admin.headers });

      const all = await search(`q=${encodeURIComponent(`  ${marker.toUpperCase()} `)}`);
      expect(all.status).toBe(200);
      expect(all.headers.get('x-total-count')).toBe('3');
      // Newest first.
      expect(all.body.map((u) => u.id)).toEqual([byUsername.id, byEmail.id, byName.id]);
      const listed = all.body[0];
      expect(listed).toMatchObject({ role: 'user', disabled: false, disabledAt: null });
      expect(Number.isNaN(Date.parse(listed?.createdAt ?? ''))).toBe(false);
      expect(JSON.stringify(all.body)).not.toMatch(/password|nationalId|hash/i);

      const second = await search(`q=${marker}&page=2&pageSize=2`);
      expect(second.headers.get('x-total-count')).toBe('3');
      expect(second.body.map((u) => u.id)).toEqual([byName.id]);

      // `_` and `%` are characters to look for, not wildcards.
      const underscore = await search(`q=${encodeURIComponent(`${marker}_x`)}`);
      expect(underscore.body.map((u) => u.id)).toEqual([byUsername.id]);
      const wildcard = await search(`q=${encodeURIComponent('%')}`);
      expect(wildcard.headers.get('x-total-count')).toBe('0');
      const everyone = await search('q=%20%20');
      expect(Number(everyone.headers.get('x-total-count'))).toBeGreaterThanOrEqual(5);

      const tooLong = await search(`q=${'a'.repeat(101)}`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ errors: { q: userAdminMessages.searchTooLong } });
    });
  });

  describe('roles', () => {
    it('promotes and demotes, writes each change to the audit log, and refuses an unknown role', async () => {
      const admin = await account({}, 'admin');
      const user = await account();
      const promoted = await patch(`/api/users/${user.id}/role`, { role: 'admin' }, admin.headers);
      expect(promoted.status).toBe(200);
      expect(promoted.body).toMatchObject({ id: user.id, role: 'admin' });
      // The session resolves with the new role at once.
      const resolved = await resolveAsGateway(url(), sut.service.config.dataDir, user.session);
      expect(resolved.body).toEqual({ userId: user.id, role: 'admin' });

      const demoted = await patch(`/api/users/${user.id}/role`, { role: 'user' }, admin.headers);
      expect(demoted.body).toMatchObject({ role: 'user' });
      const again = await patch(`/api/users/${user.id}/role`, { role: 'user' }, admin.headers);
      expect(again.status).toBe(200);

      const bad = await patch(`/api/users/${user.id}/role`, { role: 'owner' }, admin.headers);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { role: userAdminMessages.roleInvalid } });
      const missing = await patch(
        '/api/users/00000000-0000-4000-8000-000000000000/role',
        { role: 'admin' },
        admin.headers,
      );
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: userAdminMessages.userNotFound });
      expect((await patch('/api/users/x/role', { role: 'admin' }, admin.headers)).status).toBe(404);

      const log = await call<AuditEntry[]>(url(), `/api/audit?actorId=${admin.id}`, {
        headers: admin.headers,
      });
      expect(log.status).toBe(200);
      // Two changes, newest first; the repeated demotion changed nothing and is not logged.
      expect(log.body.map((e) => [e.action, e.target, e.summary])).toEqual([
        ['setUserRole', user.id, `إلغاء صلاحية المشرف عن ${user.email}`],
        ['setUserRole', user.id, `ترقية ${user.email} إلى مشرف`],
      ]);
      expect(log.body[0]).toMatchObject({ actorId: admin.id, actorEmail: admin.email });
      expect(log.body[0]?.requestId).toBeTruthy();
    });

    it('never demotes or disables the last active admin', async () => {
      // Only this test's admins count.
      await db().update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
      const admin = await account({}, 'admin');
      const other = await account({}, 'admin');
      expect(
        (await patch(`/api/users/${other.id}/role`, { role: 'user' }, admin.headers)).status,
      ).toBe(200);

      // The last admin demoting themself.
      const self = await patch(`/api/users/${admin.id}/role`, { role: 'user' }, admin.headers);
      expect(self.status).toBe(409);
      expect(self.body).toMatchObject({ message: userAdminMessages.lastAdmin });

      // A caller whose admin token is a moment stale (just demoted) cannot take the last one away.
      const stale = sut.identityHeaders({ userId: other.id, role: 'admin' });
      const demote = await patch(`/api/users/${admin.id}/role`, { role: 'user' }, stale);
      expect(demote.status).toBe(409);
      const disable = await patch(`/api/users/${admin.id}/status`, { disabled: true }, stale);
      expect(disable.status).toBe(409);
      expect(disable.body).toMatchObject({ message: userAdminMessages.lastAdmin });

      // A disabled admin is not an active one: with only it and this admin, this one is the last.
      const sleeper = await account({}, 'admin');
      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, sleeper.id));
      expect(
        (await patch(`/api/users/${admin.id}/role`, { role: 'user' }, admin.headers)).status,
      ).toBe(409);
      const [row] = await db().select().from(users).where(eq(users.id, admin.id));
      expect(row?.role).toBe('admin');

      // The list names the last active admin, so the console offers neither change on it.
      const listed = await call<AdminUser[]>(url(), '/api/users?pageSize=100', {
        headers: admin.headers,
      });
      const flagged = listed.body.filter((u) => u.lastActiveAdmin).map((u) => u.id);
      expect(flagged).toEqual([admin.id]);
    });

    it('refuses in Arabic to promote a disabled account', async () => {
      const admin = await account({}, 'admin');
      const user = await account();
      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      const promoted = await patch(`/api/users/${user.id}/role`, { role: 'admin' }, admin.headers);
      expect(promoted.status).toBe(409);
      expect(promoted.body).toMatchObject({ message: userAdminMessages.cannotPromoteDisabled });
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe('user');
    });

    it('two admins demoting each other at the same moment leave one admin, never none', async () => {
      for (let round = 0; round < 8; round++) {
        await db().update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
        const a = await account({}, 'admin');
        const b = await account({}, 'admin');
        const answers = await Promise.all([
          patch(`/api/users/${b.id}/role`, { role: 'user' }, a.headers),
          patch(`/api/users/${a.id}/role`, { role: 'user' }, b.headers),
        ]);
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        expect(answers.find((r) => r.status === 409)?.body).toMatchObject({
          message: userAdminMessages.lastAdmin,
        });
        const admins = await db()
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'));
        expect(admins).toHaveLength(1);
      }
    });

    it('an admin disabling the other while being demoted by them also leaves one admin', async () => {
      for (let round = 0; round < 8; round++) {
        await db().update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
        const a = await account({}, 'admin');
        const b = await account({}, 'admin');
        const answers = await Promise.all([
          patch(`/api/users/${b.id}/status`, { disabled: true }, a.headers),
          patch(`/api/users/${a.id}/role`, { role: 'user' }, b.headers),
        ]);
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const active = (await db().select().from(users).where(eq(users.role, 'admin'))).filter(
          (u) => u.disabledAt === null,
        );
        expect(active).toHaveLength(1);
      }
    });
  });

  describe('disabling an account', () => {
    it('ends its sessions at once, refuses its sign-in with an Arabic 403, and enabling lets it back', async () => {
      const admin = await account({}, 'admin');
      const user = await account();
      // A second browser of the same account.
      const login = () =>
        call<User & { message?: string }>(url(), '/api/login', {
          body: { username: user.email, password: user.password },
        });
      const second = await login();
      expect(second.status).toBe(200);
      expect(await sessionCount(db(), user.id)).toBe(2);

      const subscriber = new Redis(redis.url);
      const revoked = new Promise<string>((resolve) =>
        subscriber.on('message', (_channel, message: string) => {
          if (message === user.id) resolve(message);
        }),
      );
      await subscriber.subscribe(SESSION_REVOCATION_CHANNEL);
      try {
        const res = await patch(`/api/users/${user.id}/status`, { disabled: true }, admin.headers);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: user.id, disabled: true });
        expect(res.body.disabledAt).not.toBeNull();
        // The gateways are told to forget the account's cached identity.
        expect(await revoked).toBe(user.id);
      } finally {
        subscriber.disconnect();
      }

      expect(await sessionCount(db(), user.id)).toBe(0);
      for (const session of [user.session, second.sessionCookie]) {
        const resolved = await resolveAsGateway(url(), sut.service.config.dataDir, session);
        expect(resolved.status).toBe(404);
        expect((await call(url(), '/api/user', { session })).status).toBe(401);
      }

      const refused = await login();
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: userAdminMessages.accountDisabled });
      expect(refused.sessionCookie).toBeUndefined();
      // The wrong password still gets the usual answer: the account's state is told to its owner only.
      const wrong = await call(url(), '/api/login', {
        body: { username: user.email, password: 'not-the-password' },
      });
      expect(wrong.status).toBe(401);

      const enabled = await patch(
        `/api/users/${user.id}/status`,
        { disabled: false },
        admin.headers,
      );
      expect(enabled.body).toMatchObject({ disabled: false, disabledAt: null });
      expect((await login()).status).toBe(200);

      const log = await call<AuditEntry[]>(url(), `/api/audit?actorId=${admin.id}`, {
        headers: admin.headers,
      });
      expect(log.body.map((e) => e.summary)).toEqual([
        `تفعيل حساب ${user.email}`,
        `تعطيل حساب ${user.email}`,
      ]);
    });

    it('a session left by a sign-in racing the disabling resolves to nothing', async () => {
      const admin = await account({}, 'admin');
      const user = await account();
      await patch(`/api/users/${user.id}/status`, { disabled: true }, admin.headers);
      // As if the sign-in had checked the password just before the disabling committed.
      await db().update(users).set({ disabledAt: null }).where(eq(users.id, user.id));
      const late = await call<User>(url(), '/api/login', {
        body: { username: user.email, password: user.password },
      });
      await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
      const resolved = await resolveAsGateway(
        url(),
        sut.service.config.dataDir,
        late.sessionCookie,
      );
      expect(resolved.status).toBe(404);
    });

    it('refuses an admin disabling themself', async () => {
      const admin = await account({}, 'admin');
      await account({}, 'admin');
      const res = await patch(`/api/users/${admin.id}/status`, { disabled: true }, admin.headers);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: userAdminMessages.cannotDisableSelf });
      const [row] = await db().select().from(users).where(eq(users.id, admin.id));
      expect(row?.disabledAt).toBeNull();
      const bad = await patch(`/api/users/${admin.id}/status`, { disabled: 'yes' }, admin.headers);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ errors: { disabled: userAdminMessages.disabledInvalid } });
    });
  });

  describe('the audit log', () => {
    const asGateway = (body: unknown, caller = 'gateway') => {
      const key = loadServiceKey(sut.service.config.dataDir);
      return call(url(), '/internal/audit', {
        body,
        headers: { 'x-service-token': createServiceTokenSigner(key, caller)('auth') },
      });
    };

    it("stores what the gateway reports, with the actor's snapshot and the Arabic label", async () => {
      const admin = await account({ fullName: 'مشرف السجل الأول' }, 'admin');
      const report = {
        actorId: admin.id,
        action: 'putAvailabilityWeek',
        target: null,
        requestId: 'req-audit-1',
      };
      expect((await asGateway(report)).status).toBe(204);
      expect(
        (await asGateway({ ...report, action: 'updateAppointment', target: 'abc-1' })).status,
      ).toBe(204);

      // Only the gateway may report; only known actions.
      expect((await call(url(), '/internal/audit', { body: report })).status).toBe(401);
      expect((await asGateway(report, 'payment')).status).toBe(403);
      expect((await asGateway({ ...report, action: 'dropTables' })).status).toBe(400);
      expect((await asGateway({ ...report, actorId: 'nobody' })).status).toBe(400);

      const log = await call<AuditEntry[]>(url(), `/api/audit?actorId=${admin.id}&pageSize=1`, {
        headers: admin.headers,
      });
      expect(log.headers.get('x-total-count')).toBe('2');
      expect(log.body).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          actorEmail: admin.email,
          actorName: 'مشرف السجل الأول',
          action: 'updateAppointment',
          target: 'abc-1',
          summary: 'تحديث موعد: abc-1',
          requestId: 'req-audit-1',
        }),
      ]);
      const page2 = await call<AuditEntry[]>(
        url(),
        `/api/audit?actorId=${admin.id}&pageSize=1&page=2`,
        { headers: admin.headers },
      );
      expect(page2.body.map((e) => e.summary)).toEqual(['تعديل ساعات العمل']);

      // The whole log, every actor, newest first.
      const all = await call<AuditEntry[]>(url(), '/api/audit', { headers: admin.headers });
      const times = all.body.map((e) => Date.parse(e.createdAt));
      expect(times).toEqual([...times].sort((x, y) => y - x));

      const badActor = await call(url(), '/api/audit?actorId=x', { headers: admin.headers });
      expect(badActor.status).toBe(400);
      expect(badActor.body).toMatchObject({ errors: { actorId: userAdminMessages.actorInvalid } });
    });

    it('keeps the words the acting service reported instead of the label and its target', async () => {
      const admin = await account({ fullName: 'مشرفة السجل المقروء' }, 'admin');
      const summary = 'أكّد الموعد SND-26-00012 لخالد العمري، رابط Zoom https://zoom.us/j/1';
      const report = {
        actorId: admin.id,
        action: 'updateAppointment',
        target: '1a3bfafa-0000-4000-8000-000000000000',
        requestId: 'req-audit-readable',
        summary,
      };
      expect((await asGateway(report)).status).toBe(204);
      expect((await asGateway({ ...report, summary: 'x'.repeat(1001) })).status).toBe(400);
      const log = await call<AuditEntry[]>(url(), `/api/audit?actorId=${admin.id}`, {
        headers: admin.headers,
      });
      expect(log.body).toEqual([
        expect.objectContaining({ actorName: 'مشرفة السجل المقروء', summary }),
      ]);
    });
  });
});
