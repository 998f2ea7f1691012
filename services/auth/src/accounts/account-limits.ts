import type { Logger } from '@ssc/service-kit';
import { closeRedis } from '@ssc/service-kit/redis';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { LimitRule } from '../config';
import { type AccountSlowdown, createAccountSlowdown, type SlowdownRule } from './account-slowdown';

/**
 * Per-account limits (the gateway limits per address). Counters live in Redis so every replica
 * shares them; while Redis is down each replica counts in memory instead (insurance), so the
 * limits hold, only per replica.
 */
export interface AccountLimits {
  /** Seconds to wait when this account had too many wrong passwords, else undefined. */
  loginBlockedFor(account: string): Promise<number | undefined>;
  loginFailed(account: string): Promise<void>;
  loginSucceeded(account: string): Promise<void>;
  /** False when this address already got its share of reset emails this hour. */
  takeResetEmail(email: string): Promise<boolean>;
  /** The account-wide slowdown across all addresses, and the account's known places. */
  slowdown: AccountSlowdown;
  close(): Promise<void>;
}

export interface AccountLimitOptions {
  redisUrl: string;
  keyPrefix: string;
  loginFailures: LimitRule;
  resetEmails: LimitRule;
  slowdown: SlowdownRule;
}

export function createAccountLimits(options: AccountLimitOptions, logger: Logger): AccountLimits {
  const redis = new Redis(options.redisUrl, {
    // Fail at once while disconnected, so the insurance limiter answers instead of a queue waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  let warnedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - warnedAt < 30_000) return;
    warnedAt = Date.now();
    logger.warn(
      { err: { message: error.message } },
      'Redis unreachable: account rate limits are counted in memory per replica until it is back',
    );
  });

  const limiter = (name: string, rule: LimitRule): RateLimiterAbstract =>
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.keyPrefix}:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({
        keyPrefix: `${options.keyPrefix}:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
    });
  const loginFailures = limiter('login-failures', options.loginFailures);
  const resetEmails = limiter('reset-emails', options.resetEmails);

  return {
    async loginBlockedFor(account) {
      const res = await loginFailures.get(account);
      if (!res || res.consumedPoints < options.loginFailures.points) return undefined;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    },
    async loginFailed(account) {
      // Rejected once the limit is passed; the next attempt is the one answered with 429.
      await loginFailures.consume(account).catch(rethrowUnlessLimited);
    },
    async loginSucceeded(account) {
      await loginFailures.delete(account);
    },
    async takeResetEmail(email) {
      try {
        await resetEmails.consume(email);
        return true;
      } catch (error) {
        rethrowUnlessLimited(error);
        return false;
      }
    },
    slowdown: createAccountSlowdown(redis, options.keyPrefix, options.slowdown),
    close: () => closeRedis(redis),
  };
}

function rethrowUnlessLimited(error: unknown): void {
  if (!(error instanceof RateLimiterRes)) throw error;
}
