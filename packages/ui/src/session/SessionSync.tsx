import { getQueryFn } from '@ssc/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type User, useSessionStore } from './sessionStore';

export const SESSION_QUERY_KEY = ['/api/user'] as const;

/**
 * Fetches the current user once and publishes it in the shared session store, which the
 * header and every remote read. A 401 means guest; so does an unreachable auth service,
 * so that the site never hangs on "loading".
 */
export function SessionSync() {
  const setUser = useSessionStore((s) => s.setUser);
  const { data, isSuccess, isError } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  useEffect(() => {
    if (isSuccess) setUser(data ?? null);
    else if (isError) setUser(null);
  }, [data, isSuccess, isError, setUser]);
  return null;
}
