import { METRIC_NAMES } from '@ssc/service-kit';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createBookingService } from './service';
import { startContentService } from './testing/harness';

// Issue 20: /ready asks what the service needs; /metrics on the service's own (internal) port.
const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;

  describe('with Redis down', () => {
    it('stays ready (bookings wait in the outbox) and reports Redis as down', async () => {
      const res = await fetch(url('/ready'));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ready',
        checks: { database: 'up', redis: 'down' },
      });
    });

    it('serves /metrics with route templates and the outbox gauges', async () => {
      const res = await fetch(url('/api/appointments/no-such-id'), { method: 'PATCH' });
      expect(res.status).toBe(401);
      const text = await (await fetch(url('/metrics'))).text();
      expect(text).toMatch(
        new RegExp(
          `^${METRIC_NAMES.httpRequests}\\{[^}]*route="/api/appointments/:id"[^}]*status="401"`,
          'm',
        ),
      );
      expect(text).not.toContain('no-such-id');
      expect(text).toMatch(new RegExp(`^${METRIC_NAMES.outboxUnsent}\\{[^}]*\\} \\d+$`, 'm'));
      expect(text).toMatch(new RegExp(`^${METRIC_NAMES.dbPool}\\{`, 'm'));
    });
  });
});
