import { ApiError } from '@ssc/api-client';

/**
 * A server's refusal of a one-field form: its 400 message for `field` under the field, anything
 * else (a 404, 409 or network failure) above the form.
 */
export function refusalOf(error: Error, field: string): { field?: string; form?: string } {
  if (error instanceof ApiError && error.status === 400) {
    const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
    const message = errors?.[field];
    if (typeof message === 'string') return { field: message };
  }
  return { form: error.message };
}
