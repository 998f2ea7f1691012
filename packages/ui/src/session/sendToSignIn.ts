import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@ssc/contracts/constants';
import { safeReturnPath } from '@ssc/contracts/return-path';
import { whenToastShown } from '../toast/toastShown';
import { toast } from '../toast/toastStore';

/** Spec §8, unauthorized: this toast, then the sign-in call `UNAUTHORIZED_REDIRECT_DELAY_MS` later. */
export const UNAUTHORIZED_MESSAGE = 'غير مصرح لك، تم تسجيل خروجك. جارٍ تسجيل الدخول مجدداً...';
export const SIGN_IN_URL = '/api/login';

/** Sign-in, then back to `from` (this site's path of the page that asked) once signed in. */
export function signInUrl(from: string): string {
  const next = safeReturnPath(from);
  return next && next !== '/' ? `${SIGN_IN_URL}?next=${encodeURIComponent(next)}` : SIGN_IN_URL;
}

/**
 * Tells the visitor they must sign in and sends them there, to come back to this page after. The 500 ms count from when the toast
 * is on screen (its region loads with the first toast), so it is never skipped on a slow
 * connection. Returns a function that cancels the redirect.
 */
export function sendToSignIn(
  navigate: (url: string) => void = (url) => window.location.assign(url),
  from = `${window.location.pathname}${window.location.search}`,
) {
  const target = signInUrl(from);
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Urgent: the page is about to leave, so this toast does not wait behind another one.
  const { id } = toast({ title: UNAUTHORIZED_MESSAGE, variant: 'destructive', urgent: true });
  void whenToastShown(id).then(() => {
    if (!cancelled) timer = setTimeout(() => navigate(target), UNAUTHORIZED_REDIRECT_DELAY_MS);
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
