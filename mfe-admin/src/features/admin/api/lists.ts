import { throwIfResNotOk } from '@ssc/api-client';
import { TOTAL_COUNT_HEADER } from '@ssc/contracts';

/** One page of a list endpoint and the total the server counted (`X-Total-Count`). */
export interface Page<T> {
  items: T[];
  total: number;
}

/** GET a paged list with the session cookie; the spec's error semantics on failure. */
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
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
