import type { Logger } from '@ssc/service-kit';
import { Redis } from 'ioredis';
import { throttledWarning } from './throttled-warning';

export type RedisStatus = 'connected' | 'disconnected';

export interface RedisConnection {
  client: Redis;
  status(): RedisStatus;
  /** For errors surfacing elsewhere (BullMQ's own connections) that mean the same outage. */
  reportError(error: unknown): void;
  close(): Promise<void>;
}

/**
 * One ioredis client for BullMQ (`maxRetriesPerRequest: null`, as BullMQ requires). ioredis
 * reconnects forever on its own; this only makes the outage visible without flooding the log.
 */
export function connectRedis(
  url: string,
  logger: Logger,
  warnIntervalMs?: number,
): RedisConnection {
  const client = new Redis(url, { maxRetriesPerRequest: null });
  const unreachable = throttledWarning(
    logger,
    `Redis at ${redactedUrl(url)} is unreachable (retrying); meanwhile the services hand emails to this worker directly (single-machine mode)`,
    warnIntervalMs,
  );
  let everConnected = false;

  client.on('error', (error) => unreachable.report(error));
  client.on('ready', () => {
    logger.info(
      { redis: redactedUrl(url) },
      everConnected ? 'Redis connection re-established' : 'Redis connected',
    );
    everConnected = true;
    unreachable.reset();
  });

  return {
    client,
    status: () => (client.status === 'ready' ? 'connected' : 'disconnected'),
    reportError: (error) => unreachable.report(error),
    async close() {
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}

/** The URL may carry a password; logs must not. */
function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
