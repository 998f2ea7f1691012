import { errorMessages } from '@ssc/contracts';
import { RATE_LIMIT_CLASSES, type RateLimitClass } from '@ssc/contracts/endpoints';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { endpointOf } from '../api/routes';
import { sendJsonError } from '../http/error-body';
import type { Logger } from '../logger';

export interface RateLimitOptions {
  /** Shared counters across gateway replicas; without it (or while it is down) memory counts. */
  redis: Redis | undefined;
  keyPrefix: string;
  multiplier: number;
  logger: Logger;
  /** Called with the limit's class on every 429 (the metrics' refusal counter). */
  onRefused?: (rule: RateLimitClass) => void;
}

/**
 * 429 with `Retry-After` once an address used up its share of a limited call: the endpoint
 * table names each call's class (`rateLimit`), and each class counts on its own.
 */
export function rateLimits(options: RateLimitOptions): Middleware {
  const limiters = new Map<RateLimitClass, RateLimiterAbstract>(
    (
      Object.entries(RATE_LIMIT_CLASSES) as [
        RateLimitClass,
        { points: number; durationSeconds: number },
      ][]
    ).map(([name, rule]) => {
      const points = Math.max(1, Math.ceil(rule.points * options.multiplier));
      const keyPrefix = `${options.keyPrefix}:${name}`;
      const memory = new RateLimiterMemory({ keyPrefix, points, duration: rule.durationSeconds });
      const limiter = options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            keyPrefix,
            points,
            duration: rule.durationSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      return [name, limiter] as const;
    }),
  );

  return async (ctx, next) => {
    const rule = endpointOf(ctx)?.rateLimit;
    const limiter = rule ? limiters.get(rule) : undefined;
    if (!rule || !limiter) return next();
    try {
      // ctx.ip is the socket's address, or X-Forwarded-For's client only with TRUST_PROXY.
      await limiter.consume(ctx.ip || 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        // Neither Redis nor the insurance answered: better to serve than to lock everyone out.
        options.logger.error({ err: error }, 'rate limiter failed; request let through');
        return next();
      }
      options.logger.warn({ rule, requestId: ctx.state.requestId }, 'rate limited');
      options.onRefused?.(rule);
      sendJsonError(ctx, 429, errorMessages.rateLimited);
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      return;
    }
    return next();
  };
}
