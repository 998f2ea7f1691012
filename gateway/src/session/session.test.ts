import { fileURLToPath } from 'node:url';
import { errorMessages } from '@ssc/contracts';
import { loadInternalKeys, verifyIdentityToken } from '@ssc/service-kit/internal-auth';
import { type ServiceProcess, startServiceProcess, testRedis } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { type RawResponse, request } from '../test-support/http-client';
import { deadUrl, startEchoUpstream } from '../test-support/upstream';

const authDir = fileURLToPath(new URL('../../../services/auth', import.meta.url));
const redis = await testRedis();
const admin = { email: 'gateway.admin@example.test', password: 'gateway-admin-pass' };

function sessionOf(res: RawResponse): string {
  const line = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ssc_session='));
  return /^ssc_session=([^;]*)/.exec(line ?? '')?.[1] ?? '';
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The gateway in front of the real auth service (its own process, as `npm start` runs it) and a
 * recording stand-in for the booking service: what identity reaches a service, and when.
 */
describe('sessions through the gateway', () => {
  let dataDir: string;
  let auth: ServiceProcess;
  let booking: Awaited<ReturnType<typeof startEchoUpstream>>;
  let gateway: TestGateway;

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
    // The gateway signs identity tokens with the keys the auth process made in its DATA_DIR.
    dataDir = auth.dataDir;
    booking = await startEchoUpstream('booking');
    gateway = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      DATA_DIR: dataDir,
      AUTH_URL: auth.url,
      BOOKING_URL: booking.url,
      REDIS_URL: redis.url,
    });
  }, 90_000);

  afterAll(async () => {
    await gateway?.close();
    await booking?.close();
    await auth?.stop();
  });

  const identitySeenByBooking = () => {
    const header = booking.seen.at(-1)?.headers.authorization;
    if (!header) return undefined;
    const { publicKey } = loadInternalKeys(dataDir);
    return verifyIdentityToken(publicKey, header.replace(/^Bearer /, ''));
  };

  async function register(): Promise<{ id: string; session: string }> {
    const email = `gw-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const res = await request(
      gateway.url,
      '/api/register',
      json({
        email,
        confirmEmail: email,
        password: 'gateway-user-pass',
        confirmPassword: 'gateway-user-pass',
        nationality: 'jordanian',
        fullName: 'ليلى سمير حداد',
        mobileNumber: '0771234567',
        termsAccepted: true,
      }),
    );
    expect(res.status).toBe(201);
    return { id: res.json<{ id: string }>().id, session: sessionOf(res) };
  }

  it('never passes on an Authorization header the client made up', async () => {
    const res = await request(gateway.url, '/api/appointments', {
      headers: { Authorization: 'Bearer made.up.token' },
    });
    expect(res.status).toBe(200);
    expect(booking.seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('turns the session cookie into a signed identity for the services, without the cookie', async () => {
    const { id, session } = await register();
    const res = await request(gateway.url, '/api/appointments', {
      headers: { Cookie: `theme=dark; ssc_session=${session}` },
    });
    expect(res.status).toBe(200);
    expect(identitySeenByBooking()).toEqual({ userId: id, role: 'user' });
    expect(booking.seen.at(-1)?.headers.cookie).toBe('theme=dark');
  });

  it('carries the admin role to the services', async () => {
    const login = await request(
      gateway.url,
      '/api/login',
      json({ username: admin.email, password: admin.password }),
    );
    expect(login.status).toBe(200);
    await request(gateway.url, '/api/appointments', {
      headers: { Cookie: `ssc_session=${sessionOf(login)}` },
    });
    expect(identitySeenByBooking()).toMatchObject({ role: 'admin' });
  });

  it('logout revokes at once: the old cookie replayed is signed out everywhere', async () => {
    const { session } = await register();
    const cookie = { Cookie: `ssc_session=${session}` };
    expect((await request(gateway.url, '/api/user', { headers: cookie })).status).toBe(200);
    await request(gateway.url, '/api/appointments', { headers: cookie });
    expect(identitySeenByBooking()).toBeDefined();

    const out = await request(gateway.url, '/api/logout', { method: 'POST', headers: cookie });
    expect(out.status).toBe(204);

    const replay = await request(gateway.url, '/api/user', { headers: cookie });
    expect(replay.status).toBe(401);
    expect(replay.json()).toEqual({ message: errorMessages.unauthorized });
    await request(gateway.url, '/api/appointments', { headers: cookie });
    expect(booking.seen.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('lets requests through as a guest when the auth service is down, with a warning', async () => {
    const { session } = await register();
    const down = await startTestGateway({
      WEB_ROOT: '/nonexistent',
      DATA_DIR: dataDir,
      AUTH_URL: await deadUrl(),
      BOOKING_URL: booking.url,
    });
    try {
      const res = await request(down.url, '/api/appointments', {
        headers: { Cookie: `ssc_session=${session}` },
      });
      expect(res.status).toBe(200);
      expect(booking.seen.at(-1)?.headers.authorization).toBeUndefined();
      expect(down.logs.some((l) => String(l.msg).includes('continue as guests'))).toBe(true);
      expect(JSON.stringify(down.logs)).not.toContain(session);
    } finally {
      await down.close();
    }
  });
});
