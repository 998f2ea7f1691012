import { ApiError } from '@ssc/api-client';

/** The HTTP status of a failed call, or undefined when the request never got an answer. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  // A second copy of the class (a remote bundling its own) still carries the status.
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's Arabic message (spec §8); without an answer, the network failure in Arabic. */
export function errorMessage(error: unknown, action: string): string {
  if (statusOf(error) !== undefined && error instanceof Error && error.message) {
    return error.message;
  }
  return `${action}: تعذّر الاتصال بالخادم. تحقق من اتصالك بالإنترنت وحاول مرة أخرى.`;
}
