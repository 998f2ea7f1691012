import { SESSION_REVOCATION_CHANNEL } from '@ssc/contracts';
import { Redis } from 'ioredis';
import type { Logger } from '../logger';

export interface RevocationHandlers {
  /** The auth service changed this account's sessions (disabled, role changed). */
  revoked(userId: string): void;
  /** (Re)subscribed after a gap: announcements made meanwhile are lost, forget everything. */
  resync(): void;
}

/** The accounts whose sessions the auth service revoked, as it announces them over Redis. */
export interface RevocationFeed {
  listen(handlers: RevocationHandlers): void;
  /** Resolves once the first subscription attempt is over, either way (or after `timeoutMs`). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Subscribes to SESSION_REVOCATION_CHANNEL on its own connection (a subscribed connection can do
 * nothing else). The auth service publishes after it committed the change, before it answers the
 * admin, so the message reaches this gateway before the admin's answer does. While Redis is down
 * nothing arrives: the resolver's short cache (5 s) bounds how long a revoked identity lives, and
 * every resubscription forgets the whole cache in case something was missed.
 */
export function subscribeToRevocations(redisUrl: string, logger: Logger): RevocationFeed {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  let handlers: RevocationHandlers | undefined;
  let subscribedOnce = false;
  let warnedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - warnedAt < 30_000) return;
    warnedAt = Date.now();
    logger.warn(
      { error: error.message },
      'Redis unreachable: revoked sessions are forgotten when their cache entry expires (5 s)',
    );
  });
  redis.on('message', (channel: string, message: string) => {
    if (channel === SESSION_REVOCATION_CHANNEL && UUID.test(message)) handlers?.revoked(message);
  });
  // ioredis resubscribes by itself after a reconnect; `ready` says when, to resync.
  redis.on('ready', () => {
    if (subscribedOnce) handlers?.resync();
  });
  const subscribed = redis.subscribe(SESSION_REVOCATION_CHANNEL).then(
    () => {
      subscribedOnce = true;
    },
    () => undefined,
  );
  return {
    listen(next) {
      handlers = next;
    },
    async ready(timeoutMs = 2_000) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        subscribed,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
