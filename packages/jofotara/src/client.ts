import type { JofotaraMessage } from '@ssc/contracts';

export const JOFOTARA_API_URL = 'https://backend.jofotara.gov.jo/core/invoices/';

export type SubmitResult =
  | {
      outcome: 'submitted' | 'already_submitted';
      number: string | null;
      uuid: string | null;
      qr: string | null;
      warnings: JofotaraMessage[];
    }
  /** Validation errors, or 401/403 (code AUTH_ERROR) / another 4xx: sending it again won't help. */
  | { outcome: 'rejected'; errors: JofotaraMessage[] }
  /** Network error, timeout, 5xx, 429, 3xx, an unreadable answer: try again later. */
  | { outcome: 'unreachable'; error: string };

export interface SubmitInvoiceOptions {
  /** Defaults to JOFOTARA_API_URL. */
  url?: string;
  clientId: string;
  secretKey: string;
  /** The UBL XML, sent as base64 of its UTF-8 bytes. */
  xml: string;
  /** Default 15000; covers the whole exchange, answer body included. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** Sends one invoice to JoFotara and sorts the answer into what the caller should do next. */
export async function submitInvoice(options: SubmitInvoiceOptions): Promise<SubmitResult> {
  const { url = JOFOTARA_API_URL, clientId, secretKey, xml } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const result = await exchange(url, clientId, secretKey, xml, timeoutMs);
  return redact(result, secretKey);
}

async function exchange(
  url: string,
  clientId: string,
  secretKey: string,
  xml: string,
  timeoutMs: number,
): Promise<SubmitResult> {
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Client-Id': clientId,
        'Secret-Key': secretKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ invoice: Buffer.from(xml, 'utf8').toString('base64') }),
      // A redirect would turn the POST into a GET elsewhere; report it instead.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    return { outcome: 'unreachable', error: describeFailure(error, timeoutMs) };
  }

  if (status === 401 || status === 403) {
    return {
      outcome: 'rejected',
      errors: [
        {
          code: 'AUTH_ERROR',
          category: 'Authentication',
          message: `JoFotara refused the Client-Id / Secret-Key (HTTP ${status})`,
        },
      ],
    };
  }
  if (status === 429 || status >= 500 || status < 200 || (status >= 300 && status < 400)) {
    return { outcome: 'unreachable', error: `JoFotara answered HTTP ${status}` };
  }

  const body = parseJson(text);
  if (body === undefined) {
    // A 2xx we cannot read may still have been accepted: sending again will say ALREADY_SUBMITTED.
    if (status < 300)
      return { outcome: 'unreachable', error: `JoFotara's answer (HTTP ${status}) is not JSON` };
    return { outcome: 'rejected', errors: [{ code: `HTTP_${status}`, message: snippet(text) }] };
  }
  return readAnswer(status, body);
}

/** Both spellings JoFotara has used: EINV_* and camelCase (validationResults, invoiceStatus…). */
function readAnswer(status: number, body: Record<string, unknown>): SubmitResult {
  const results = asRecord(body.EINV_RESULTS) ?? asRecord(body.validationResults);
  const validation = asString(results?.status);
  const invoiceStatus = asString(body.EINV_STATUS) ?? asString(body.invoiceStatus);
  const errors = messages(results?.ERRORS ?? results?.errorMessages);

  const accepted = invoiceStatus === 'SUBMITTED' || invoiceStatus === 'ALREADY_SUBMITTED';
  if (status < 300 && accepted && validation !== 'ERROR') {
    return {
      outcome: invoiceStatus === 'SUBMITTED' ? 'submitted' : 'already_submitted',
      number: asString(body.EINV_NUM) ?? asString(body.invoiceNumber) ?? null,
      uuid: asString(body.EINV_INV_UUID) ?? asString(body.invoiceUUID) ?? null,
      qr: asString(body.EINV_QR) ?? asString(body.qrCode) ?? null,
      warnings: messages(results?.WARNINGS ?? results?.warningMessages),
    };
  }
  if (status >= 400 || validation === 'ERROR' || invoiceStatus === 'NOT_SUBMITTED') {
    if (errors.length > 0) return { outcome: 'rejected', errors };
    const message = asString(body.error) ?? asString(body.detail) ?? asString(body.message);
    return {
      outcome: 'rejected',
      errors: [
        {
          code:
            asString(body.code) ?? (status >= 400 ? `HTTP_${status}` : (invoiceStatus ?? 'ERROR')),
          message: message ?? snippet(JSON.stringify(body)),
        },
      ],
    };
  }
  return {
    outcome: 'unreachable',
    error: `JoFotara's answer (HTTP ${status}) has no invoice status: ${snippet(JSON.stringify(body))}`,
  };
}

function messages(value: unknown): JofotaraMessage[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry): JofotaraMessage => {
    if (typeof entry === 'string') return { code: 'UNKNOWN', message: clip(entry, 2000) };
    const record = asRecord(entry) ?? {};
    const category = asString(record.EINV_CATEGORY) ?? asString(record.category);
    const message = asString(record.EINV_MESSAGE) ?? asString(record.message);
    return {
      code: clip(asString(record.EINV_CODE) ?? asString(record.code) ?? 'UNKNOWN', 200),
      ...(category === undefined ? {} : { category: clip(category, 200) }),
      message: clip(message ?? JSON.stringify(entry), 2000),
    };
  });
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `JoFotara did not answer within ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const detail = asString(cause?.code) ?? asString(cause?.message);
  const message = error instanceof Error ? error.message : String(error);
  return `Could not reach JoFotara: ${message}${detail ? ` (${detail})` : ''}`;
}

/** Whatever the server or the network says, the secret never leaves this function. */
function redact(result: SubmitResult, secretKey: string): SubmitResult {
  if (secretKey.length < 4) return result;
  const hide = (text: string) => text.split(secretKey).join('[secret]');
  return JSON.parse(JSON.stringify(result), (_key, value: unknown) =>
    typeof value === 'string' ? hide(value) : value,
  ) as SubmitResult;
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function asString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function snippet(text: string): string {
  return clip(text.replace(/\s+/g, ' ').trim() || '(empty answer)', 500);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
