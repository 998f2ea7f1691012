import { Redis } from 'ioredis';
import type { ReadinessReport } from './health';

/** What one check reports in `/ready`'s `checks`. */
export type CheckState = 'up' | 'down';

/**
 * One dependency `/ready` asks about. A critical one that is down makes the process not ready
 * (503); a non-critical one is reported as `down` with a 200: the process still serves without it
 * (e.g. Redis for the services, whose emails wait in the outbox).
 */
export interface ReadinessCheck {
  name: string;
  critical: boolean;
  /** Resolves when the dependency answers; a rejection or the timeout means `down`. */
  probe(): Promise<unknown>;
  close?(): Promise<void> | void;
}

export interface ReadinessOptions {
  checks: readonly ReadinessCheck[];
  /** A report is reused this long, so a probe storm costs one round of checks (2 s). */
  cacheMs?: number;
  /** Each check gets this long to answer (1 s). */
  timeoutMs?: number;
}

export interface Readiness {
  report(): Promise<ReadinessReport>;
  close(): Promise<void>;
}

/** Runs the checks in parallel, at most once per `cacheMs` (callers meanwhile share the result). */
export function createReadiness(options: ReadinessOptions): Readiness {
  const { checks } = options;
  const cacheMs = options.cacheMs ?? 2_000;
  const timeoutMs = options.timeoutMs ?? 1_000;
  let cached: { at: number; report: Promise<ReadinessReport> } | undefined;

  const run = async (): Promise<ReadinessReport> => {
    const states = await Promise.all(
      checks.map(async (check) => {
        const state: CheckState = await withTimeout(check.probe(), timeoutMs).then(
          () => 'up',
          () => 'down',
        );
        return [check, state] as const;
      }),
    );
    return {
      ready: states.every(([check, state]) => state === 'up' || !check.critical),
      checks: Object.fromEntries(states.map(([check, state]) => [check.name, state])),
    };
  };

  return {
    report() {
      const now = Date.now();
      if (!cached || now - cached.at >= cacheMs) cached = { at: now, report: run() };
      return cached.report;
    },
    async close() {
      await Promise.all(checks.map((check) => check.close?.()));
    },
  };
}

/** `select 1` on the service's pool. */
export function databaseCheck(pool: { query(text: string): Promise<unknown> }): ReadinessCheck {
  return { name: 'database', critical: true, probe: () => pool.query('select 1') };
}

/**
 * `PING` on a connection of its own (never queueing while Redis is away). Not critical by
 * default: the services keep working without Redis.
 */
export function redisCheck(url: string, { critical = false } = {}): ReadinessCheck {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectionName: 'ssc:ready',
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Reported through the check; the services' own connections log the outage.
  client.on('error', () => {});
  return {
    name: 'redis',
    critical,
    async probe() {
      // Still making its first connection (just started): wait for it, within the timeout.
      if (['wait', 'connecting', 'connect'].includes(client.status)) await connected(client);
      if (client.status !== 'ready') throw new Error(`redis connection ${client.status}`);
      return client.ping();
    },
    close: () => {
      client.disconnect();
    },
  };
}

function connected(client: Redis): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      client.off('ready', ok).off('error', failed).off('end', failed);
      if (error) reject(error);
      else resolve();
    };
    const ok = () => done();
    const failed = (error?: Error) => done(error ?? new Error('redis connection ended'));
    client.once('ready', ok).once('error', failed).once('end', failed);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
