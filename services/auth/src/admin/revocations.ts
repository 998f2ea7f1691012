import { SESSION_REVOCATION_CHANNEL } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { Redis } from 'ioredis';

/** Tells the gateways that an account's cached identities are stale (see SESSION_REVOCATION_CHANNEL). */
export interface RevocationPublisher {
  /** Never throws: without Redis the gateways' cache expires on its own (5 s); a warning is logged. */
  revoke(userId: string, requestId?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database change (sessions deleted, role changed) is already committed when this runs, so
 * the auth service itself refuses the account at once; this only shortens the gateways' short
 * identity cache to nothing, on every replica.
 */
export function createRevocationPublisher(redisUrl: string, logger: Logger): RevocationPublisher {
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Connection errors are reported by revoke(), when they matter.
  redis.on('error', () => {});
  return {
    async revoke(userId, requestId) {
      try {
        await redis.publish(SESSION_REVOCATION_CHANNEL, userId);
      } catch (error) {
        logger.warn(
          { userId, requestId, err: { message: (error as Error).message } },
          'could not publish a session revocation: gateways may serve the old identity for up to 5 s',
        );
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
