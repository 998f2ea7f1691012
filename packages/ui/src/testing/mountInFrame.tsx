// The `@ssc/ui/testing` entry, for the remotes' jsdom tests: a page mounted inside the providers
// the shell gives it, with a query client that never fetches. Not for production code.
import { createQueryClient } from '@ssc/api-client';
import { type QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

/**
 * The app's query client with fetching off: seeded data stays and nothing is requested, so a test
 * owns what the API "said". A hook that turns itself on (`enabled: Boolean(day)`, refetch on mount)
 * still reaches no network: its fetch never settles, so the seeded answer stays, never an error
 * that depends on how fast jsdom's fetch fails.
 */
export function offlineQueryClient(seed: ReadonlyArray<readonly [QueryKey, unknown]> = []) {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: {
      ...client.getDefaultOptions().queries,
      enabled: false,
      queryFn: () => new Promise<never>(() => {}),
    },
  });
  for (const [key, data] of seed) client.setQueryData(key, data);
  return client;
}

const mounted: { root: Root; host: HTMLElement }[] = [];

/**
 * Mounts `element` in the document inside the query client, theme and a router at `url`, and
 * returns its container. `unmountAll()` (in `afterEach`) takes every mounted page away again.
 */
export async function mountInFrame(
  element: ReactElement,
  { url = '/', client = offlineQueryClient() }: { url?: string; client?: QueryClient } = {},
): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
  });
  return host;
}

export function unmountAll(): void {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
}

/**
 * A key pressed on `target`, then one task of waiting: Radix widgets (tabs and their roving focus)
 * move the focus in a timer after the key event, so what a test checks is there afterwards.
 */
export async function pressKey(target: Element, key: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
