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
});
