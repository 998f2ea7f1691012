import { errorMessages } from '@ssc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../test-support/gateway';
import { request } from '../test-support/http-client';
import { startEchoUpstream } from '../test-support/upstream';

describe('CSRF check on state-changing API calls', () => {
  let content: Awaited<ReturnType<typeof startEchoUpstream>>;
  let payment: Awaited<ReturnType<typeof startEchoUpstream>>;
  let booking: Awaited<ReturnType<typeof startEchoUpstream>>;
  let gateway: TestGateway;
  let own: string;

  beforeAll(async () => {
    content = await startEchoUpstream('content');
    payment = await startEchoUpstream('payment');
    booking = await startEchoUpstream('booking');
    gateway = await startTestGateway({
      BOOKING_URL: booking.url,
      WEB_ROOT: '/nonexistent',
      CONTENT_URL: content.url,
      PAYMENT_URL: payment.url,
      PUBLIC_URL: 'https://www.sanad.example/',
    });
    own = gateway.url;
  });

  afterAll(async () => {
    await gateway.close();
    await content.close();
    await payment.close();
    await booking.close();
  });

  const post = (path: string, headers: Record<string, string>, method = 'POST') =>
    request(gateway.url, path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      // Node sends no body framing for DELETE.
      ...(method === 'DELETE' ? {} : { body: '{}' }),
    });

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
    ['another port of this host', { Origin: 'http://127.0.0.1:1' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
  ])(
    'refuses a POST from %s with 403 in Arabic, before the service sees it',
    async (_, headers) => {
      const before = content.seen.length;
      const res = await post('/api/contact', headers);
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message: errorMessages.crossSiteRequest });
      expect(content.seen.length).toBe(before);
    },
  );

  it.each(['/api/contact-messages/1', '/api/appointments/1'])(
    'refuses a cross-site PATCH of %s too',
    async (path) => {
      const res = await post(path, { Origin: 'https://evil.example' }, 'PATCH');
      expect(res.status).toBe(403);
    },
  );

  it('lets through the site itself, its public address and clients without a browser origin', async () => {
    const allowed: Record<string, string>[] = [
      { Origin: own, 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'https://www.sanad.example' },
      {},
    ];
    for (const headers of allowed) {
      const res = await post('/api/contact', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves reads and the provider webhooks alone', async () => {
    const read = await request(gateway.url, '/api/services', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(read.status).toBe(200);
    const webhook = await post('/api/stripe/webhook', {
      Origin: 'https://hooks.stripe.com',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(webhook.status).toBe(200);
    expect(payment.seen.at(-1)?.url).toBe('/api/stripe/webhook');
  });

  it('hands Meta’s WhatsApp notification to booking byte for byte, signature header included', async () => {
    // Whitespace and key order as Meta sent them: the signature covers these exact bytes.
    const body = '{"object":"whatsapp_business_account",  "entry":[ ]}';
    const res = await request(gateway.url, '/api/whatsapp/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': 'sha256=00ff',
        'Sec-Fetch-Site': 'cross-site',
      },
      body,
    });
    expect(res.status).toBe(200);
    const seen = booking.seen.at(-1);
    expect(seen?.url).toBe('/api/whatsapp/webhook');
    expect(seen?.body).toBe(body);
    expect(seen?.headers['x-hub-signature-256']).toBe('sha256=00ff');
  });
});
