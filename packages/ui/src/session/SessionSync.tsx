import { useEffect } from 'react';
import { type User, useSessionStore } from './sessionStore';

const SESSION_URL = '/api/user';

/** The latest session request: an answer to an older one (overtaken by a sign-in) is dropped. */
let latest: AbortController | undefined;

/**
 * Reads `GET /api/user` and publishes the answer in the shared session store, which the header
 * and every remote read. A 401 means guest; so does an unreachable auth service, so that the site
 * never hangs on "loading". A plain fetch rather than a query: the landing page then needs no data
 * cache library at all (issue 17.5); the store is the one place the session lives.
 */
export async function refreshSession(): Promise<void> {
  latest?.abort();
  const request = new AbortController();
  latest = request;
  let user: User | null = null;
  try {
    const res = await fetch(SESSION_URL, { credentials: 'include', signal: request.signal });
    // An unread body keeps the request open (no connection reuse, no network idle).
    if (res.ok) user = (await res.json()) as User | null;
    else await res.text().catch(() => '');
  } catch {
    user = null;
  }
  if (latest !== request) return;
  latest = undefined;
  useSessionStore.getState().setUser(user);
}

/** Fetches the current user once, when the app frame mounts (see `refreshSession`). */
export function SessionSync() {
  useEffect(() => {
    void refreshSession();
  }, []);
  return null;
}
