/** How many attempts a limiter allows within its window. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

import type { SlowdownRule } from './accounts/account-slowdown';

/** What the auth service reads from its environment beyond the kit's `ServiceConfig`. */
export interface AuthOptions {
  /** The address users reach; email links point there. */
  publicUrl: string;
  redisUrl: string;
  /** `Secure` cookies (NODE_ENV=production). */
  secureCookies: boolean;
  sessionTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** Wrong passwords per account before 429; a success resets the count. */
  loginFailuresPerAccount: LimitRule;
  /** Wrong passwords per account from all addresses together before each attempt waits longer. */
  accountSlowdown: SlowdownRule;
  /** Admin sessions end after this long unused, and this long after sign-in at the latest. */
  adminSessionIdleSeconds: number;
  adminSessionMaxSeconds: number;
  /** Reset emails per address; beyond that requests are accepted but nothing is sent. */
  resetEmailsPerAddress: LimitRule;
  admin: { email: string; password: string } | undefined;
}

const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/**
 * `RATE_LIMIT_MULTIPLIER` (default 1) scales every limit, as in the gateway: the E2E system and the
 * benchmarks set a large one so that many test accounts can share one address.
 */
export function rateLimitMultiplier(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.RATE_LIMIT_MULTIPLIER || 1);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(
      `RATE_LIMIT_MULTIPLIER must be a positive number, got "${env.RATE_LIMIT_MULTIPLIER}"`,
    );
  }
  return value;
}

export function loadAuthOptions(env: NodeJS.ProcessEnv = process.env): AuthOptions {
  const scale = rateLimitMultiplier(env);
  const adminEmail = env.ADMIN_EMAIL?.trim();
  const adminPassword = env.ADMIN_PASSWORD;
  return {
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    secureCookies: env.NODE_ENV === 'production',
    sessionTtlSeconds: SESSION_TTL_SECONDS,
    resetTokenTtlSeconds: RESET_TOKEN_TTL_SECONDS,
    loginFailuresPerAccount: { points: Math.ceil(5 * scale), durationSeconds: 15 * 60 },
    accountSlowdown: {
      failures: Math.ceil(5 * scale),
      windowSeconds: 15 * 60,
      firstDelaySeconds: 30,
      maxDelaySeconds: 15 * 60,
    },
    adminSessionIdleSeconds: 30 * 60,
    adminSessionMaxSeconds: 12 * 60 * 60,
    resetEmailsPerAddress: { points: Math.ceil(3 * scale), durationSeconds: 60 * 60 },
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
  };
}
