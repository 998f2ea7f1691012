// The `@ssc/api-client/lists` entry: the paged lists of the dashboard and the admin console
// (`GET path?page=&pageSize=…`, the total in `X-Total-Count`). Not in the main entry, which the
// landing page loads whole.

// The shared main entry (see unauthorized.ts): its ApiError is the one the pages check for.
import { throwIfResNotOk } from '@ssc/api-client';
import { TOTAL_COUNT_HEADER } from '@ssc/contracts';

/** One page of a list endpoint and the total the server counted. */
export interface Page<T> {
  items: T[];
  /** All items of the list (the header; the page's length when it is missing). */
  total: number;
}

/** GETs one page with the session cookie; empty parameters are left out; spec §8 errors. */
export async function fetchPage<T>(
  path: string,
  params: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const res = await fetch(`${path}?${search}`, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    total: res.headers.has(TOTAL_COUNT_HEADER) && Number.isFinite(total) ? total : items.length,
  };
}

/** How many pages `total` items fill: at least one, so that "page 1 of 1" reads right. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
