import { apiRequest } from '@ssc/api-client';
import { TOTAL_COUNT_HEADER } from '@ssc/contracts';

export interface Page<T> {
  items: T[];
  /** All items of the list (the `X-Total-Count` header; the page's length when it is missing). */
  total: number;
}

/** Rows per page of the dashboard's lists (the server caps it at 100). */
export const DASHBOARD_PAGE_SIZE = 10;

/** One page of a list endpoint: `GET url?page=&pageSize=` with the total from the header. */
export async function fetchPage<T>(
  url: string,
  page: number,
  pageSize = DASHBOARD_PAGE_SIZE,
): Promise<Page<T>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const res = await apiRequest('GET', `${url}?${query}`);
  const items = (await res.json()) as T[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
  return {
    items,
    total: Number.isFinite(total) && res.headers.has(TOTAL_COUNT_HEADER) ? total : items.length,
  };
}

/** How many pages `total` items fill (at least one, so that "page 1 of 1" reads right). */
export function pageCount(total: number, pageSize = DASHBOARD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
