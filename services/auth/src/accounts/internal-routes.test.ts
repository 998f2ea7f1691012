import { createServiceTokenSigner, loadServiceKey } from '@ssc/service-kit/internal-auth';
import { describeService, testRedis } from '@ssc/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { createAuthService } from '../service';
import { call, registration, testKeyPrefix } from '../test-support/client';

const redis = await testRedis();
const definition = createAuthService({ redisUrl: redis.url, redisKeyPrefix: testKeyPrefix() });

await describeService(definition, (sut) => {
  const url = () => sut.service.url;
  const resolve = (token: string, headers: Record<string, string> = {}) =>
    call(url(), '/internal/sessions/resolve', { body: { token }, headers });

  describe('the session lookup, called directly', () => {
    it("answers only the gateway's service token", async () => {
      const signedUp = await call(url(), '/api/register', { body: registration() });
      const session = signedUp.sessionCookie ?? '';
      expect(session).not.toBe('');

      const key = loadServiceKey(sut.service.config.dataDir);
      const forged = createServiceTokenSigner('0'.repeat(64), 'gateway')('auth');
      const forBooking = createServiceTokenSigner(key, 'gateway')('booking');
      const attempts: Record<string, string>[] = [
        {},
        { 'x-service-token': forged },
        { 'x-service-token': forBooking },
      ];
      for (const headers of attempts) {
        const res = await resolve(session, headers);
        expect(res.status).toBe(401);
        expect(res.body).not.toHaveProperty('userId');
      }
      const asPayment = createServiceTokenSigner(key, 'payment')('auth');
      expect((await resolve(session, { 'x-service-token': asPayment })).status).toBe(403);

      const gateway = createServiceTokenSigner(key, 'gateway')('auth');
      const res = await resolve(session, { 'x-service-token': gateway });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ role: 'user' });
    });
  });

  describe('the buyer’s national id for an invoice', () => {
    it('answers the booking service only, with the account’s own national id', async () => {
      const signedUp = await call(url(), '/api/register', {
        body: registration({ nationalId: '9981234567' }),
      });
      const session = signedUp.sessionCookie ?? '';
      const key = loadServiceKey(sut.service.config.dataDir);
      const gateway = createServiceTokenSigner(key, 'gateway')('auth');
      const { body: owner } = await resolve(session, { 'x-service-token': gateway });
      const userId = (owner as { userId: string }).userId;
      const identity = (caller: string) =>
        fetch(`${url()}/internal/users/${userId}/invoice-identity`, {
          headers: { 'x-service-token': createServiceTokenSigner(key, caller)('auth') },
        });
      const booking = await identity('booking');
      expect(booking.status).toBe(200);
      expect(await booking.json()).toEqual({ nationalId: '9981234567' });
      // The gateway never routes /internal, and no other service may ask.
      expect((await identity('gateway')).status).toBe(403);
      expect((await identity('payment')).status).toBe(403);
      expect((await fetch(`${url()}/internal/users/${userId}/invoice-identity`)).status).toBe(401);
      const unknown = await fetch(`${url()}/internal/users/not-an-id/invoice-identity`, {
        headers: { 'x-service-token': createServiceTokenSigner(key, 'booking')('auth') },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('the accounts a client page or a history names', () => {
    it('answers the booking service only, with the name, email and mobile of known ids', async () => {
      const signedUp = await call(url(), '/api/register', {
        body: registration({ fullName: 'خالد محمود العمري', mobileNumber: '0791112223' }),
      });
      const key = loadServiceKey(sut.service.config.dataDir);
      const gateway = createServiceTokenSigner(key, 'gateway')('auth');
      const { body: owner } = await resolve(signedUp.sessionCookie ?? '', {
        'x-service-token': gateway,
      });
      const userId = (owner as { userId: string }).userId;
      const lookup = (caller: string | null, ids: unknown) =>
        call(url(), '/internal/users/lookup', {
          body: { ids },
          headers: caller
            ? { 'x-service-token': createServiceTokenSigner(key, caller)('auth') }
            : {},
        });
      const found = await lookup('booking', [userId, 'not-an-id', crypto.randomUUID()]);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({
        users: [
          {
            id: userId,
            fullName: 'خالد محمود العمري',
            email: expect.any(String),
            phone: '0791112223',
          },
        ],
      });
      expect((await lookup('gateway', [userId])).status).toBe(403);
      expect((await lookup(null, [userId])).status).toBe(401);
      expect((await lookup('booking', 'everyone')).status).toBe(400);
    });
  });

  describe('the contact the office books with (issue 34.4)', () => {
    it('answers the booking service only, with the account’s name, email, mobile and state', async () => {
      const signedUp = await call(url(), '/api/register', { body: registration() });
      const key = loadServiceKey(sut.service.config.dataDir);
      const gateway = createServiceTokenSigner(key, 'gateway')('auth');
      const { body: owner } = await resolve(signedUp.sessionCookie ?? '', {
        'x-service-token': gateway,
      });
      const userId = (owner as { userId: string }).userId;
      const contact = (caller: string, id = userId) =>
        fetch(`${url()}/internal/users/${id}/booking-contact`, {
          headers: { 'x-service-token': createServiceTokenSigner(key, caller)('auth') },
        });
      const booking = await contact('booking');
      expect(booking.status).toBe(200);
      const body = (await booking.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ disabled: false });
      expect(body.email).toMatch(/@/);
      expect(typeof body.fullName).toBe('string');
      expect(Object.keys(body).sort()).toEqual(['disabled', 'email', 'fullName', 'mobileNumber']);
      expect((await contact('gateway')).status).toBe(403);
      expect((await contact('payment')).status).toBe(403);
      expect((await contact('booking', 'not-an-id')).status).toBe(404);
    });
  });
});
