import { SESSION_REVOCATION_CHANNEL } from '@ssc/contracts';
import type { RedisSubscriber } from '@ssc/service-kit/redis';

export interface RevocationHandlers {
  /** The auth service changed this account's sessions (disabled, role changed). */
  revoked(userId: string): void;
  /** (Re)subscribed after a gap: announcements made meanwhile are lost, forget everything. */
  resync(): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Listens to SESSION_REVOCATION_CHANNEL on the gateway's subscriber connection. The auth service
 * publishes after it committed the change, before it answers the admin, so the message reaches
 * this gateway before the admin's answer does. While Redis is down nothing arrives: the resolver's
 * short cache (5 s) bounds how long a revoked identity lives, and every resubscription forgets the
 * whole cache in case something was missed.
 */
export function listenForRevocations(
  subscriber: RedisSubscriber,
  handlers: RevocationHandlers,
): void {
  subscriber.subscribe(
    SESSION_REVOCATION_CHANNEL,
    {
      message(userId) {
        if (UUID.test(userId)) handlers.revoked(userId);
      },
      subscribed(again) {
        if (again) handlers.resync();
      },
    },
    'revoked sessions are forgotten when their cache entry expires (5 s)',
  );
}
