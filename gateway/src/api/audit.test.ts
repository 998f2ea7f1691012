import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { type AuditEntry, userAdminMessages } from '@ssc/contracts';
import {
  type Identity,
  loadInternalKeys,
  verifyIdentityToken,
} from '@ssc/service-kit/internal-auth';
import { type ServiceProcess, startServiceProcess, testRedis } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { type RawResponse, request } from '../test-support/http-client';
import { startUpstream, type Upstream } from '../test-support/upstream';

const authDir = fileURLToPath(new URL('../../../services/auth', import.meta.url));
const redis = await testRedis();
const admin = { email: 'audit.admin@example.test', password: 'audit-admin-pass' };

const json = (method: string, body: unknown, cookie?: string) => ({
  method,
  headers: {
    'Content-Type': 'application/json',
    ...(cookie ? { Cookie: `ssc_session=${cookie}` } : {}),
  },
  body: JSON.stringify(body),
});
const asCookie = (session: string) => ({ headers: { Cookie: `ssc_session=${session}` } });

function sessionOf(res: RawResponse): string {
  const line = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ssc_session='));
  return /^ssc_session=([^;]*)/.exec(line ?? '')?.[1] ?? '';
}

/**
 * A stand-in booking service that checks the identity as the real one does (the kit's
 * requireUser / requireAdmin): 401 without one, 403 for a user on an admin call; 200 otherwise,
 * or the status a test asks for in `x-answer-status` (and the summary of `x-answer-summary`).
 */
async function guardedBooking(publicKey: () => string) {
  const seen: (Identity | undefined)[] = [];
  const upstream = await startUpstream((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      const header = req.headers.authorization;
      const identity = header
        ? verifyIdentityToken(publicKey(), header.replace(/^Bearer /, ''))
        : undefined;
      seen.push(identity);
      const adminOnly = req.method === 'PATCH' || req.url?.startsWith('/api/appointments/stats');
      const status = !identity
        ? 401
        : adminOnly && identity.role !== 'admin'
          ? 403
          : Number(req.headers['x-answer-status'] ?? 200);
      // What the real service says in words of its action, when a test asks for it.
      const summary = req.headers['x-answer-summary'];
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(typeof summary === 'string' ? { 'x-audit-summary': summary } : {}),
      });
      res.end(JSON.stringify({ status }));
    });
  });
  return Object.assign(upstream, { seen });
}

/**
 * The gateway in front of the real auth service and a stand-in booking service: which admin
 * calls reach the audit log, and how fast a disabled or demoted account loses its access.
 */
describe('admin actions through the gateway', () => {
  let auth: ServiceProcess;
  let booking: Awaited<ReturnType<typeof guardedBooking>>;
  let gateway: TestGateway;
  let adminSession: string;
  let adminId: string;

  beforeAll(async () => {
    auth = await startServiceProcess({
      name: 'auth',
      cwd: authDir,
      env: {
        HOST: '127.0.0.1',
        REDIS_URL: redis.url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    booking = await guardedBooking(() => loadInternalKeys(auth.dataDir).publicKey);
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      DATA_DIR: auth.dataDir,
      AUTH_URL: auth.url,
      BOOKING_URL: booking.url,
      REDIS_URL: redis.url,
    });
    const login = await request(
      gateway.url,
      '/api/login',
      json('POST', { username: admin.email, password: admin.password }),
    );
    expect(login.status).toBe(200);
    adminSession = sessionOf(login);
    adminId = login.json<{ id: string }>().id;
  }, 90_000);

  afterAll(async () => {
    await gateway?.close();
    await booking?.close();
    await auth?.stop();
  });

  async function register(): Promise<{ id: string; session: string; email: string }> {
    const email = `audit-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await request(
      gateway.url,
      '/api/register',
      json('POST', {
        email,
        confirmEmail: email,
        password: 'audit-user-pass',
        confirmPassword: 'audit-user-pass',
        nationality: 'jordanian',
        fullName: 'رامي خالد النجار',
        mobileNumber: '0771234567',
        termsAccepted: true,
      }),
    );
    expect(res.status).toBe(201);
    return { id: res.json<{ id: string }>().id, session: sessionOf(res), email };
  }

  async function auditLog(): Promise<{ total: number; entries: AuditEntry[] }> {
    const res = await request(gateway.url, '/api/audit?pageSize=100', asCookie(adminSession));
    expect(res.status).toBe(200);
    return { total: Number(res.headers['x-total-count']), entries: res.json<AuditEntry[]>() };
  }

  it("records an admin's successful write, once, with its endpoint, target and request id", async () => {
    const before = await auditLog();
    const res = await request(gateway.url, '/api/appointments/appt-42', {
      ...json('PATCH', { status: 'confirmed' }, adminSession),
    });
    expect(res.status).toBe(200);
    // The entry is stored before the answer is complete: no waiting needed.
    const after = await auditLog();
    expect(after.total).toBe(before.total + 1);
    expect(after.entries[0]).toMatchObject({
      actorId: adminId,
      actorEmail: admin.email,
      action: 'updateAppointment',
      target: 'appt-42',
      summary: 'تحديث موعد: appt-42',
      requestId: res.headers['x-request-id'],
    });
  });

  it("keeps the service's own words of the action, and never hands them to the browser", async () => {
    const words = 'أكّد الموعد SND-26-00012 لخالد العمري، رابط Zoom https://zoom.us/j/1';
    const patch = json('PATCH', { status: 'confirmed' }, adminSession);
    const res = await request(gateway.url, '/api/appointments/appt-43', {
      ...patch,
      headers: { ...patch.headers, 'x-answer-summary': encodeURIComponent(words) },
    });
    expect(res.status).toBe(200);
    expect(res.headers['x-audit-summary']).toBeUndefined();
    const { entries } = await auditLog();
    expect(entries[0]).toMatchObject({ target: 'appt-43', summary: words });
  });

  it('records nothing for a GET, a refused write, or a write by a non-admin', async () => {
    const user = await register();
    const before = await auditLog();
    expect(
      (await request(gateway.url, '/api/appointments/stats', asCookie(adminSession))).status,
    ).toBe(200);
    const refused = await request(gateway.url, '/api/appointments/appt-1', {
      ...json('PATCH', { status: 'confirmed' }, adminSession),
      headers: {
        ...json('PATCH', {}, adminSession).headers,
        'x-answer-status': '409',
      },
    });
    expect(refused.status).toBe(409);
    const byUser = await request(gateway.url, '/api/appointments/appt-1/cancel', {
      ...json('POST', { reason: 'لا أستطيع الحضور' }, user.session),
    });
    expect(byUser.status).toBe(200);
    expect(booking.seen.at(-1)).toMatchObject({ userId: user.id, role: 'user' });
    const guest = await request(gateway.url, '/api/appointments/appt-1', {
      ...json('PATCH', { status: 'confirmed' }),
    });
    expect(guest.status).toBe(401);
    const after = await auditLog();
    expect(after.total).toBe(before.total);
  });

  it("records an admin's export or download of personal data, only when it succeeded", async () => {
    const before = await auditLog();
    const exported = await request(
      gateway.url,
      '/api/appointments/export?status=confirmed',
      asCookie(adminSession),
    );
    expect(exported.status).toBe(200);
    const file = await request(
      gateway.url,
      '/api/documents/doc-9/download',
      asCookie(adminSession),
    );
    expect(file.status).toBe(200);
    const listed = await request(
      gateway.url,
      '/api/users/user-3/documents',
      asCookie(adminSession),
    );
    expect(listed.status).toBe(200);
    // Not recorded: a download that failed, a HEAD, and a client fetching their own file.
    const missing = await request(gateway.url, '/api/invoices/inv-1/pdf', {
      headers: { Cookie: `ssc_session=${adminSession}`, 'x-answer-status': '404' },
    });
    expect(missing.status).toBe(404);
    const head = await request(gateway.url, '/api/invoices/export?month=2026-01', {
      ...asCookie(adminSession),
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    const user = await register();
    expect(
      (await request(gateway.url, '/api/documents/doc-9/download', asCookie(user.session))).status,
    ).toBe(200);

    const after = await auditLog();
    expect(after.total).toBe(before.total + 3);
    expect(after.entries.slice(0, 3)).toMatchObject([
      {
        action: 'listClientDocuments',
        target: 'user-3',
        summary: 'عرض مستندات عميل: user-3',
        requestId: listed.headers['x-request-id'],
      },
      {
        action: 'downloadDocument',
        target: 'doc-9',
        summary: 'تنزيل مستند عميل: doc-9',
        requestId: file.headers['x-request-id'],
      },
      {
        actorId: adminId,
        action: 'exportAppointments',
        target: null,
        summary: 'تصدير المواعيد',
        requestId: exported.headers['x-request-id'],
      },
    ]);
  });

  it("writes the accounts tab's changes once (by the auth service, not again by the gateway)", async () => {
    const user = await register();
    const before = await auditLog();
    const res = await request(
      gateway.url,
      `/api/users/${user.id}/role`,
      json('PATCH', { role: 'admin' }, adminSession),
    );
    expect(res.status).toBe(200);
    const after = await auditLog();
    expect(after.total).toBe(before.total + 1);
    expect(after.entries[0]).toMatchObject({
      action: 'setUserRole',
      target: user.id,
      summary: `ترقية ${user.email} إلى مشرف`,
      requestId: res.headers['x-request-id'],
    });
  });

  it("a disabled account's very next request is refused, though its identity was cached", async () => {
    const user = await register();
    // The gateway now caches the identity of this session (5 s).
    expect((await request(gateway.url, '/api/appointments', asCookie(user.session))).status).toBe(
      200,
    );
    expect(booking.seen.at(-1)).toMatchObject({ userId: user.id });

    const disabled = await request(
      gateway.url,
      `/api/users/${user.id}/status`,
      json('PATCH', { disabled: true }, adminSession),
    );
    expect(disabled.status).toBe(200);

    const next = await request(gateway.url, '/api/appointments', asCookie(user.session));
    expect(next.status).toBe(401);
    expect(booking.seen.at(-1)).toBeUndefined();
    expect((await request(gateway.url, '/api/user', asCookie(user.session))).status).toBe(401);

    // Its sign-in is refused with the Arabic message.
    const login = await request(
      gateway.url,
      '/api/login',
      json('POST', { username: user.email, password: 'audit-user-pass' }),
    );
    expect(login.status).toBe(403);
    expect(login.json()).toEqual({ message: userAdminMessages.accountDisabled });
  });

  it("a demoted admin's very next admin call is refused, though its identity was cached", async () => {
    const other = await register();
    await request(
      gateway.url,
      `/api/users/${other.id}/role`,
      json('PATCH', { role: 'admin' }, adminSession),
    );
    const call = () =>
      request(gateway.url, '/api/appointments/appt-7', {
        ...json('PATCH', { status: 'confirmed' }, other.session),
      });
    expect((await call()).status).toBe(200);
    const demoted = await request(
      gateway.url,
      `/api/users/${other.id}/role`,
      json('PATCH', { role: 'user' }, adminSession),
    );
    expect(demoted.status).toBe(200);
    expect((await call()).status).toBe(403);
  });
});

describe('when the audit log cannot be written', () => {
  let fakeAuth: Upstream;
  let booking: Upstream;
  let gateway: TestGateway;
  const adminIdentity = { userId: '6f1c2b8e-4d3a-4e1f-9a7b-2c5d8e9f0a1b', role: 'admin' };

  beforeAll(async () => {
    // Resolves every session to an admin, and fails every audit report.
    fakeAuth = await startUpstream((req, res) => {
      req.resume();
      req.on('end', () => {
        const resolve = req.url === '/internal/sessions/resolve';
        res.writeHead(resolve ? 200 : 500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(resolve ? adminIdentity : { message: 'down' }));
      });
    });
    booking = await startUpstream((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      AUTH_URL: fakeAuth.url,
      BOOKING_URL: booking.url,
      REDIS_URL: redis.url,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await booking?.close();
    await fakeAuth?.close();
  });

  it("still answers the admin's success, and warns with the request id", async () => {
    const res = await request(gateway.url, '/api/availability/week', {
      ...json('PUT', { week: {} }, 'any-session'),
      headers: { ...json('PUT', {}, 'any-session').headers, 'x-request-id': 'req-audit-lost' },
    });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const warning = gateway.logs.find(
      (l) => l.level === 40 && String(l.msg).includes('audit entry not recorded'),
    );
    expect(warning).toMatchObject({
      requestId: 'req-audit-lost',
      action: 'putAvailabilityWeek',
      actorId: adminIdentity.userId,
    });
  });
});
