import type { WhatsappConfig } from './config';

export interface TemplateMessage {
  /** The client's number in E.164 with the plus: +962791234567. */
  to: string;
  /** A registered template's name (WHATSAPP_TEMPLATES). */
  template: string;
  language?: 'ar';
  /** {{1}}…{{n}} of the body, in order (templateParameters gives them). */
  bodyParameters: string[];
  /** The dynamic end of the template's URL button, when it has one. */
  buttonUrlSuffix?: string;
  /** Our message id: Meta returns it in every status webhook (biz_opaque_callback_data). */
  callbackData?: string;
}

export type SendResult =
  | { state: 'sent'; messageId: string; waId: string }
  | {
      state: 'failed';
      /** True: try again later (network, timeout, 5xx, rate limits). False: sending again won't help. */
      retryable: boolean;
      /** Meta's error code (132001…), when it gave one. */
      code?: number;
      /** Absent when no answer came (network error, timeout) or no request was made. */
      httpStatus?: number;
      message: string;
    };

export interface SendOptions {
  /** For tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Default 10000; covers the whole exchange, answer body included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
export const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * Meta's error codes that mean "not now" rather than "never": temporary errors (1, 2, 131000),
 * the app's, the account's, the number's and the pair's rate limits (4, 80007, 130429, 131056),
 * and the spam rate limit (131048), which lifts after a while too. Everything else — a bad token
 * (190), a bad parameter (100), a template mismatch (132000, 132001), an undeliverable number
 * (131026), the 24-hour window (131047)… — fails the same way however often it is sent.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131048, 131056]);

export function isRetryable(httpStatus: number | undefined, code: number | undefined): boolean {
  if (httpStatus === undefined) return true;
  // A redirect is not something Meta does on this call: treat it as a passing fault, like 5xx.
  if (httpStatus === 429 || httpStatus >= 500 || (httpStatus >= 300 && httpStatus < 400)) {
    return true;
  }
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/** Sends one template message through the WhatsApp Cloud API and sorts the answer. */
export async function sendTemplate(
  config: WhatsappConfig,
  message: TemplateMessage,
  options: SendOptions = {},
): Promise<SendResult> {
  if (!E164.test(message.to)) {
    // Not a request Meta could ever accept: no call, and no retry.
    return { state: 'failed', retryable: false, message: 'The recipient is not an E.164 number' };
  }
  const result = await exchange(config, message, options);
  return redact(result, config.token);
}

export function templateRequestBody(message: TemplateMessage): Record<string, unknown> {
  const components: unknown[] = [
    {
      type: 'body',
      parameters: message.bodyParameters.map((text) => ({ type: 'text', text })),
    },
  ];
  if (message.buttonUrlSuffix !== undefined) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.buttonUrlSuffix }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language ?? 'ar' },
      components,
    },
    ...(message.callbackData !== undefined
      ? { biz_opaque_callback_data: message.callbackData }
      : {}),
  };
}

async function exchange(
  config: WhatsappConfig,
  message: TemplateMessage,
  options: SendOptions,
): Promise<SendResult> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = `${config.apiUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`;
  let status: number;
  let text: string;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.token}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(templateRequestBody(message)),
      // A redirect would resend the token elsewhere; Meta does not redirect this call.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return { state: 'failed', retryable: true, message: describeFailure(error, timeoutMs) };
  }

  const json = parseJson(text);
  if (status >= 200 && status < 300) {
    const sent = readSuccess(json);
    if (sent)
      return { state: 'sent', messageId: sent.messageId, waId: sent.waId ?? message.to.slice(1) };
    // Meta may have taken it; a retry risks a duplicate, but losing the message is worse.
    return {
      state: 'failed',
      retryable: true,
      httpStatus: status,
      message: 'WhatsApp answered without a message id',
    };
  }
  const error = readError(json);
  return {
    state: 'failed',
    retryable: isRetryable(status, error.code),
    ...(error.code !== undefined ? { code: error.code } : {}),
    httpStatus: status,
    message: error.message ?? `WhatsApp answered HTTP ${status}`,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readSuccess(json: unknown): { messageId: string; waId: string | undefined } | undefined {
  if (!isObject(json) || !Array.isArray(json.messages)) return undefined;
  const first = json.messages[0];
  if (!isObject(first) || typeof first.id !== 'string' || first.id === '') return undefined;
  const contact = Array.isArray(json.contacts) ? json.contacts[0] : undefined;
  const waId = isObject(contact) && typeof contact.wa_id === 'string' ? contact.wa_id : undefined;
  return { messageId: first.id, waId };
}

function readError(json: unknown): { code?: number; message?: string } {
  if (!isObject(json) || !isObject(json.error)) return {};
  const { code, message, error_user_msg: userMessage } = json.error;
  return {
    ...(typeof code === 'number' ? { code } : {}),
    ...(typeof message === 'string' && message !== ''
      ? { message: typeof userMessage === 'string' ? `${message}: ${userMessage}` : message }
      : {}),
  };
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `WhatsApp did not answer within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const detail = cause ? ` (${(cause as NodeJS.ErrnoException).code ?? cause.message})` : '';
  return `WhatsApp could not be reached${detail}`;
}

/** The token must not reach a log through an error message, even if a server echoes it. */
function redact(result: SendResult, token: string): SendResult {
  if (result.state !== 'failed' || token === '' || !result.message.includes(token)) return result;
  return { ...result, message: result.message.split(token).join('[redacted]') };
}
