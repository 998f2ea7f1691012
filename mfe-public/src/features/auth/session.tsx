import type { User } from '@ssc/contracts';
import { safeReturnPath } from '@ssc/contracts/return-path';
import { refreshSession, Spinner, useSessionStore } from '@ssc/ui';
import { type ReactNode, useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export const SESSION_CHECK_LABEL = 'جارٍ التحقق من الجلسة...';

/** Where to go once signed in: the page that sent the visitor here (`next`), or home. */
function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('next')) ?? '/';
}

/**
 * After a successful sign-in or registration: back to the page that asked (or home), publish the user in the shared session
 * store (the header follows at once) and read `GET /api/user` again so the store agrees with the
 * cookie the server has just set.
 */
export function useCompleteSignIn(): (user: User) => void {
  const navigate = useNavigate();
  const setUser = useSessionStore((s) => s.setUser);
  const returnTo = useReturnPath();
  return useCallback(
    (user: User) => {
      navigate(returnTo, { replace: true });
      setUser(user);
      void refreshSession();
    },
    [navigate, setUser, returnTo],
  );
}

/**
 * Replaces this page by `to` in the history, as the router's `<Navigate replace>` does: that
 * component is left out of the shared router, which every page loads (issue 17.5).
 */
function GoOn({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * The account screens are for guests: a spinner while the session is being determined, and a
 * signed-in visitor goes to the home page (spec §6).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const returnTo = useReturnPath();
  if (status === 'loading') return <Spinner label={SESSION_CHECK_LABEL} />;
  if (status === 'signed-in') return <GoOn to={returnTo} />;
  return children;
}
