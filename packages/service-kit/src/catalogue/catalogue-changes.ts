import { CATALOGUE_CHANGED_CHANNEL } from '@ssc/contracts';
import type { RedisSubscriber } from '../redis/subscriber';

/** Announcements that the catalogue changed (content publishes them on Redis). */
export interface CatalogueChanges {
  /** Whether announcements arrive now: without them nothing may be answered from memory. */
  listening(): boolean;
  onChange(handler: () => void): void;
}

/**
 * Listens to CATALOGUE_CHANGED_CHANNEL on the process's subscriber connection. Every content
 * replica publishes there when its database announces a change (LISTEN/NOTIFY), so a service
 * added anywhere reaches every gateway, booking and payment replica at once. A (re)subscription
 * counts as a change: what was said meanwhile is lost; so does the start of an outage, during
 * which the gateway answers nothing from memory and booking and payment keep their copies for their
 * TTL.
 */
export function listenForCatalogueChanges(subscriber: RedisSubscriber): CatalogueChanges {
  const handlers: (() => void)[] = [];
  let listening = false;
  const changed = () => {
    for (const handler of handlers) handler();
  };
  subscriber.subscribe(
    CATALOGUE_CHANGED_CHANNEL,
    {
      message: changed,
      subscribed() {
        changed();
        listening = true;
      },
      // Once per outage: the connection's retries while Redis stays down say nothing new.
      interrupted() {
        if (!listening) return;
        listening = false;
        changed();
      },
    },
    'the catalogue is read from content',
  );
  return {
    listening: () => listening,
    onChange(handler) {
      handlers.push(handler);
    },
  };
}
