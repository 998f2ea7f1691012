import type { Redis } from 'ioredis';

/**
 * Account-wide slowdown of password guessing (issue 37, row 3). The per-address limit alone gave
 * an attacker five guesses per address; this counts the account's wrong passwords from every
 * address, and from the `failures`-th on each one makes the account wait longer before the next
 * attempt (doubling from `firstDelaySeconds` up to `maxDelaySeconds`). Never a lockout: the owner
 * still gets in from a known place (an address the account signed in from before) and after the
 * reset link, which clears the slowdown.
 */
export interface SlowdownRule {
  /** Wrong passwords within `windowSeconds`, from anywhere, before the account slows down. */
  failures: number;
  windowSeconds: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** How long the account waits after its `count`-th recent failure (0 below the threshold). */
export function slowdownDelaySeconds(count: number, rule: SlowdownRule): number {
  if (count < rule.failures) return 0;
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** (count - rule.failures));
}

// Once slowed, the count is kept a day after the last failure, so an attacker who pauses past
// the window does not get a fresh budget of fast guesses.
const SLOWED_MEMORY_SECONDS = 24 * 60 * 60;
/** Known places: the last 20 addresses the account signed in from, for 90 days. */
const KNOWN_PLACES = 20;
const KNOWN_PLACE_SECONDS = 90 * 24 * 60 * 60;

export interface AccountSlowdown {
  /** Seconds before this account may try a password again, or undefined. */
  waitFor(account: string): Promise<number | undefined>;
  failed(account: string): Promise<void>;
  /** Forgets the account's failures (a sign-in while not slowed, or the reset link). */
  cleared(account: string): Promise<void>;
  isKnownPlace(account: string, address: string): Promise<boolean>;
  rememberPlace(account: string, address: string): Promise<void>;
}

/** In Redis so every replica shares it; `memory` answers while Redis is unreachable. */
export function createAccountSlowdown(
  redis: Redis,
  keyPrefix: string,
  rule: SlowdownRule,
  now: () => number = Date.now,
): AccountSlowdown {
  const memory = createMemorySlowdown(rule, now);
  const count = (a: string) => `${keyPrefix}:slowdown:count:${a}`;
  const until = (a: string) => `${keyPrefix}:slowdown:until:${a}`;
  const places = (a: string) => `${keyPrefix}:known-places:${a}`;
  const orMemory = <T>(work: () => Promise<T>, fallback: () => Promise<T>) =>
    redis.status === 'ready' ? work().catch(fallback) : fallback();

  return {
    waitFor: (a) =>
      orMemory(
        async () => {
          const ms = await redis.pttl(until(a));
          return ms > 0 ? Math.ceil(ms / 1000) : undefined;
        },
        () => memory.waitFor(a),
      ),
    failed: (a) =>
      orMemory(
        async () => {
          const n = await redis.incr(count(a));
          const delay = slowdownDelaySeconds(n, rule);
          const keep = delay > 0 ? SLOWED_MEMORY_SECONDS : rule.windowSeconds;
          const write = redis.multi().expire(count(a), keep);
          if (delay > 0) write.set(until(a), '1', 'EX', delay);
          await write.exec();
        },
        () => memory.failed(a),
      ),
    cleared: (a) =>
      orMemory(
        async () => {
          await redis.del(count(a), until(a));
          await memory.cleared(a);
        },
        () => memory.cleared(a),
      ),
    isKnownPlace: (a, address) =>
      orMemory(
        async () => (await redis.zscore(places(a), address)) !== null,
        () => memory.isKnownPlace(a, address),
      ),
    rememberPlace: (a, address) =>
      orMemory(
        async () => {
          await redis
            .multi()
            .zadd(places(a), now(), address)
            .zremrangebyrank(places(a), 0, -(KNOWN_PLACES + 1))
            .expire(places(a), KNOWN_PLACE_SECONDS)
            .exec();
        },
        () => memory.rememberPlace(a, address),
      ),
  };
}

/** The same per replica, while Redis is down (the limits hold, only per replica). */
function createMemorySlowdown(rule: SlowdownRule, now: () => number): AccountSlowdown {
  const counts = new Map<string, { n: number; forgetAt: number; until: number }>();
  const known = new Map<string, Set<string>>();
  const live = (a: string) => {
    const entry = counts.get(a);
    if (entry && entry.forgetAt <= now()) counts.delete(a);
    return counts.get(a);
  };
  return {
    async waitFor(a) {
      const ms = (live(a)?.until ?? 0) - now();
      return ms > 0 ? Math.ceil(ms / 1000) : undefined;
    },
    async failed(a) {
      const n = (live(a)?.n ?? 0) + 1;
      const delay = slowdownDelaySeconds(n, rule);
      const keep = delay > 0 ? SLOWED_MEMORY_SECONDS : rule.windowSeconds;
      counts.set(a, { n, forgetAt: now() + keep * 1000, until: now() + delay * 1000 });
    },
    async cleared(a) {
      counts.delete(a);
    },
    async isKnownPlace(a, address) {
      return known.get(a)?.has(address) ?? false;
    },
    async rememberPlace(a, address) {
      const set = known.get(a) ?? new Set();
      set.add(address);
      if (set.size > KNOWN_PLACES) set.delete(set.values().next().value as string);
      known.set(a, set);
    },
  };
}
