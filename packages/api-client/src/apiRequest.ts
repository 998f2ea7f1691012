import { toApiError } from './apiError';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throws the spec's ApiError for any non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw await toApiError(res);
}

/**
 * Sends a request with the session cookie (spec §7). A body is sent as JSON with a JSON
 * content type only when given; FormData goes through untouched so the browser sets the
 * multipart boundary itself.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfResNotOk(res);
  return res;
}
