// The `@ssc/api-client/unauthorized` entry: spec §8's rule for "the session is gone", once for
// every remote (the dashboard and the admin console had one each, with different rules). Not in
// the main entry, which the landing page loads whole.
// From the package's own name, not './apiError': a remote bundles this entry, while the main entry
// is the page's one shared instance, whose ApiError class the errors are made of.
import { ApiError } from '@ssc/api-client';

/**
 * Spec §8: a 401 answer, or an error whose message carries 401 as a number of its own ("4010"
 * does not), means the session is gone; on the admin page the word "Unauthorized" does too
 * (`orUnauthorizedText`).
 */
export function isUnauthorized(
  error: unknown,
  { orUnauthorizedText = false }: { orUnauthorizedText?: boolean } = {},
): boolean {
  if (!error) return false;
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /\b401\b/.test(message) || (orUnauthorizedText && /unauthorized/i.test(message));
}

let signingIn = false;

/**
 * Starts the sign-in flow (`signIn`: the toast, then /api/login) when `error` means the session
 * is gone, once per page: a page's queries fail side by side, and several toasts or restarted
 * countdowns would be noise. Returns whether the error meant it.
 */
export function handleUnauthorized(
  error: unknown,
  signIn: () => unknown,
  options?: { orUnauthorizedText?: boolean },
): boolean {
  if (!isUnauthorized(error, options)) return false;
  if (!signingIn) {
    signingIn = true;
    signIn();
  }
  return true;
}

/** Tests only: forget that the sign-in flow was started. */
export function resetUnauthorizedForTests(): void {
  signingIn = false;
}
