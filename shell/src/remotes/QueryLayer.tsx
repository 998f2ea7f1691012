// The shell's data cache, in a chunk of its own: the landing page never fetches it, any other
// page fetches it (with the query library and the API client it imports) next to the shell's own
// chunks (`src/index.ts`) and wraps itself in it (`RemoteRoute`).
import { createQueryClient } from '@ssc/api-client';
import { adoptQueryClient } from '@ssc/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

let client: QueryClient | undefined;

/** The page's one query client (spec defaults), handed to whoever waits for it (`withQueryClient`). */
function pageQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    adoptQueryClient(client);
  }
  return client;
}

/** Every page gets the same client: the cache outlives a navigation as with one app-wide provider. */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
