import { createQueryClient } from '@ssc/api-client';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adoptQueryClient } from './queryCache';

let client: QueryClient | undefined;

/** The page's one query client with the spec's defaults, handed to whoever waits for it (`withQueryClient`). */
function pageQueryClient(): QueryClient {
  if (!client) {
    client = createQueryClient();
    adoptQueryClient(client);
  }
  return client;
}

/**
 * The data cache around a page. Every page gets the same client, so the cache outlives a
 * navigation exactly as when one provider wrapped the whole app.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
