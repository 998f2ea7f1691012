import { ApiError } from '@ssc/api-client';
import { bookingMessages, formatAmmanDateTime } from '@ssc/contracts';

const ARABIC = /[\u0600-\u06FF]/;

/**
 * The message a 4xx answer's server wrote for the client (spec §8: the body's `message`), when it
 * wrote one in Arabic; undefined for a 5xx, a lost connection, or a proxy's page. The server knows
 * why it refused (a cap, a taken slot, a field): a generic «check your data» would send the client
 * round in circles (issue 33).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status > 499) return undefined;
  const body = error.body as { message?: unknown } | null;
  const message = typeof body === 'object' && body !== null ? body.message : undefined;
  return typeof message === 'string' && ARABIC.test(message) ? message : undefined;
}

/** When a 429's cap frees up, from its body's `retryAt`, if the server said. */
function retryAtOf(error: ApiError): Date | undefined {
  const retryAt = (error.body as { retryAt?: unknown } | null)?.retryAt;
  const date = typeof retryAt === 'string' ? new Date(retryAt) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * The description of the «فشل حجز الموعد» toast: the server's own message for any 4xx that has one,
 * plus, for a 429 whose message does not already say it, when to try again; the generic hint
 * otherwise.
 */
export function bookingFailureDescription(error: unknown): string {
  const message = serverMessage(error);
  if (!message) return bookingMessages.bookingFailedHint;
  const retryAt = error instanceof ApiError && error.status === 429 ? retryAtOf(error) : undefined;
  if (!retryAt) return message;
  const when = formatAmmanDateTime(retryAt);
  return message.includes(when) ? message : `${message} يمكنك المحاولة مجدداً بعد ${when}.`;
}
