// Runs in the entry chunk, before the async boundary, so it may use plain data only (no shared
// module). As soon as the shell's first script runs, it fetches the manifest of the remote that
// serves the current URL and preloads that remote's entry and the page's own chunks, in parallel
// with the shell's chunks. Without it they load only after the shell has loaded, run and rendered
// the route: two network round trips later. The MF runtime then gets the same manifest response
// through its fetch hook (`adoptEarlyManifest`), so the manifest is fetched once. The page's first
// API data is preloaded too (PAGE_DATA).
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './federation';
import { type RouteDefinitionLike, routeModuleFor } from './routeMatch';

interface Manifest {
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
}

let early: { url: string; response: Promise<Response> } | undefined;

/**
 * Data a page asks for as soon as it shows (path → API URLs). Preloaded with the credentials the
 * API client sends, so the page's own fetch is answered from the preload instead of the network.
 */
export const PAGE_DATA: Readonly<Record<string, readonly string[]>> = {
  '/': ['/api/services'],
  '/services': ['/api/services'],
};

function addPreload(href: string, as: 'script' | 'fetch' = 'script'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  if (as === 'fetch') link.crossOrigin = 'use-credentials';
  document.head.append(link);
}

function manifestUrlOf(id: string): URL | undefined {
  let remotes: Record<string, unknown> = {};
  try {
    remotes = JSON.parse(document.getElementById('app-config')?.textContent || '{}')?.remotes ?? {};
  } catch {
    return undefined;
  }
  const url = remotes[REMOTE_NAMES[id.slice(0, id.indexOf('/')) as RemoteName]];
  return typeof url === 'string' && url !== '' ? new URL(url, window.location.href) : undefined;
}

/** The current route's remote: its manifest now, then its entry and the page's chunks. */
export function preloadCurrentRemote(routes: readonly RouteDefinitionLike[]): void {
  for (const url of PAGE_DATA[window.location.pathname] ?? []) addPreload(url, 'fetch');
  const id = routeModuleFor(routes, window.location.pathname);
  const manifestUrl = id ? manifestUrlOf(id) : undefined;
  if (!id || !manifestUrl) return;
  const expose = id.slice(id.indexOf('/') + 1);
  const response = fetch(manifestUrl.href);
  early = { url: manifestUrl.href, response };
  response
    .then((res) => {
      if (!res.ok) return undefined;
      // Only once the remote answers: a failed preload of its entry would be reused by the
      // browser when the visitor retries after the remote comes back.
      // Built next to the manifest (`publicPath: 'auto'`), as are the chunks it lists.
      addPreload(new URL('remoteEntry.js', manifestUrl).href);
      return res.clone().json() as Promise<Manifest>;
    })
    .then((manifest) => {
      const page = manifest?.exposes?.find((e) => e.name === expose);
      for (const file of page?.assets?.js?.sync ?? []) addPreload(new URL(file, manifestUrl).href);
    })
    .catch(() => undefined);
}

/** Hands the early manifest response to the MF runtime's first fetch of that URL. */
export function adoptEarlyManifest(): void {
  registerPlugins([
    {
      name: 'ssc-early-manifest',
      fetch(url: string) {
        if (!early || early.url !== url) return undefined;
        const { response } = early;
        early = undefined;
        return response;
      },
    },
  ]);
}
