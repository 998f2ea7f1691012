import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import { sendToSignIn } from '@ssc/ui';

/**
 * Spec §8 on the dashboard: a 401 answer (or a message carrying 401) starts the sign-in flow,
 * once however many of the page's calls fail. Returns whether the error was one.
 */
export function signInAgainOn401(error: unknown): boolean {
  return handleUnauthorized(error, () => sendToSignIn());
}
