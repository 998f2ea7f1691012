import { Spinner, sendToSignIn, useSessionStore } from '@ssc/ui';
import { type ReactNode, useEffect } from 'react';

/** Renders its children only for a signed-in user; guests are told and sent to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);

  useEffect(() => {
    if (status === 'guest') return sendToSignIn();
  }, [status]);

  if (status === 'signed-in') return children;
  return (
    <Spinner
      label={status === 'loading' ? 'جارٍ التحقق من الجلسة...' : 'جارٍ تحويلك إلى تسجيل الدخول...'}
    />
  );
}
