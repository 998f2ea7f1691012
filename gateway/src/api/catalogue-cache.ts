import { endpoints } from '@ssc/contracts/endpoints';
import type { CatalogueChanges } from '@ssc/service-kit/redis';
import type { Middleware } from 'koa';
import { type RevalidatedAnswer, sendConditionally } from '../http/conditional-get';
import type { Logger } from '../logger';
import { endpointOf } from './routes';

/** The last answer of the content service's `GET /api/services`, as it gave it. */
interface CachedCatalogue extends RevalidatedAnswer {
  body: Buffer;
  storedAt: number;
}

/** `/api/services` and the admin's routes under it (`/api/services/:id`…). */
function isCatalogueEndpoint(path: string): boolean {
  const base = endpoints.listServices.path;
  return path === base || path.startsWith(`${base}/`);
}

/** Even with every announcement arriving, an answer is asked for again after this long. */
const MAX_AGE_MS = 30_000;

/**
 * `GET /api/services` from the gateway's memory (issue 17.2): the catalogue is the same for every
 * visitor and changes when an admin edits the services, so the gateway keeps content's last answer
 * (its bytes, ETag and Cache-Control) and answers it, or a 304 to a browser that has it, without
 * a round trip. Dropped when content announces a change and when this gateway forwards a
 * successful write to the catalogue; asked for again after MAX_AGE_MS, and kept while content
 * cannot be reached (nothing can change the list then: visitors still see the services). Never
 * used while the announcements cannot arrive (Redis down): then every request goes to content as
 * before, and its 503 reaches the visitor.
 */
export function catalogueFromMemory(options: {
  contentUrl: string;
  changes: CatalogueChanges | undefined;
  logger: Logger;
}): Middleware {
  const { changes, logger } = options;
  const url = `${options.contentUrl}/api/services`;
  let cached: CachedCatalogue | undefined;
  let loading: Promise<CachedCatalogue | undefined> | undefined;
  /** Bumped on every change: a load started before it must not be kept. */
  let generation = 0;
  changes?.onChange(() => {
    generation += 1;
    cached = undefined;
  });

  async function load(): Promise<CachedCatalogue | undefined> {
    const started = generation;
    // Identity encoding: what is kept is what is answered, whatever the browser accepts.
    const res = await fetch(url, {
      headers: { 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(5_000),
    });
    // Only an answer with a validator is kept (and served): anything else is forwarded as is.
    if (res.status !== 200 || !res.headers.get('etag') || res.headers.get('content-encoding')) {
      await res.body?.cancel();
      return undefined;
    }
    const entry: CachedCatalogue = {
      body: Buffer.from(await res.arrayBuffer()),
      etag: res.headers.get('etag') as string,
      type: res.headers.get('content-type') ?? 'application/json; charset=utf-8',
      cacheControl: res.headers.get('cache-control') ?? 'no-cache',
      storedAt: Date.now(),
    };
    if (started === generation) cached = entry;
    return entry;
  }

  async function current(): Promise<CachedCatalogue | undefined> {
    if (cached && Date.now() - cached.storedAt < MAX_AGE_MS) return cached;
    const stale = cached;
    loading ??= load()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'catalogue not read from content');
        return undefined;
      })
      .finally(() => {
        loading = undefined;
      });
    // Content away (or answering something else): the last list it gave, unless it changed since.
    return (await loading) ?? (cached === stale ? stale : undefined);
  }

  return async (ctx, next) => {
    const endpoint = endpointOf(ctx);
    if (!endpoint || !isCatalogueEndpoint(endpoint.path)) return next();
    if (endpoint.method !== 'GET') {
      // A write through this gateway (an admin adding, editing, hiding or moving a service):
      // forget at once, here too.
      await next();
      if (ctx.status < 400) {
        generation += 1;
        cached = undefined;
      }
      return;
    }
    // The console's full list (admin only, states included) is never kept.
    if (endpoint.path !== endpoints.listServices.path) return next();
    if (!changes?.listening() || ctx.querystring) return next();
    const entry = await current();
    if (!entry) return next();
    ctx.state.metricsRoute ??= endpoint.path;
    sendConditionally(ctx, entry);
  };
}
