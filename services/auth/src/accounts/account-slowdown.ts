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
  /**
   * The gate of an attempt from a place the account does not know: the seconds to wait, or
   * undefined when the attempt may go on, in which case it is already counted (as a failure
   * until `cleared`). Checking and counting are one step, so a burst of parallel guesses gets
   * no more attempts than a sequence would.
   */
  admit(account: string): Promise<number | undefined>;
  /** Counts a wrong password that did not pass the gate (from a known place). */
  failed(account: string): Promise<void>;
  /** Seconds the account is waiting now, or undefined (nothing counted). */
  waitFor(account: string): Promise<number | undefined>;
  /** Forgets the account's failures (a successful sign-in, or the reset link). */
  cleared(account: string): Promise<void>;
  isKnownPlace(account: string, address: string): Promise<boolean>;
  rememberPlace(account: string, address: string): Promise<void>;
}

/**
 * KEYS: count, until. ARGV: now (ms), gate (1: refuse while waiting), failures, first delay,
 * max delay, window, slowed memory (seconds). Returns the ms to wait (refused) or 0 (counted).
 * `until` holds the time the wait ends, so the answer can say how long is left.
 */
const COUNT_SCRIPT = `
local now = tonumber(ARGV[1])
local untilMs = tonumber(redis.call('GET', KEYS[2]) or '0')
if ARGV[2] == '1' and untilMs > now then return untilMs - now end
local n = redis.call('INCR', KEYS[1])
local failures = tonumber(ARGV[3])
if n < failures then
  redis.call('EXPIRE', KEYS[1], tonumber(ARGV[6]))
  return 0
end
local delay = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ (n - failures))
redis.call('SET', KEYS[2], tostring(now + delay * 1000), 'PX', math.floor(delay * 1000))
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[7]))
return 0
`;

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
  const counting = async (a: string, gate: boolean) => {
    const ms = (await redis.eval(
      COUNT_SCRIPT,
      2,
      count(a),
      until(a),
      now(),
      gate ? '1' : '0',
      rule.failures,
      rule.firstDelaySeconds,
      rule.maxDelaySeconds,
      rule.windowSeconds,
      SLOWED_MEMORY_SECONDS,
    )) as number;
    return ms > 0 ? Math.ceil(ms / 1000) : undefined;
  };

  return {
    admit: (a) =>
      orMemory(
        () => counting(a, true),
        () => memory.admit(a),
      ),
    failed: (a) =>
      orMemory(
        async () => {
          await counting(a, false);
        },
        () => memory.failed(a),
      ),
    waitFor: (a) =>
      orMemory(
        async () => {
          const end = Number((await redis.get(until(a))) ?? 0);
          return end > now() ? Math.ceil((end - now()) / 1000) : undefined;
        },
        () => memory.waitFor(a),
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
  const waiting = (a: string) => {
    const ms = (live(a)?.until ?? 0) - now();
    return ms > 0 ? Math.ceil(ms / 1000) : undefined;
  };
  // Synchronous from the check to the count: one attempt at a time, as the script in Redis.
  const counted = (a: string) => {
    const entry = live(a);
    const n = (entry?.n ?? 0) + 1;
    const delay = n < rule.failures ? 0 : slowdownDelaySeconds(n, rule);
    const keep = delay > 0 ? SLOWED_MEMORY_SECONDS : rule.windowSeconds;
    const until = delay > 0 ? now() + delay * 1000 : (entry?.until ?? 0);
    counts.set(a, { n, forgetAt: now() + keep * 1000, until });
  };
  return {
    async admit(a) {
      const wait = waiting(a);
      if (wait === undefined) counted(a);
      return wait;
    },
    async failed(a) {
      counted(a);
    },
    async waitFor(a) {
      return waiting(a);
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
