import { ApiError } from '@ssc/api-client';
import { sendToSignIn } from '@ssc/ui';

/** Spec §8: a 401 answer, or an error whose message carries 401, means the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /\b401\b/.test(error.message);
}

let redirecting = false;

/**
 * Sends the visitor to sign in (toast, then /api/login after 500 ms) when `error` is a 401. The
 * dashboard's calls run side by side, so several may fail at once: the toast and the redirect
 * happen once. Returns whether the error was a 401.
 */
export function signInAgainOn401(
  error: unknown,
  send: () => unknown = () => sendToSignIn(),
): boolean {
  if (!isUnauthorized(error)) return false;
  if (!redirecting) {
    redirecting = true;
    send();
  }
  return true;
}

/** For tests: forget that a redirect was started. */
export function resetUnauthorizedState(): void {
  redirecting = false;
}
