/** A non-OK API answer. `message` is what the UI shows (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON body, the raw text, or null when the body was empty. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * Spec §8: the body's `message` field; if absent or not JSON, "<status>: <text or statusText>".
 * The one rule for every transport (fetch here, XMLHttpRequest in `uploadRequest`).
 */
export function apiErrorFromText(status: number, statusText: string, text: string): ApiError {
  let body: unknown = text === '' ? null : text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: keep the raw text as the body.
  }
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return new ApiError(status, message, body);
  }
  return new ApiError(status, `${status}: ${text || statusText}`, body);
}

/** {@link apiErrorFromText} for a fetch response. Consumes the response body. */
export async function toApiError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return apiErrorFromText(res.status, res.statusText, text);
}
