import { createReadiness, type Readiness, type ReadinessCheck } from '@ssc/service-kit';
import nodemailer from 'nodemailer';
import type { RedisConnection } from './redis/redis-connection';

/**
 * What the worker's /ready asks (cached 2 s):
 * - `smtp` (only with `SMTP_URL`; .eml files need no server): nodemailer's `verify()` (connect,
 *   EHLO, AUTH). Down → 503: no email can leave.
 * - `redis`: `PING` on the consumer's connection. Down → reported with a 200: the services then
 *   hand emails to this worker over HTTP (single-machine mode), so it still has work to do and
 *   must stay in rotation (and `npm start`, compose's `depends_on` keep working without Redis).
 */
export function workerReadiness(options: {
  redis: RedisConnection;
  smtpUrl: string | undefined;
}): Readiness {
  const checks: ReadinessCheck[] = [
    {
      name: 'redis',
      critical: false,
      probe: async () => {
        // The consumer's client queues commands while disconnected (BullMQ needs that): ask only a
        // live connection.
        if (options.redis.status() !== 'connected') throw new Error('redis disconnected');
        return options.redis.client.ping();
      },
    },
  ];
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    // A server that hangs is a timeout for /ready; the next probe joins this attempt, so a hung
    // server never collects a connection per probe.
    let verifying: Promise<unknown> | undefined;
    checks.push({
      name: 'smtp',
      critical: true,
      probe: () => {
        verifying ??= transport.verify().finally(() => {
          verifying = undefined;
        });
        return verifying;
      },
      close: () => transport.close(),
    });
  }
  return createReadiness({ checks, timeoutMs: 2_500 });
}
