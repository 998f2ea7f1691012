// Test helpers of the payment service: the real content and booking services as processes, a
// local fake of Stripe's PaymentIntents API, signed webhooks, and a bookable future slot.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIME_SLOTS } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import {
  identityHeaders,
  type ServiceProcess,
  startServiceProcess as startKitServiceProcess,
  testRedis,
} from '@ssc/service-kit/testing';
import Stripe from 'stripe';
import { loadPaymentSettings } from '../config';

const servicesDir = fileURLToPath(new URL('../../../', import.meta.url));

/** A service of this repo (`content`, `booking`) as a process on its own test schema, once ready. */
export function startServiceProcess(
  name: 'content' | 'booking',
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  return startKitServiceProcess({ name, cwd: join(servicesDir, name), env });
}

/**
 * The real content (prices) and booking (appointments, service requests, the payment-events
 * consumer) processes a payment test talks to, each run on queues of its own so no other booking
 * instance takes its events, and sharing one service key with the payment service under test
 * (set in INTERNAL_SERVICE_KEY). Nothing starts without Redis (`canRun` false). The caller stops
 * them (`stop`) in its afterAll; `settings` are the payment settings that reach them.
 */
export async function startNeighbours(label: string, bookingEnv: Record<string, string> = {}) {
  const redis = await testRedis();
  const queue = `payment-events-${label}-${randomUUID()}`;
  const refundsQueue = `payment-refunds-${label}-${randomUUID()}`;
  const serviceKey = randomUUID().repeat(2);
  process.env.INTERNAL_SERVICE_KEY = serviceKey;
  let content: ServiceProcess | undefined;
  let booking: ServiceProcess | undefined;
  if (!redis.skip) {
    content = await startServiceProcess('content');
    booking = await startServiceProcess('booking', {
      CONTENT_URL: content.url,
      REDIS_URL: redis.url,
      PAYMENT_EVENTS_QUEUE: queue,
      PAYMENT_REFUNDS_QUEUE: refundsQueue,
      INTERNAL_SERVICE_KEY: serviceKey,
      // Many guest bookings from 127.0.0.1, on slots far ahead so runs never meet.
      RATE_LIMIT_MULTIPLIER: '1000',
      BOOKING_HORIZON_DAYS: '3650',
      ...bookingEnv,
    });
  }
  return {
    canRun: !redis.skip,
    redis,
    serviceKey,
    queue,
    refundsQueue,
    content,
    booking,
    settings: () => ({
      ...loadPaymentSettings({}),
      contentUrl: content?.url ?? '',
      bookingUrl: booking?.url ?? '',
      redisUrl: redis.url,
      paymentEventsQueue: queue,
      paymentRefundsQueue: refundsQueue,
      relayIntervalMs: 200,
    }),
    /** Headers of an admin as booking verifies them. */
    bookingAdmin: () =>
      identityHeaders(booking?.dataDir ?? '', { userId: 'admin-1', role: 'admin' }),
    async stop() {
      await booking?.stop();
      await content?.stop();
    },
  };
}

/** Distinct future slots (Sunday–Thursday, Amman), one per call. */
export function slotPicker(startDaysAhead: number) {
  let dayOffset = startDaysAhead;
  let slotIndex = 0;
  return (): string => {
    for (;;) {
      const day = new Date(Date.now() + dayOffset * 86_400_000).toISOString().slice(0, 10);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      if (weekday === 5 || weekday === 6 || slotIndex >= TIME_SLOTS.length) {
        dayOffset += 1;
        slotIndex = 0;
        continue;
      }
      return `${day}T${TIME_SLOTS[slotIndex++]}:00+03:00`;
    }
  };
}

/** Books an appointment on the booking service as a guest; answers its id. */
export async function bookAppointment(bookingUrl: string, date: string): Promise<string> {
  const form = new FormData();
  const fields = { ...sampleBookingFields, date };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const res = await fetch(`${bookingUrl}/api/appointments`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
}

interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
}

/**
 * A local stand-in for Stripe's PaymentIntents and Refunds APIs (create with idempotency keys, retrieve), for
 * the real SDK pointed at it through host/port/protocol. Records each create call.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byKey = new Map<string, FakeIntent>();
  const creates: { idempotencyKey: string | undefined; form: URLSearchParams }[] = [];
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, FakeRefund>();
  const refundCreates: { idempotencyKey: string | undefined; form: URLSearchParams }[] = [];
  /** Ids of the intents cancelled through the API. */
  const cancels: string[] = [];
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return send(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(await readBody(req));
      const key = req.headers['idempotency-key'] as string | undefined;
      creates.push({ idempotencyKey: key, form });
      const replay = key ? byKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const id = `pi_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomUUID().slice(0, 8)}`,
        metadata,
        description: form.get('description'),
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return send(200, intent);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = new URLSearchParams(await readBody(req));
      const key = req.headers['idempotency-key'] as string | undefined;
      refundCreates.push({ idempotencyKey: key, form });
      const replay = key ? refundsByKey.get(key) : undefined;
      if (replay) return send(200, replay);
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) {
        return send(400, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      }
      // Card refunds start pending at Stripe; the webhook says when they end.
      const refund: FakeRefund = {
        id: `re_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'pending',
      };
      refunds.set(refund.id, refund);
      if (key) refundsByKey.set(key, refund);
      return send(200, refund);
    }
    // Cancel, as Stripe answers it: only an intent not yet succeeded or canceled can be.
    const cancel = /^\/v1\/payment_intents\/([\w-]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancel?.[1]) {
      const intent = intents.get(cancel[1]);
      if (!intent)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      cancels.push(intent.id);
      intent.status = 'canceled';
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      return intent
        ? send(200, intent)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    creates,
    refunds,
    refundCreates,
    cancels,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_signer');

/** A webhook delivery as Stripe sends it: JSON body and a real `Stripe-Signature` header. */
function signedEvent(secret: string, event: { id: string; type: string; object: object }) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

const webhookHeaders = (signature: string) => ({
  'content-type': 'application/json',
  'stripe-signature': signature,
});

/** A payment intent's event (`payment_intent.*`), optionally tampered with after signing. */
export function signedWebhook(
  secret: string,
  event: {
    id: string;
    type: string;
    intent: { id: string; amount: number; currency?: string; status?: string };
  },
  options: { tamper?: boolean } = {},
) {
  const amount = event.intent.amount;
  const { payload, signature } = signedEvent(secret, {
    id: event.id,
    type: event.type,
    object: {
      id: event.intent.id,
      object: 'payment_intent',
      amount,
      amount_received: event.type === 'payment_intent.succeeded' ? amount : 0,
      currency: event.intent.currency ?? 'jod',
      status: event.intent.status ?? 'succeeded',
    },
  });
  return {
    body: options.tamper
      ? payload.replace(`"amount":${amount}`, `"amount":${amount + 1}`)
      : payload,
    headers: webhookHeaders(signature),
  };
}

/** A refund's event (`refund.updated`, `refund.failed`, …) with the refund as it now stands. */
export function signedRefundWebhook(
  secret: string,
  event: { id: string; type: string; refund: FakeRefund },
) {
  const { payload, signature } = signedEvent(secret, {
    id: event.id,
    type: event.type,
    object: event.refund,
  });
  return { body: payload, headers: webhookHeaders(signature) };
}
