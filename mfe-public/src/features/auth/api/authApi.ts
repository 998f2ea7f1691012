import { ApiError, apiRequest } from '@ssc/api-client';
import type { LoginInput, RegisterInput, User } from '@ssc/contracts';

/** `POST /api/register` (spec §7): the answer is the new, signed-in user. */
export async function registerAccount(payload: RegisterInput): Promise<User> {
  const res = await apiRequest('POST', '/api/register', payload);
  return (await res.json()) as User;
}

/** `POST /api/login` with a username or an email. */
export async function logIn(payload: LoginInput): Promise<User> {
  const res = await apiRequest('POST', '/api/login', payload);
  return (await res.json()) as User;
}

/** `POST /api/forgot-password`: the same answer whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const res = await apiRequest('POST', '/api/forgot-password', { email });
  return readMessage(res);
}

/** `POST /api/reset-password` with the emailed token. */
export async function resetPassword(payload: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<string | undefined> {
  const res = await apiRequest('POST', '/api/reset-password', payload);
  return readMessage(res);
}

/**
 * `GET /api/reset-password/check` (issue 33.4), asked when /reset-password opens: `null` while the
 * link can be used (or the check itself could not answer: the reset will say), else why not — the
 * message the reset gives for a used, expired or unknown link.
 */
export async function checkResetLink(token: string, fallback: string): Promise<string | null> {
  try {
    await apiRequest('GET', `/api/reset-password/check?token=${encodeURIComponent(token)}`);
    return null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 410)) {
      return failureMessage(error, fallback);
    }
    return null;
  }
}

async function readMessage(res: Response): Promise<string | undefined> {
  const body: unknown = await res.json().catch(() => null);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
}

/**
 * The text to show for a failed call: the server's own message (spec §8), else the screen's
 * default. A network failure or a non-JSON answer (a proxy's HTML page) shows the default too.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && hasMessage(error.body)) return error.message;
  return fallback;
}

function hasMessage(body: unknown): boolean {
  return (
    body !== null &&
    typeof body === 'object' &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message !== ''
  );
}

/** Per-field messages of a 400/409 answer (`errors: { field: message }`), if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const body = error.body;
  if (!body || typeof body !== 'object' || !('errors' in body)) return {};
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
