import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import type { Logger } from '../logger';

/** What the shell's build lists for each static path (`FIRST_VIEW.routesFile`). */
interface FirstViewRoute {
  remote: string;
  module: string;
  expose: string;
}

/**
 * Must equal `REMOTE_BASE_TOKEN` of `@ssc/rspack-config/prerender` (a remote's asset URLs start
 * with it in its first views; `first-view.test.ts` checks the two agree).
 */
export const REMOTE_BASE_TOKEN = '/__ssc_remote_base__/';

/** A page's first view, ready for the shell document; `version` changes with either file. */
export interface FirstViewPage {
  /** The route's own path (`/services` for `/services/`): one cached page per route. */
  route: string;
  html: string;
  version: string;
}

/** A file read again only when it changed (mtime or size); undefined while it does not exist. */
function changedFileReader<T>(parse: (text: string) => T) {
  const cache = new Map<string, { version: string; value: T }>();
  return async (file: string) => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) {
      cache.delete(file);
      return undefined;
    }
    const version = `${info.mtimeMs}:${info.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached;
    const entry = { version, value: parse(await readFile(file, 'utf8')) };
    cache.set(file, entry);
    return entry;
  };
}

const ATTRIBUTE_UNSAFE = /[^A-Za-z0-9_/-]/g;

/**
 * The first view of the page at a path: the markup the page's remote rendered at build time, for
 * the shell's page slot. Only for remotes this gateway serves from their own dist (`/mf/<name>/`);
 * a remote deployed on another origin renders in the browser as before. Missing or unreadable
 * files mean no first view, never a failed page.
 */
export function firstViewSource(options: {
  shellDir: string;
  remoteDirs: ReadonlyMap<string, string>;
  remotes: Readonly<Record<string, string>>;
  logger: Logger;
}): (path: string) => Promise<FirstViewPage | undefined> {
  const readRoutes = changedFileReader(
    (text) => JSON.parse(text) as Record<string, FirstViewRoute>,
  );
  const readPage = changedFileReader((text) => text);

  /** Where a locally served remote lives, as the browser sees it: `/mf/<name>/`. */
  function localBase(remote: string): string | undefined {
    const base = `/mf/${remote}/`;
    return options.remoteDirs.has(remote) && options.remotes[remote]?.startsWith(base)
      ? base
      : undefined;
  }

  return async (path) => {
    try {
      const routes = await readRoutes(join(options.shellDir, FIRST_VIEW.routesFile));
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const route = routes?.value[normalized];
      const base = route && localBase(route.remote);
      if (!route || !base || !/^[A-Za-z0-9_]+$/.test(route.expose)) return undefined;
      const dir = options.remoteDirs.get(route.remote)!;
      const page = await readPage(join(dir, FIRST_VIEW.pagesDir, `${route.expose}.html`));
      if (!page) return undefined;
      const module = route.module.replace(ATTRIBUTE_UNSAFE, '');
      return {
        route: normalized,
        // `display: contents`: the wrapper takes no box, the page lays out as it will live.
        html: `<div ${FIRST_VIEW.attribute}="${module}" style="display:contents">${page.value.replaceAll(REMOTE_BASE_TOKEN, base)}</div>`,
        version: `${routes!.version}|${page.version}`,
      };
    } catch (error) {
      options.logger.warn({ err: error, path }, 'first view unavailable');
      return undefined;
    }
  };
}
