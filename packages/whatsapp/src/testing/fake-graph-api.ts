import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WHATSAPP_API_VERSION, type WhatsappConfig } from '../config';
import {
  isAcceptableParameter,
  placeholders,
  WHATSAPP_TEMPLATES,
  type WhatsappTemplate,
} from '../templates';
import { signBody } from '../webhook';

/** A template message the fake accepted, as Meta would read it. */
export interface SentMessage {
  to: string;
  template: string;
  language: string;
  bodyParameters: string[];
  buttonUrlSuffix?: string;
  callbackData?: string;
  /** The wamid.… the fake answered with. */
  messageId: string;
}

export interface GraphError {
  status: number;
  code: number;
  message: string;
}

export interface DeliverStatus {
  /** Which sent message: by Meta's id or by our callback data (the last one sent if neither). */
  messageId?: string;
  callbackData?: string;
  status: 'sent' | 'delivered' | 'read' | 'failed' | (string & {});
  errors?: Array<{ code: number; title: string; message?: string; details?: string }>;
  /** Seconds since 1970, as Meta writes it; now by default. */
  timestamp?: number;
}

export interface FakeGraphApi {
  /** http://127.0.0.1:<port>: WHATSAPP_API_URL for the code under test. */
  url: string;
  /** A WhatsappConfig pointing at the fake with its own credentials. */
  config: WhatsappConfig;
  /** The messages it accepted, in order. */
  sent: SentMessage[];
  /** Every POST it answered: HTTP status and Meta error code (0 = accepted, or dropped/hung). */
  requests: Array<{ status: number; code: number }>;
  /**
   * The next n sends fail: with the given Meta error (default 503 / 131000), or the socket is
   * destroyed ('drop'), or no answer ever comes ('hang') — for timeout tests.
   */
  failNext(n: number, how?: GraphError | 'drop' | 'hang'): void;
  /**
   * POSTs a status webhook for a sent message to webhookUrl, shaped and signed as Meta does;
   * `signWith` signs with another secret (a forgery). Returns the webhook's answer.
   */
  deliver(
    status: DeliverStatus,
    webhookUrl: string,
    options?: { signWith?: string },
  ): Promise<{ status: number; body: string }>;
  /** The body deliver() would POST (for tests that call a handler directly). */
  webhookBody(status: DeliverStatus): string;
  close(): Promise<void>;
}

export interface FakeGraphApiOptions {
  token?: string;
  phoneNumberId?: string;
  appSecret?: string;
  verifyToken?: string;
  templates?: readonly WhatsappTemplate[];
  apiVersion?: string;
}

const MAX_BODY_BYTES = 1024 * 1024;
const WABA_ID = '102290129340398';
const DISPLAY_NUMBER = '962790000000';

/**
 * A local stand-in for the WhatsApp Cloud API's `POST /{version}/{phone-number-id}/messages`:
 * it checks each call as Meta does (token, path, body, the template's name, language, parameter
 * count and content, its URL button) and answers with Meta's error codes, and it sends status
 * webhooks signed with the app secret.
 */
export async function startFakeGraphApi(options: FakeGraphApiOptions = {}): Promise<FakeGraphApi> {
  const token = options.token ?? 'fake-whatsapp-token';
  const phoneNumberId = options.phoneNumberId ?? '106540352242922';
  const appSecret = options.appSecret ?? 'fake-app-secret';
  const templates: readonly WhatsappTemplate[] = options.templates ?? WHATSAPP_TEMPLATES;
  const apiVersion = options.apiVersion ?? WHATSAPP_API_VERSION;
  const messagesPath = `/${apiVersion}/${phoneNumberId}/messages`;

  const sent: SentMessage[] = [];
  const requests: FakeGraphApi['requests'] = [];
  let failures: { remaining: number; how: GraphError | 'drop' | 'hang' } = {
    remaining: 0,
    how: 'drop',
  };

  const answer = (res: ServerResponse, status: number, body: unknown, code = 0) => {
    requests.push({ status, code });
    if (res.destroyed || res.writableEnded) return;
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=UTF-8',
      'content-length': Buffer.byteLength(payload),
    });
    res.end(payload);
  };
  const fail = (res: ServerResponse, error: GraphError, type = 'OAuthException') =>
    answer(res, error.status, graphError(error, type), error.code);

  const check = (req: IncomingMessage, raw: Buffer): GraphError | SentMessage => {
    const path = new URL(req.url ?? '/', 'http://fake.invalid').pathname;
    if (req.headers.authorization !== `Bearer ${token}`) {
      return {
        status: 401,
        code: 190,
        message: 'Invalid OAuth access token - Cannot parse access token',
      };
    }
    if (path !== messagesPath) {
      return {
        status: 400,
        code: 100,
        message: `Unsupported post request. Object with ID '${path.split('/')[2] ?? ''}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      };
    }
    const invalid = (detail: string): GraphError => ({
      status: 400,
      code: 100,
      message: `(#100) Invalid parameter: ${detail}`,
    });
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return invalid('the body is not JSON');
    }
    if (!isObject(body) || body.messaging_product !== 'whatsapp') {
      return invalid('messaging_product must be whatsapp');
    }
    if (body.type !== 'template') {
      return { status: 400, code: 131051, message: '(#131051) Unsupported message type' };
    }
    if (typeof body.to !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(body.to)) {
      return invalid('to is not a phone number');
    }
    const t = body.template;
    if (!isObject(t) || typeof t.name !== 'string' || !isObject(t.language)) {
      return invalid('template');
    }
    const template = templates.find((candidate) => candidate.name === t.name);
    if (!template || t.language.code !== template.language) {
      return {
        status: 400,
        code: 132001,
        message: `(#132001) Template name does not exist in the translation: template name (${t.name}) does not exist in ${String(t.language.code)}`,
      };
    }
    const components = Array.isArray(t.components) ? t.components : [];
    const bodyComponent = components.find((c) => isObject(c) && c.type === 'body');
    const params =
      isObject(bodyComponent) && Array.isArray(bodyComponent.parameters)
        ? bodyComponent.parameters
        : [];
    const texts = params.map((p) => (isObject(p) && p.type === 'text' ? p.text : undefined));
    const expected = new Set(placeholders(template.body)).size;
    const mismatch: GraphError = {
      status: 400,
      code: 132000,
      message: `(#132000) Number of parameters does not match the expected number of params`,
    };
    if (texts.length !== expected) return mismatch;
    if (texts.some((text) => typeof text !== 'string')) return invalid('parameter text');
    if ((texts as string[]).some((text) => !isAcceptableParameter(text))) {
      return {
        status: 400,
        code: 132018,
        message: '(#132018) There was an issue with the parameters in your template.',
      };
    }
    const buttons = components.filter((c) => isObject(c) && c.type === 'button');
    let buttonUrlSuffix: string | undefined;
    if (template.button) {
      const button = buttons[0];
      const suffix =
        buttons.length === 1 &&
        isObject(button) &&
        button.sub_type === 'url' &&
        String(button.index) === '0' &&
        Array.isArray(button.parameters) &&
        button.parameters.length === 1 &&
        isObject(button.parameters[0])
          ? button.parameters[0].text
          : undefined;
      if (typeof suffix !== 'string' || suffix === '') return mismatch;
      buttonUrlSuffix = suffix;
    } else if (buttons.length > 0) {
      return mismatch;
    }
    const callbackData = body.biz_opaque_callback_data;
    if (
      callbackData !== undefined &&
      (typeof callbackData !== 'string' || callbackData.length > 512)
    ) {
      return invalid('biz_opaque_callback_data');
    }
    return {
      to: body.to,
      template: template.name,
      language: template.language,
      bodyParameters: texts as string[],
      ...(buttonUrlSuffix !== undefined ? { buttonUrlSuffix } : {}),
      ...(typeof callbackData === 'string' ? { callbackData } : {}),
      messageId: `wamid.${randomBytes(24).toString('base64url')}`,
    };
  };

  const server = createServer((req, res) => {
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      const how = failures.how;
      if (how === 'drop') {
        requests.push({ status: 0, code: 0 });
        req.socket.destroy();
        return;
      }
      if (how === 'hang') {
        // Read the request, never answer: the client's timeout has to end it.
        requests.push({ status: 0, code: 0 });
        req.resume();
        return;
      }
      req.resume();
      return fail(res, how);
    }
    if (req.method !== 'POST') {
      req.resume();
      return fail(res, { status: 400, code: 100, message: 'Unsupported get request.' });
    }
    readBody(req).then(
      (raw) => {
        if (raw === null) {
          return fail(res, { status: 400, code: 100, message: '(#100) The request is too large' });
        }
        const result = check(req, raw);
        if ('messageId' in result) {
          sent.push(result);
          return answer(res, 200, {
            messaging_product: 'whatsapp',
            contacts: [{ input: result.to, wa_id: result.to.replace(/^\+/, '') }],
            messages: [{ id: result.messageId, message_status: 'accepted' }],
          });
        }
        return fail(res, result);
      },
      () => req.socket.destroy(),
    );
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  let closing: Promise<void> | undefined;

  const webhookBody = (status: DeliverStatus): string => {
    const message = status.messageId
      ? sent.find((m) => m.messageId === status.messageId)
      : status.callbackData !== undefined
        ? sent.find((m) => m.callbackData === status.callbackData)
        : sent.at(-1);
    if (!message) throw new Error(`The fake sent no such message: ${JSON.stringify(status)}`);
    const timestamp = status.timestamp ?? Math.floor(Date.now() / 1000);
    return JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: WABA_ID,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: DISPLAY_NUMBER, phone_number_id: phoneNumberId },
                statuses: [
                  {
                    id: message.messageId,
                    status: status.status,
                    timestamp: String(timestamp),
                    recipient_id: message.to.replace(/^\+/, ''),
                    ...(message.callbackData !== undefined
                      ? { biz_opaque_callback_data: message.callbackData }
                      : {}),
                    ...(status.status === 'sent' || status.status === 'delivered'
                      ? {
                          conversation: {
                            id: randomBytes(16).toString('hex'),
                            origin: { type: 'utility' },
                          },
                          pricing: { billable: true, pricing_model: 'PMP', category: 'utility' },
                        }
                      : {}),
                    ...(status.errors
                      ? {
                          errors: status.errors.map((e) => ({
                            code: e.code,
                            title: e.title,
                            message: e.message ?? e.title,
                            ...(e.details !== undefined
                              ? { error_data: { details: e.details } }
                              : {}),
                          })),
                        }
                      : {}),
                  },
                ],
              },
            },
          ],
        },
      ],
    });
  };

  return {
    url,
    config: {
      token,
      phoneNumberId,
      appSecret,
      verifyToken: options.verifyToken ?? 'fake-verify-token',
      apiUrl: url,
      apiVersion,
    },
    sent,
    requests,
    failNext(n, how = { status: 503, code: 131000, message: 'Something went wrong' }) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError(`failNext needs a count, got ${n}`);
      failures = { remaining: n, how };
    },
    webhookBody,
    async deliver(status, webhookUrl, deliverOptions = {}) {
      const body = webhookBody(status);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signBody(deliverOptions.signWith ?? appSecret, body),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, body: await response.text() };
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive, and 'hang' leaves requests open.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function graphError(error: GraphError, type: string) {
  return {
    error: {
      message: error.message,
      type,
      code: error.code,
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
