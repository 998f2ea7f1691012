import { errorMessages } from '@ssc/contracts';
import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { sendJsonError } from '../http/error-body';
import type { Logger } from '../logger';

interface Rule {
  points: number;
  durationSeconds: number;
}

/**
 * Requests per client address for the calls that create something or try a password (POST).
 * Sized for people: a family behind one address can still sign in, register and book.
 */
export const RATE_LIMITS: Record<string, Rule> = {
  '/api/login': { points: 20, durationSeconds: 10 * 60 },
  '/api/register': { points: 10, durationSeconds: 60 * 60 },
  '/api/forgot-password': { points: 5, durationSeconds: 15 * 60 },
  '/api/reset-password': { points: 10, durationSeconds: 15 * 60 },
  '/api/contact': { points: 10, durationSeconds: 60 * 60 },
  '/api/appointments': { points: 20, durationSeconds: 60 * 60 },
  '/api/user-documents': { points: 30, durationSeconds: 60 * 60 },
  '/api/create-payment-intent': { points: 30, durationSeconds: 10 * 60 },
  '/api/create-service-payment-intent': { points: 30, durationSeconds: 10 * 60 },
};

export interface RateLimitOptions {
  /** Shared counters across gateway replicas; without it (or while it is down) memory counts. */
  redis: Redis | undefined;
  keyPrefix: string;
  multiplier: number;
  logger: Logger;
  /** Called with the limited path on every 429 (the metrics' refusal counter). */
  onRefused?: (rule: string) => void;
}

/** 429 with `Retry-After` once an address used up its share of a limited call. */
export function rateLimits(options: RateLimitOptions): Middleware {
  const limiters = new Map<string, RateLimiterAbstract>(
    Object.entries(RATE_LIMITS).map(([path, rule]) => {
      const points = Math.max(1, Math.ceil(rule.points * options.multiplier));
      const keyPrefix = `${options.keyPrefix}:${path.slice('/api/'.length)}`;
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
      return [path, limiter] as const;
    }),
  );

  return async (ctx, next) => {
    const limiter = ctx.method === 'POST' ? limiters.get(ctx.path) : undefined;
    if (!limiter) return next();
    // A limited path is one of a fixed few: its own series (a 429 never reaches the router).
    ctx.state.metricsRoute = ctx.path;
    try {
      // ctx.ip is the socket's address, or X-Forwarded-For's client only with TRUST_PROXY.
      await limiter.consume(ctx.ip || 'unknown');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) {
        // Neither Redis nor the insurance answered: better to serve than to lock everyone out.
        options.logger.error({ err: error }, 'rate limiter failed; request let through');
        return next();
      }
      options.logger.warn({ path: ctx.path, requestId: ctx.state.requestId }, 'rate limited');
      options.onRefused?.(ctx.path);
      sendJsonError(ctx, 429, errorMessages.rateLimited);
      ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      return;
    }
    return next();
  };
}
