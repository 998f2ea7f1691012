import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappConfig } from './config';
import { type SendResult, sendTemplate, type TemplateMessage } from './send';
import { templateParameters } from './templates';
import { type FakeGraphApi, startFakeGraphApi } from './testing';

let fake: FakeGraphApi;
beforeAll(async () => {
  fake = await startFakeGraphApi({
    token: 'EAAG-secret-token-value',
    phoneNumberId: '106540352242922',
    appSecret: 'app-secret',
  });
});
afterAll(() => fake.close());

const booked = (overrides: Partial<TemplateMessage> = {}): TemplateMessage => ({
  to: '+962791234567',
  template: 'appointment_booked',
  bodyParameters: templateParameters('appointment_booked', {
    name: 'أحمد',
    service: 'استشارة قانونية',
    date: 'الأحد 29 تشرين الثاني 2026',
    time: '10:30 صباحاً',
    reference: 'SND-26-00042',
  }),
  buttonUrlSuffix: 'manage?id=abc&token=t0k',
  callbackData: 'msg-1',
  ...overrides,
});

const send = (message: TemplateMessage, config: Partial<WhatsappConfig> = {}, timeoutMs?: number) =>
  sendTemplate({ ...fake.config, ...config }, message, timeoutMs ? { timeoutMs } : {});

function expectFailed(result: SendResult) {
  if (result.state !== 'failed') throw new Error(`expected failed, got ${JSON.stringify(result)}`);
  return result;
}

describe('sendTemplate against the fake Graph API', () => {
  it('sends: Meta’s wamid and wa_id, and the fake records what Meta would read', async () => {
    const result = await send(booked());
    expect(result).toEqual({
      state: 'sent',
      messageId: expect.stringMatching(/^wamid\.[\w-]+$/),
      waId: '962791234567',
    });
    if (result.state !== 'sent') return;
    expect(fake.sent.at(-1)).toEqual({
      to: '+962791234567',
      template: 'appointment_booked',
      language: 'ar',
      bodyParameters: [
        'أحمد',
        'استشارة قانونية',
        'الأحد 29 تشرين الثاني 2026',
        '10:30 صباحاً',
        'SND-26-00042',
      ],
      buttonUrlSuffix: 'manage?id=abc&token=t0k',
      callbackData: 'msg-1',
      messageId: result.messageId,
    });
  });

  it('sends a template without a button and without callback data', async () => {
    const result = await send({
      to: '+962791234567',
      template: 'payment_receipt',
      bodyParameters: ['أحمد', 'SND-26-00042', '30.000 د.أ', 'استشارة قانونية'],
    });
    expect(result.state).toBe('sent');
    expect(fake.sent.at(-1)).not.toHaveProperty('callbackData');
    expect(fake.sent.at(-1)).not.toHaveProperty('buttonUrlSuffix');
  });

  it('a wrong token: 401 code 190, permanent, and the token never appears', async () => {
    const result = expectFailed(await send(booked(), { token: 'EAAG-wrong-token' }));
    expect(result).toMatchObject({ retryable: false, code: 190, httpStatus: 401 });
    expect(JSON.stringify(result)).not.toContain('EAAG');
  });

  it('a wrong phone number id: 400 code 100, permanent', async () => {
    const result = expectFailed(await send(booked(), { phoneNumberId: '999' }));
    expect(result).toMatchObject({ retryable: false, code: 100, httpStatus: 400 });
  });

  it('an unknown template or another language: 132001, permanent', async () => {
    expect(expectFailed(await send(booked({ template: 'appointment_bookd' })))).toMatchObject({
      retryable: false,
      code: 132001,
      httpStatus: 400,
    });
    expect(expectFailed(await send(booked({ language: 'en' as 'ar' })))).toMatchObject({
      retryable: false,
      code: 132001,
    });
  });

  it('the wrong number of parameters, or the URL button missing: 132000, permanent', async () => {
    const short = booked({ bodyParameters: ['أحمد', 'استشارة'] });
    expect(expectFailed(await send(short))).toMatchObject({ retryable: false, code: 132000 });
    const { buttonUrlSuffix: _, ...noButton } = booked();
    expect(expectFailed(await send(noButton))).toMatchObject({ retryable: false, code: 132000 });
    const extraButton = {
      to: '+962791234567',
      template: 'payment_receipt',
      bodyParameters: ['أحمد', 'SND-26-00042', '30.000 د.أ', 'استشارة'],
      buttonUrlSuffix: 'x',
    };
    expect(expectFailed(await send(extraButton))).toMatchObject({ code: 132000 });
  });

  it('a parameter with a new line or five spaces: 132018, permanent', async () => {
    for (const bad of ['أحمد\nمحمود', 'أحمد\tمحمود', 'أحمد     محمود']) {
      const params = [...booked().bodyParameters];
      params[0] = bad;
      expect(expectFailed(await send(booked({ bodyParameters: params })))).toMatchObject({
        retryable: false,
        code: 132018,
      });
    }
  });

  it('refuses a number that is not E.164 without calling Meta', async () => {
    const before = fake.requests.length;
    for (const to of ['0791234567', '962791234567', '+0791234567', '+9627', '+96279123456789012']) {
      expect(expectFailed(await send(booked({ to })))).toEqual({
        state: 'failed',
        retryable: false,
        message: 'The recipient is not an E.164 number',
      });
    }
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    [429, 130429, true],
    [400, 131056, true],
    [400, 131048, true],
    [400, 4, true],
    [400, 80007, true],
    [500, 131000, true],
    [503, 2, true],
    [500, 1, true],
    [400, 131026, false],
    [400, 131047, false],
    [400, 131051, false],
    [400, 100, false],
    [401, 190, false],
    [400, 132001, false],
    [400, 132000, false],
  ])('HTTP %i code %i → retryable %s', async (status, code, retryable) => {
    fake.failNext(1, { status, code, message: `(#${code}) documented error` });
    const result = expectFailed(await send(booked()));
    expect(result).toEqual({
      state: 'failed',
      retryable,
      code,
      httpStatus: status,
      message: `(#${code}) documented error`,
    });
  });

  it('a dropped connection is retryable, with no HTTP status', async () => {
    fake.failNext(1, 'drop');
    const result = expectFailed(await send(booked()));
    expect(result.retryable).toBe(true);
    expect(result.httpStatus).toBeUndefined();
    expect(result.message).toMatch(/could not be reached/);
  });

  it('no answer within the timeout is retryable', async () => {
    fake.failNext(1, 'hang');
    const started = Date.now();
    const result = expectFailed(await send(booked(), {}, 300));
    expect(result).toEqual({
      state: 'failed',
      retryable: true,
      message: 'WhatsApp did not answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('connection refused is retryable', async () => {
    const port = await freePort();
    const result = expectFailed(await send(booked(), { apiUrl: `http://127.0.0.1:${port}` }));
    expect(result).toMatchObject({
      retryable: true,
      message: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('the fake refuses a bad body, another product, a non-template and a malformed number', async () => {
    const post = (body: string) =>
      fetch(`${fake.url}/v21.0/106540352242922/messages`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer EAAG-secret-token-value',
          'content-type': 'application/json',
        },
        body,
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { error: { code: number } },
      }));
    expect(await post('{not json')).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    expect(
      await post(JSON.stringify({ messaging_product: 'sms', type: 'template' })),
    ).toMatchObject({ status: 400, body: { error: { code: 100 } } });
    expect(
      await post(
        JSON.stringify({ messaging_product: 'whatsapp', type: 'text', to: '+962791234567' }),
      ),
    ).toMatchObject({ status: 400, body: { error: { code: 131051 } } });
    expect(
      await post(
        JSON.stringify({
          messaging_product: 'whatsapp',
          type: 'template',
          to: 'call me',
          template: { name: 'payment_receipt', language: { code: 'ar' } },
        }),
      ),
    ).toMatchObject({ status: 400, body: { error: { code: 100, type: 'OAuthException' } } });
  });
});

describe('sendTemplate: the request and odd answers (stub fetch)', () => {
  const config: WhatsappConfig = {
    token: 'EAAG-secret',
    phoneNumberId: '106540352242922',
    appSecret: 'x',
    verifyToken: undefined,
    apiUrl: 'https://graph.facebook.com',
    apiVersion: 'v21.0',
  };
  const stub = (response: () => Response) => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const f = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return response();
    }) as unknown as typeof fetch;
    return { calls, fetch: f };
  };

  it('posts the documented body to /v21.0/{phone-number-id}/messages with the bearer token', async () => {
    const { calls, fetch } = stub(() =>
      Response.json({
        messaging_product: 'whatsapp',
        contacts: [{ input: '+962791234567', wa_id: '962791234567' }],
        messages: [{ id: 'wamid.HBgL', message_status: 'accepted' }],
      }),
    );
    const result = await sendTemplate(config, booked(), { fetch });
    expect(result).toEqual({ state: 'sent', messageId: 'wamid.HBgL', waId: '962791234567' });
    expect(calls[0]!.url).toBe('https://graph.facebook.com/v21.0/106540352242922/messages');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer EAAG-secret',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '+962791234567',
      type: 'template',
      template: {
        name: 'appointment_booked',
        language: { code: 'ar' },
        components: [
          {
            type: 'body',
            parameters: booked().bodyParameters.map((text) => ({ type: 'text', text })),
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: 'manage?id=abc&token=t0k' }],
          },
        ],
      },
      biz_opaque_callback_data: 'msg-1',
    });
  });

  it('an HTML 502 is retryable; an unreadable 200 is retryable; a bare 403 is permanent', async () => {
    const html = stub(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await sendTemplate(config, booked(), html)).toEqual({
      state: 'failed',
      retryable: true,
      httpStatus: 502,
      message: 'WhatsApp answered HTTP 502',
    });
    const empty = stub(() => new Response('{}', { status: 200 }));
    expect(await sendTemplate(config, booked(), empty)).toMatchObject({
      state: 'failed',
      retryable: true,
      httpStatus: 200,
    });
    const moved = stub(() => new Response('', { status: 302, headers: { location: '/x' } }));
    expect(await sendTemplate(config, booked(), moved)).toMatchObject({
      retryable: true,
      httpStatus: 302,
    });
    const forbidden = stub(() => new Response('', { status: 403 }));
    expect(await sendTemplate(config, booked(), forbidden)).toMatchObject({
      retryable: false,
      httpStatus: 403,
    });
  });

  it('redacts the token when an answer echoes it', async () => {
    const echo = stub(() =>
      Response.json(
        { error: { message: 'Bad token EAAG-secret given', type: 'OAuthException', code: 190 } },
        { status: 401 },
      ),
    );
    const result = expectFailed(await sendTemplate(config, booked(), echo));
    expect(result.message).toBe('Bad token [redacted] given');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
