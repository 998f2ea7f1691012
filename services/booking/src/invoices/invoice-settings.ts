import {
  INVOICE_TAX_TYPES,
  type InvoiceTaxType,
  JOFOTARA_MODES,
  JOFOTARA_SUBMISSIONS_QUEUE,
  type JofotaraMode,
} from '@ssc/contracts';
import { JOFOTARA_API_URL } from '@ssc/jofotara';

/**
 * How invoices are issued and sent (issue 32, `docs/invoices.md`). With `JOFOTARA_MODE=off` (the
 * default) invoices are numbered and issued as PDF and nothing is sent; `live` needs the office's
 * JoFotara credentials and tax number, and refuses to start without them rather than issue
 * invoices the tax department would reject.
 */
export interface InvoiceSettings {
  mode: JofotaraMode;
  taxType: InvoiceTaxType;
  seller: { tin: string; name: string; incomeSource: string };
  /** JoFotara's invoices endpoint (`JOFOTARA_URL`: tests point it at their fake). */
  url: string;
  clientId: string;
  secretKey: string;
  /** The queue the outbox feeds with invoices to send (tests use their own). */
  queue: string;
  /** Attempts to reach JoFotara, and the first backoff (doubling: 5 s … about a day in all). */
  attempts: number;
  retryDelayMs: number;
}

export function loadInvoiceSettings(env: NodeJS.ProcessEnv, siteName: string): InvoiceSettings {
  const mode = oneOf('JOFOTARA_MODE', env.JOFOTARA_MODE || 'off', JOFOTARA_MODES);
  const settings: InvoiceSettings = {
    mode,
    taxType: oneOf(
      'JOFOTARA_INVOICE_TYPE',
      env.JOFOTARA_INVOICE_TYPE || 'income',
      INVOICE_TAX_TYPES,
    ),
    seller: {
      tin: (env.JOFOTARA_SELLER_TIN ?? '').trim(),
      name: (env.JOFOTARA_SELLER_NAME ?? '').trim() || siteName,
      incomeSource: (env.JOFOTARA_INCOME_SOURCE ?? '').trim(),
    },
    url: env.JOFOTARA_URL?.trim() || JOFOTARA_API_URL,
    clientId: (env.JOFOTARA_CLIENT_ID ?? '').trim(),
    secretKey: (env.JOFOTARA_SECRET_KEY ?? '').trim(),
    queue: env.JOFOTARA_QUEUE || JOFOTARA_SUBMISSIONS_QUEUE,
    attempts: 15,
    retryDelayMs: 5_000,
  };
  if (mode === 'live') {
    const missing = [
      ['JOFOTARA_CLIENT_ID', settings.clientId],
      ['JOFOTARA_SECRET_KEY', settings.secretKey],
      ['JOFOTARA_SELLER_TIN', settings.seller.tin],
      ['JOFOTARA_INCOME_SOURCE', settings.seller.incomeSource],
    ].filter(([, value]) => !value);
    if (missing.length > 0) {
      throw new Error(
        `JOFOTARA_MODE=live needs ${missing.map(([name]) => name).join(', ')} (docs/invoices.md)`,
      );
    }
    if (!/^https?:\/\//.test(settings.url)) {
      throw new Error(`JOFOTARA_URL must be an http(s) URL, got "${settings.url}"`);
    }
  }
  if (settings.seller.tin && !/^\d{1,20}$/.test(settings.seller.tin)) {
    throw new Error(`JOFOTARA_SELLER_TIN must be digits, got "${settings.seller.tin}"`);
  }
  return settings;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
}
