import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/**
 * `?page=&pageSize=` of every list endpoint. Lists stay JSON arrays (spec §7); the server caps the
 * page size and tells the total in the `X-Total-Count` header.
 */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});

export const TOTAL_COUNT_HEADER = 'x-total-count';
