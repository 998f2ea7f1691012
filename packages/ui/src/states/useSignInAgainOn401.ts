import { handleUnauthorized, isUnauthorized } from '@ssc/api-client/unauthorized';
// By package name: the page's shared '@ssc/ui' singleton holds the one toast store.
import { sendToSignIn } from '@ssc/ui';
import { useEffect } from 'react';

export interface SignInAgainOptions {
  /** The admin console's rule: the word "Unauthorized" in a message means 401 too. */
  orUnauthorizedText?: boolean;
}

/**
 * Spec §8 for a failed query or load: when `error` means the session is gone, the unauthorized
 * toast and then sign-in (once per page, however many queries fail together; see
 * `handleUnauthorized`). Returns whether it does, so the page can say so instead of the error.
 */
export function useSignInAgainOn401(error: unknown, options?: SignInAgainOptions): boolean {
  const orUnauthorizedText = options?.orUnauthorizedText ?? false;
  useEffect(() => {
    if (error) handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText });
  }, [error, orUnauthorizedText]);
  return isUnauthorized(error, { orUnauthorizedText });
}
