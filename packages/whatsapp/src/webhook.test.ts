import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTemplate } from './send';
import { type FakeGraphApi, startFakeGraphApi } from './testing';
import {
  answerSubscription,
  parseStatuses,
  SIGNATURE_HEADER,
  type StatusUpdate,
  signBody,
  verifySignature,
} from './webhook';

const APP_SECRET = 'meta-app-secret';

/** A minimal webhook endpoint as the booking service will have it: raw body, verify, parse. */
let server: Server;
let webhookUrl: string;
const received: StatusUpdate[] = [];
let fake: FakeGraphApi;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const header = req.headers[SIGNATURE_HEADER];
      if (!verifySignature(APP_SECRET, raw, typeof header === 'string' ? header : undefined)) {
        res.writeHead(401).end('bad signature');
        return;
      }
      received.push(...parseStatuses(JSON.parse(raw.toString('utf8'))));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/whatsapp/webhook`;
  fake = await startFakeGraphApi({ appSecret: APP_SECRET });
});
afterAll(async () => {
  await fake.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function sendOne(callbackData: string) {
  const result = await sendTemplate(fake.config, {
    to: '+962791234567',
    template: 'appointment_reminder_1h',
    bodyParameters: ['سارة', 'استشارة', 'الأحد', '10:30 صباحاً', 'مكتبنا في عمّان'],
    callbackData,
  });
  if (result.state !== 'sent') throw new Error(JSON.stringify(result));
  return result.messageId;
}

describe('status webhooks from the fake, through verifySignature and parseStatuses', () => {
  it('a signed delivered and a failed status are accepted and read', async () => {
    const id = await sendOne('our-msg-1');
    received.length = 0;
    expect(
      await fake.deliver(
        { callbackData: 'our-msg-1', status: 'delivered', timestamp: 1732790000 },
        webhookUrl,
      ),
    ).toEqual({ status: 200, body: 'ok' });
    expect(
      await fake.deliver(
        {
          messageId: id,
          status: 'failed',
          timestamp: 1732790060,
          errors: [
            {
              code: 131026,
              title: 'Message undeliverable',
              details: 'Message Undeliverable.',
            },
          ],
        },
        webhookUrl,
      ),
    ).toEqual({ status: 200, body: 'ok' });
    expect(received).toEqual([
      {
        messageId: id,
        status: 'delivered',
        at: new Date(1732790000 * 1000),
        recipient: '962791234567',
        callbackData: 'our-msg-1',
      },
      {
        messageId: id,
        status: 'failed',
        at: new Date(1732790060 * 1000),
        recipient: '962791234567',
        callbackData: 'our-msg-1',
        error: { code: 131026, title: 'Message undeliverable', details: 'Message Undeliverable.' },
      },
    ]);
  });

  it('a webhook signed with another secret is refused', async () => {
    await sendOne('our-msg-2');
    received.length = 0;
    const forged = await fake.deliver({ status: 'read' }, webhookUrl, { signWith: 'guessed' });
    expect(forged.status).toBe(401);
    expect(received).toEqual([]);
  });
});

describe('verifySignature', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
  const good = signBody(APP_SECRET, body);

  it('accepts the right signature, over a Buffer or the same string', () => {
    expect(good).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifySignature(APP_SECRET, body, good)).toBe(true);
    expect(verifySignature(APP_SECRET, body.toString(), good)).toBe(true);
    expect(verifySignature(APP_SECRET, body, good.toUpperCase().replace('SHA256', 'sha256'))).toBe(
      true,
    );
  });

  it('refuses a tampered body, a wrong secret, a missing or odd header', () => {
    expect(verifySignature(APP_SECRET, Buffer.from(`${body} `), good)).toBe(false);
    expect(verifySignature('other-secret', body, good)).toBe(false);
    expect(verifySignature(APP_SECRET, body, undefined)).toBe(false);
    expect(verifySignature(APP_SECRET, body, '')).toBe(false);
    expect(verifySignature(APP_SECRET, body, good.slice('sha256='.length))).toBe(false);
    const sha1 = `sha1=${good.slice('sha256='.length)}`;
    expect(verifySignature(APP_SECRET, body, sha1)).toBe(false);
    expect(verifySignature(APP_SECRET, body, good.slice(0, -2))).toBe(false);
    expect(verifySignature(APP_SECRET, body, `${good}00`)).toBe(false);
    expect(verifySignature(APP_SECRET, body, `sha256=${'z'.repeat(64)}`)).toBe(false);
  });

  it('property: any body verifies with its own signature, and not after flipping any byte', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.uint8Array({ minLength: 1, maxLength: 2048 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (secret, bytes, at, mask) => {
          const raw = Buffer.from(bytes);
          const header = signBody(secret, raw);
          expect(verifySignature(secret, raw, header)).toBe(true);
          const flipped = Buffer.from(raw);
          const i = at % flipped.length;
          flipped[i] = flipped[i]! ^ mask;
          expect(verifySignature(secret, flipped, header)).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseStatuses', () => {
  const status = (overrides: Record<string, unknown> = {}) => ({
    id: 'wamid.A',
    status: 'sent',
    timestamp: '1732790000',
    recipient_id: '962791234567',
    ...overrides,
  });
  const body = (changes: unknown[], extraEntries: unknown[] = []) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '1022', changes }, ...extraEntries],
  });
  const change = (value: Record<string, unknown>, field = 'messages') => ({
    field,
    value: {
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '962790000000', phone_number_id: '1065' },
      ...value,
    },
  });

  it('reads every status of every change and entry, in order', () => {
    const parsed = parseStatuses(
      body(
        [
          change({ statuses: [status(), status({ id: 'wamid.B', status: 'read' })] }),
          change({ statuses: [status({ id: 'wamid.C', status: 'delivered' })] }),
        ],
        [{ id: '1022', changes: [change({ statuses: [status({ id: 'wamid.D' })] })] }],
      ),
    );
    expect(parsed.map((s) => [s.messageId, s.status])).toEqual([
      ['wamid.A', 'sent'],
      ['wamid.B', 'read'],
      ['wamid.C', 'delivered'],
      ['wamid.D', 'sent'],
    ]);
    expect(parsed[0]).toEqual({
      messageId: 'wamid.A',
      status: 'sent',
      at: new Date('2024-11-28T10:33:20.000Z'),
      recipient: '962791234567',
    });
  });

  it('ignores inbound messages, other fields, unknown statuses and malformed status entries', () => {
    const parsed = parseStatuses(
      body([
        change({
          contacts: [{ profile: { name: 'Ahmad' }, wa_id: '962791234567' }],
          messages: [
            { from: '962791234567', id: 'wamid.IN', type: 'text', text: { body: 'مرحبا' } },
          ],
        }),
        change({ statuses: [status({ status: 'deleted' }), status({ status: 'warning' })] }),
        change({ statuses: [status({ timestamp: 'yesterday' }), { id: 'wamid.X' }, 42] }),
        change({ statuses: { id: 'wamid.NOT_A_LIST' } }),
        change({ event: 'APPROVED' }, 'message_template_status_update'),
        change({ statuses: [status({ id: 'wamid.OK', status: 'read' })] }),
      ]),
    );
    expect(parsed.map((s) => s.messageId)).toEqual(['wamid.OK']);
  });

  it('keeps the first error of a failed status, with details when Meta gives them', () => {
    const [failed] = parseStatuses(
      body([
        change({
          statuses: [
            status({
              status: 'failed',
              biz_opaque_callback_data: 'our-9',
              errors: [
                {
                  code: 131047,
                  title: 'Re-engagement message',
                  message: 'Re-engagement message',
                  error_data: {
                    details: 'Message failed to send because more than 24 hours have passed',
                  },
                },
              ],
            }),
          ],
        }),
      ]),
    );
    expect(failed).toMatchObject({
      status: 'failed',
      callbackData: 'our-9',
      error: {
        code: 131047,
        title: 'Re-engagement message',
        details: 'Message failed to send because more than 24 hours have passed',
      },
    });
  });

  it('throws on a body that is not a WhatsApp Business Account notification', () => {
    expect(() => parseStatuses({ object: 'page', entry: [] })).toThrow(/Not a WhatsApp/);
    expect(() => parseStatuses(null)).toThrow(/Not a WhatsApp/);
    expect(() => parseStatuses('{}')).toThrow(/Not a WhatsApp/);
    expect(() => parseStatuses({ object: 'whatsapp_business_account' })).toThrow();
    expect(parseStatuses({ object: 'whatsapp_business_account', entry: [] })).toEqual([]);
  });
});

describe('answerSubscription', () => {
  const query = (token: string, mode = 'subscribe') =>
    new URLSearchParams({
      'hub.mode': mode,
      'hub.verify_token': token,
      'hub.challenge': '1158201444',
    });

  it('echoes the challenge when the mode is subscribe and the token matches', () => {
    expect(answerSubscription(query('my-verify-token'), 'my-verify-token')).toEqual({
      status: 200,
      body: '1158201444',
    });
    expect(
      answerSubscription(
        { 'hub.mode': 'subscribe', 'hub.verify_token': 'v', 'hub.challenge': 'abc' },
        'v',
      ),
    ).toEqual({ status: 200, body: 'abc' });
  });

  it('403 on a wrong token, another mode, a missing challenge, or no verify token configured', () => {
    expect(answerSubscription(query('wrong'), 'my-verify-token')).toEqual({ status: 403 });
    expect(answerSubscription(query('my-verify-token', 'unsubscribe'), 'my-verify-token')).toEqual({
      status: 403,
    });
    expect(answerSubscription({ 'hub.mode': 'subscribe', 'hub.verify_token': 'v' }, 'v')).toEqual({
      status: 403,
    });
    expect(
      answerSubscription(
        { 'hub.mode': 'subscribe', 'hub.verify_token': ['v', 'v'], 'hub.challenge': 'c' },
        'v',
      ),
    ).toEqual({ status: 403 });
    expect(answerSubscription(query(''), undefined)).toEqual({ status: 403 });
    expect(answerSubscription(query(''), '')).toEqual({ status: 403 });
  });
});
