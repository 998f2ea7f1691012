import type { User } from '@ssc/contracts';
import { SESSION_QUERY_KEY, Spinner, useSessionStore } from '@ssc/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';

export const SESSION_CHECK_LABEL = 'جارٍ التحقق من الجلسة...';

/**
 * After a successful sign-in or registration: go home, publish the user in the shared session
 * store (the header follows at once) and refetch `GET /api/user` so the cache agrees with the
 * cookie the server has just set.
 */
export function useCompleteSignIn(): (user: User) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  return useCallback(
    (user: User) => {
      navigate('/', { replace: true });
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    [navigate, queryClient, setUser],
  );
}

/**
 * The account screens are for guests: a spinner while the session is being determined, and a
 * signed-in visitor goes to the home page (spec §6).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  if (status === 'loading') return <Spinner label={SESSION_CHECK_LABEL} />;
  if (status === 'signed-in') return <Navigate to="/" replace />;
  return children;
}
