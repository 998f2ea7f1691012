import { SESSION_REVOCATION_CHANNEL } from '@ssc/contracts';
import { createChannelPublisher, type Logger } from '@ssc/service-kit';

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
  const channel = createChannelPublisher({
    redisUrl,
    channel: SESSION_REVOCATION_CHANNEL,
    logger,
    lost: 'could not publish a session revocation: gateways may serve the old identity for up to 5 s',
  });
  return {
    revoke: (userId, requestId) => channel.publish(userId, { userId, requestId }),
    close: () => channel.close(),
  };
}
