// The page's one data cache (TanStack Query), created only when a page that uses it first shows:
// the landing page uses none, and the library is then not downloaded at all (issue 17.5). No
// runtime import of @tanstack/react-query here: this module is part of @ssc/ui's main entry.
import type { QueryClient } from '@tanstack/react-query';

let cache: QueryClient | undefined;
const waiting: ((client: QueryClient) => void)[] = [];

/**
 * Runs `use` with the page's query client: at once when it exists, else when the first page that
 * needs it creates it (e.g. the landing page's pre-load of the catalogue, handed to the services
 * and booking pages' cache).
 */
export function withQueryClient(use: (client: QueryClient) => void): void {
  if (cache) use(cache);
  else waiting.push(use);
}

/** Called once by the query layer (the shell's, or a standalone remote's) with the client it created. */
export function adoptQueryClient(client: QueryClient): void {
  cache = client;
  for (const use of waiting.splice(0)) use(client);
}

/** The provider of the page's query client, for the shell's remote routes and a standalone remote. */
export const loadQueryLayer = () => import('./QueryLayer');
