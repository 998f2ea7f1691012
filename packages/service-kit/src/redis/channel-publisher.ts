import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import { closeRedis } from './close-redis';

/** Announcements on one Redis pub/sub channel (e.g. "this account's sessions changed"). */
export interface ChannelPublisher {
  /**
   * Never throws: what listens must cope without the announcement (a short cache, a re-read).
   * A failure is logged at warn with `context` and the publisher's `lost` message.
   */
  publish(message: string, context?: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A connection that fails fast while Redis is down (no offline queue): an announcement is made
 * after the change it reports has committed, and waiting for Redis must not hold the request.
 */
export function createChannelPublisher(options: {
  redisUrl: string;
  channel: string;
  logger: Logger;
  /** What a lost announcement means for the listeners, for the warning. */
  lost: string;
}): ChannelPublisher {
  const redis = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Connection errors are reported by publish(), when they matter.
  redis.on('error', () => {});
  return {
    async publish(message, context = {}) {
      try {
        await redis.publish(options.channel, message);
      } catch (error) {
        options.logger.warn(
          { ...context, err: { message: (error as Error).message } },
          options.lost,
        );
      }
    },
    close: () => closeRedis(redis),
  };
}
