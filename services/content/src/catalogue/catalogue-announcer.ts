import { CATALOGUE_CHANGED_CHANNEL } from '@ssc/contracts';
import { createChannelPublisher, type Logger } from '@ssc/service-kit';

/** Tells the gateways that the catalogue changed (see CATALOGUE_CHANGED_CHANNEL). */
export interface CatalogueAnnouncer {
  /** Never throws: without Redis the gateways read the catalogue from here anyway. */
  changed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Called by every content replica when the database announces a change (LISTEN/NOTIFY), so a
 * gateway hears it even when the replica that wrote it is gone. A gateway that could not hear it
 * asks again within 30 s (gateway/src/api/catalogue-cache.ts); the warning says so.
 */
export function createCatalogueAnnouncer(redisUrl: string, logger: Logger): CatalogueAnnouncer {
  const channel = createChannelPublisher({
    redisUrl,
    channel: CATALOGUE_CHANGED_CHANNEL,
    logger,
    lost: 'could not announce a catalogue change: gateways may show the old list for up to 30 s',
  });
  return {
    changed: () => channel.publish(String(Date.now())),
    close: () => channel.close(),
  };
}
