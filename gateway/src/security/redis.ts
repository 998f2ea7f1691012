import { Redis } from 'ioredis';
import type { Logger } from '../logger';

/**
 * The rate limiters' Redis connection. Commands fail at once while it is down (no offline queue),
 * so the limiters switch to their in-memory insurance instead of holding requests; ioredis
 * reconnects by itself and a warning is logged at most every 30 s.
 */
export function connectRateLimitRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let warnedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - warnedAt < 30_000) return;
    warnedAt = Date.now();
    logger.warn(
      { error: error.message },
      'Redis unreachable: rate limits are counted in memory by this gateway until it is back',
    );
  });
  return redis;
}

/**
 * Resolves once the first connection attempt is over, either way (or after `timeoutMs`), so that a
 * freshly started gateway counts in Redis from its first request when Redis is there.
 */
export function firstConnectionAttempt(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}
