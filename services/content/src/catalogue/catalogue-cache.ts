import { createHash } from 'node:crypto';
import type { PublicService } from '@ssc/contracts';

export interface CachedCatalogue {
  /** The JSON answer of GET /api/services, serialised once. */
  body: string;
  /** Strong validator of `body`, for 304 answers to the browser's If-None-Match. */
  etag: string;
  services: PublicService[];
}

export interface CatalogueCache {
  read(): Promise<CachedCatalogue>;
  /** Drops the cached answer at once (a change here or, via notices, on another replica). */
  invalidate(): void;
}

/**
 * The catalogue from memory: read from the database only after a change. `trusted()` says
 * whether changes are certainly heard right now (see listenForChanges); while it is false every
 * read goes to the database, so a replica never serves a list another replica has changed.
 */
export function createCatalogueCache(
  load: () => Promise<PublicService[]>,
  trusted: () => boolean,
): CatalogueCache {
  let cached: CachedCatalogue | undefined;
  let loading: Promise<CachedCatalogue> | undefined;
  // Bumped by every invalidation: a load that began before one must not be kept.
  let generation = 0;

  async function loadFresh(): Promise<CachedCatalogue> {
    const startedAt = generation;
    const services = await load();
    const body = JSON.stringify(services);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const fresh = { body, etag: `"${hash}"`, services };
    if (startedAt === generation && trusted()) cached = fresh;
    return fresh;
  }

  return {
    read() {
      if (cached && trusted()) return Promise.resolve(cached);
      loading ??= loadFresh().finally(() => {
        loading = undefined;
      });
      return loading;
    },
    invalidate() {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },
  };
}
