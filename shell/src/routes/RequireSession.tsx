import { Spinner, toast, useSessionStore } from '@ssc/ui';
import { type ReactNode, useEffect } from 'react';

/** Spec §8: the unauthorized toast, then the sign-in redirect after 500 ms. */
export const UNAUTHORIZED_MESSAGE = 'غير مصرح لك، تم تسجيل خروجك. جارٍ تسجيل الدخول مجدداً...';
export const SIGN_IN_REDIRECT_DELAY_MS = 500;
export const SIGN_IN_URL = '/api/login';

/** Renders its children only for a signed-in user; guests are sent to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);

  useEffect(() => {
    if (status !== 'guest') return;
    toast({ title: UNAUTHORIZED_MESSAGE, variant: 'destructive' });
    const timer = setTimeout(() => {
      window.location.href = SIGN_IN_URL;
    }, SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'signed-in') return children;
  return (
    <Spinner
      label={status === 'loading' ? 'جارٍ التحقق من الجلسة...' : 'جارٍ تحويلك إلى تسجيل الدخول...'}
    />
  );
}
