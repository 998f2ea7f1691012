/** Meta's Graph API host; tests point WHATSAPP_API_URL at the fake instead. */
export const WHATSAPP_API_URL = 'https://graph.facebook.com';
/** The Graph API version the request and webhook shapes in this package were written against. */
export const WHATSAPP_API_VERSION = 'v21.0';

export interface WhatsappConfig {
  /** Permanent System User access token (whatsapp_business_messaging). Secret: never logged. */
  token: string;
  /** The sending number's id in the WhatsApp Business Account (digits), not the phone number. */
  phoneNumberId: string;
  /** The Meta app's secret: the key of the webhook's X-Hub-Signature-256. */
  appSecret: string;
  /** Our choice; Meta echoes it when subscribing the webhook. Undefined: subscription refused. */
  verifyToken: string | undefined;
  /** Without a trailing slash. */
  apiUrl: string;
  apiVersion: string;
}

type Env = Record<string, string | undefined>;

const REQUIRED = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET'] as const;

/**
 * WhatsApp notifications are optional: with none of the token, phone number id and app secret
 * set, the answer is `undefined` (WhatsApp off, email only). Some but not all set is a mistake in
 * the deployment, so it throws at start-up naming what is missing rather than failing on the
 * first message.
 */
export function whatsappConfigFromEnv(env: Env = process.env): WhatsappConfig | undefined {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const missing = REQUIRED.filter((name) => value(name) === undefined);
  if (missing.length === REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `WhatsApp is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} ` +
        `missing (set all of ${REQUIRED.join(', ')} to turn WhatsApp on, or none to keep it off)`,
    );
  }
  const phoneNumberId = value('WHATSAPP_PHONE_NUMBER_ID')!;
  if (!/^\d+$/.test(phoneNumberId)) {
    // A common mistake is pasting the phone number itself (+962…) instead of its id.
    throw new Error(
      'WHATSAPP_PHONE_NUMBER_ID must be the phone number id from Meta (digits only), not the phone number',
    );
  }
  const apiUrl = (value('WHATSAPP_API_URL') ?? WHATSAPP_API_URL).replace(/\/+$/, '');
  let protocol: string;
  try {
    protocol = new URL(apiUrl).protocol;
  } catch {
    throw new Error(`WHATSAPP_API_URL is not a URL: ${apiUrl}`);
  }
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`WHATSAPP_API_URL must be an http(s) URL, got ${protocol}`);
  }
  const apiVersion = value('WHATSAPP_API_VERSION') ?? WHATSAPP_API_VERSION;
  if (!/^v\d+\.\d+$/.test(apiVersion)) {
    throw new Error(`WHATSAPP_API_VERSION must look like v21.0, got ${apiVersion}`);
  }
  return {
    token: value('WHATSAPP_TOKEN')!,
    phoneNumberId,
    appSecret: value('WHATSAPP_APP_SECRET')!,
    verifyToken: value('WHATSAPP_VERIFY_TOKEN'),
    apiUrl,
    apiVersion,
  };
}
