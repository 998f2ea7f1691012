import { ApiError } from '@ssc/api-client';
import { sendToSignIn } from '@ssc/ui';

/** Spec §8: a 401, or a message containing 401 or "Unauthorized", means the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  if (!error) return false;
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /\b401\b|unauthorized/i.test(message);
}

let redirecting = false;

/**
 * The unauthorized toast and the redirect to /api/login after 500 ms, once per page: several
 * queries failing together must not stack toasts or restart the countdown.
 */
export function handleUnauthorized(error: unknown, navigate?: (url: string) => void): boolean {
  if (!isUnauthorized(error)) return false;
  if (!redirecting) {
    redirecting = true;
    sendToSignIn(navigate);
  }
  return true;
}

/** Tests only: forget that a redirect was started. */
export function resetUnauthorizedForTests(): void {
  redirecting = false;
}
