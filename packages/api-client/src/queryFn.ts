import type { QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './apiRequest';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default data loader: GET the query key joined by "/" (spec §7). With `returnNull`, a
 * 401 resolves to null — how the session query learns that nobody is signed in.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the small error body: an unread one keeps the request open in the browser (the
      // connection is not reused and the page never reaches network idle).
      await res.text().catch(() => '');
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
