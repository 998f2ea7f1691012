import { randomUUID } from 'node:crypto';
import {
  type Appointment,
  type AppointmentDetail,
  PAYMENT_EVENTS_QUEUE,
  PAYMENT_REFUNDS_QUEUE,
  type Payment,
  type PaymentIntentResponse,
  paymentMessages,
  personNameMessage,
  type ServiceRequest,
  textMessages,
} from '@ssc/contracts';
import {
  createServiceTokenSigner,
  signMessage,
  verifyMessage,
} from '@ssc/service-kit/internal-auth';
import { describeService, startTestService, testDatabases } from '@ssc/service-kit/testing';
import { Queue, QueueEvents } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPaymentSettings, loadPaymentSettings } from './config';
import { outbox, payments, providerEvents, refunds } from './db/schema';
import { createStripeProvider } from './providers/stripe-provider';
import { releaseIntent } from './refunds/refund-store';
import { createPaymentService } from './service';
import {
  bookAppointment,
  signedRefundWebhook,
  signedWebhook,
  slotPicker,
  startFakeStripe,
  startNeighbours,
} from './testing/harness';

const databases = await testDatabases();
const neighbours = await startNeighbours('test');
const { canRun, booking, redis, queue, refundsQueue, serviceKey } = neighbours;
const fakeStripe = canRun ? await startFakeStripe() : undefined;
afterAll(async () => {
  await neighbours.stop();
  await fakeStripe?.close();
});

const WEBHOOK_SECRET = 'whsec_test_payments';
const base = neighbours.settings;
const nextSlot = slotPicker(3 + Math.floor(Math.random() * 200));
const admin = neighbours.bookingAdmin;

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function bookingAppointment(id: string): Promise<Appointment | undefined> {
  const res = await fetch(`${booking?.url}/api/appointments?pageSize=100`, { headers: admin() });
  return ((await res.json()) as Appointment[]).find((a) => a.id === id);
}
async function bookingDetail(id: string): Promise<AppointmentDetail> {
  const res = await fetch(`${booking?.url}/api/appointments/${id}`, { headers: admin() });
  expect(res.status).toBe(200);
  return (await res.json()) as AppointmentDetail;
}
/** The office cancels (reason required): the whole fee is owed back. */
async function cancelByOffice(id: string) {
  const res = await post(
    `${booking?.url}/api/appointments/${id}/cancel`,
    { reason: 'اعتذار المستشار' },
    admin(),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { refund: unknown }).refund;
}
const refundStatus = async (id: string) => (await bookingDetail(id)).appointment.refund?.status;

async function bookingServiceRequest(id: string): Promise<ServiceRequest | undefined> {
  const res = await fetch(`${booking?.url}/api/service-requests?pageSize=100`, {
    headers: admin(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as ServiceRequest[]).find((r) => r.id === id);
}

const requestDetails = {
  serviceId: 'svc-work-injuries-registration',
  fullName: 'محمد العلي',
  email: 'mohammad@example.jo',
  phone: '0791112233',
  company: 'شركة الأمل للتجارة',
  address: 'عمّان، شارع المدينة المنورة',
  serviceDetails: 'تسجيل إصابة عمل لأحد الموظفين ومتابعتها مع اللجنة الطبية',
};

describe('payment settings', () => {
  it('refuses the test provider in production and stripe without its keys', () => {
    const production = loadPaymentSettings({ PAYMENT_PROVIDER: 'test', NODE_ENV: 'production' });
    expect(() => checkPaymentSettings(production)).toThrow(/refused/);
    expect(() =>
      checkPaymentSettings(loadPaymentSettings({ PAYMENT_PROVIDER: 'test' })),
    ).not.toThrow();
    expect(() => checkPaymentSettings(loadPaymentSettings({ PAYMENT_PROVIDER: 'stripe' }))).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => loadPaymentSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadPaymentSettings({}).provider).toBeUndefined();
  });

  describe.skipIf(!canRun)('the test provider refuses production', () => {
    it('does not start with PAYMENT_PROVIDER=test and NODE_ENV=production', async () => {
      const target = databases[0];
      if (!target) throw new Error('no database');
      const database = await target.create('payment-prod');
      try {
        const service = createPaymentService({
          ...base(),
          provider: 'test',
          nodeEnv: 'production',
        });
        await expect(startTestService(service, database)).rejects.toThrow(/refused/);
      } finally {
        await database.dispose();
      }
    }, 90_000);
  });
});

if (canRun) {
  await describeService(createPaymentService({ ...base(), provider: undefined }), (sut) => {
    it('answers "not enabled" without a provider, and still stores the service request', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const res = await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        // Neither card nor CliQ is offered here.
        methods: [],
        provider: null,
        clientSecret: null,
        paymentId: null,
        amount: 30,
        currency: 'JOD',
        // The catalogue's name, which /checkout shows instead of whatever a link says.
        serviceName: expect.stringMatching(/[\u0600-\u06ff]/),
        // What /checkout shows of the appointment, as booking holds it (no deadline without payment).
        reference: expect.stringMatching(/^SND-\d{2}-\d{5,}$/),
        startsAt: expect.any(String),
        paymentDueAt: null,
      });

      const request = await post(`${sut.service.url}/api/create-service-payment-intent`, {
        ...requestDetails,
        amount: 30,
      });
      expect(request.status).toBe(200);
      const body = (await request.json()) as PaymentIntentResponse;
      expect(body).toMatchObject({ provider: null, clientSecret: null, amount: 30 });
      const stored = await bookingServiceRequest(body.serviceRequestId ?? '');
      expect(stored).toMatchObject({
        fullName: 'محمد العلي',
        paymentStatus: 'pending',
        amount: 30,
      });
    });

    it('checks the service-request details with the Arabic messages of the form', async () => {
      const res = await post(`${sut.service.url}/api/create-service-payment-intent`, {
        ...requestDetails,
        address: 'عمان',
        amount: 30,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors.address).toBe(paymentMessages.addressMin);
    });

    it('refuses a full name carrying a URL, a phone number, new lines or a NUL, in Arabic (issue 37)', async () => {
      // The request's emails repeat the name: letters only, or the site relays a phishing link.
      const before = (await sut.service.db.select().from(payments)).length;
      const nameMessage = personNameMessage('fullName');
      const cases: [Record<string, string>, string, string][] = [
        [{ fullName: 'Ali http://evil.example' }, 'fullName', nameMessage],
        [{ fullName: 'Ali 0791234567' }, 'fullName', nameMessage],
        [
          { fullName: 'Ali\nClick https://evil.example' },
          'fullName',
          textMessages.controlCharacter,
        ],
        [{ fullName: 'Ali\u0000' }, 'fullName', textMessages.controlCharacter],
        [{ company: 'شركة\nالأمل' }, 'company', textMessages.controlCharacter],
        [{ address: 'عمّان، الشميساني\u0000' }, 'address', textMessages.controlCharacter],
        [
          { serviceDetails: `${requestDetails.serviceDetails}\u0000` },
          'serviceDetails',
          textMessages.controlCharacter,
        ],
      ];
      for (const [fields, field, message] of cases) {
        const res = await post(`${sut.service.url}/api/create-service-payment-intent`, {
          ...requestDetails,
          ...fields,
          amount: 30,
        });
        expect(res.status, JSON.stringify(fields)).toBe(400);
        expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
          [field]: message,
        });
      }
      expect((await sut.service.db.select().from(payments)).length).toBe(before);
    });
  });

  await describeService(
    createPaymentService({
      ...base(),
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_payments',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_payments',
        apiUrl: fakeStripe?.url,
      },
    }),
    (sut) => {
      let appointmentId: string;
      let intent: PaymentIntentResponse;
      const webhook = (delivery: ReturnType<typeof signedWebhook>) =>
        fetch(`${sut.service.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: delivery.headers,
          body: delivery.body,
        });
      const paymentRow = async () => {
        const [row] = await sut.service.db
          .select()
          .from(payments)
          .where(eq(payments.id, intent.paymentId ?? ''));
        return row;
      };
      const ref = () =>
        fakeStripe?.intents.get(
          [...(fakeStripe?.intents.keys() ?? [])].find(
            (id) => fakeStripe?.intents.get(id)?.metadata.paymentId === intent.paymentId,
          ) ?? '',
        );

      beforeAll(async () => {
        appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      });

      it('creates one PaymentIntent in fils with an idempotency key and reuses it', async () => {
        const res = await post(`${sut.service.url}/api/create-payment-intent`, {
          appointmentId,
          amount: 30,
        });
        expect(res.status).toBe(200);
        intent = (await res.json()) as PaymentIntentResponse;
        expect(intent).toMatchObject({
          provider: 'stripe',
          amount: 30,
          currency: 'JOD',
          publishableKey: 'pk_test_payments',
        });
        expect(intent.clientSecret).toMatch(/^pi_\w+_secret_/);
        const created = fakeStripe?.creates.filter(
          (c) => c.form.get('metadata[targetId]') === appointmentId,
        );
        expect(created).toHaveLength(1);
        expect(created?.[0]?.form.get('amount')).toBe('30000');
        expect(created?.[0]?.form.get('currency')).toBe('jod');
        expect(created?.[0]?.idempotencyKey).toBe(`ssc-appointment-${appointmentId}-0`);

        const again = (await (
          await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId })
        ).json()) as PaymentIntentResponse;
        expect(again.paymentId).toBe(intent.paymentId);
        expect(again.clientSecret).toBe(intent.clientSecret);
        expect(
          fakeStripe?.creates.filter((c) => c.form.get('metadata[targetId]') === appointmentId),
        ).toHaveLength(1);
      });

      it('refuses an amount that is not the catalogue price (409)', async () => {
        const res = await post(`${sut.service.url}/api/create-payment-intent`, {
          appointmentId,
          amount: 1,
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ message: paymentMessages.amountMismatch });
        const unknown = await post(`${sut.service.url}/api/create-payment-intent`, {
          appointmentId: randomUUID(),
        });
        expect(unknown.status).toBe(404);
      });

      it('refuses a webhook with a bad signature and changes nothing', async () => {
        const pi = ref();
        if (!pi) throw new Error('no intent at the fake');
        const event = { id: `evt_${randomUUID()}`, type: 'payment_intent.succeeded', intent: pi };
        const tampered = await webhook(signedWebhook(WEBHOOK_SECRET, event, { tamper: true }));
        expect(tampered.status).toBe(400);
        expect(await tampered.json()).toEqual({ message: paymentMessages.invalidSignature });
        const wrongSecret = await webhook(signedWebhook('whsec_other', event));
        expect(wrongSecret.status).toBe(400);
        const unsigned = await fetch(`${sut.service.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: signedWebhook(WEBHOOK_SECRET, event).body,
        });
        expect(unsigned.status).toBe(400);
        expect((await paymentRow())?.status).toBe('pending');
      });

      it('moves failed then paid, once per event, and never back from paid', async () => {
        const pi = ref();
        if (!pi) throw new Error('no intent at the fake');
        const failed = signedWebhook(WEBHOOK_SECRET, {
          id: `evt_${randomUUID()}`,
          type: 'payment_intent.payment_failed',
          intent: { ...pi, status: 'requires_payment_method' },
        });
        expect((await webhook(failed)).status).toBe(200);
        expect((await paymentRow())?.status).toBe('failed');
        await expect
          .poll(async () => (await bookingAppointment(appointmentId))?.paymentStatus, {
            timeout: 15_000,
          })
          .toBe('failed');

        const succeeded = signedWebhook(WEBHOOK_SECRET, {
          id: `evt_${randomUUID()}`,
          type: 'payment_intent.succeeded',
          intent: pi,
        });
        expect((await webhook(succeeded)).status).toBe(200);
        expect((await webhook(succeeded)).status).toBe(200);
        const row = await paymentRow();
        expect(row?.status).toBe('paid');
        expect(row?.paidAt).toBeInstanceOf(Date);

        // A late failure (out of order) leaves it paid.
        const late = signedWebhook(WEBHOOK_SECRET, {
          id: `evt_${randomUUID()}`,
          type: 'payment_intent.payment_failed',
          intent: pi,
        });
        expect((await webhook(late)).status).toBe(200);
        expect((await paymentRow())?.status).toBe('paid');

        // One state change per event: failed, paid; the duplicate and the late one add nothing.
        const events = await sut.service.db
          .select()
          .from(providerEvents)
          .where(eq(providerEvents.paymentId, row?.id ?? ''));
        expect(events.map((e) => e.result).sort()).toEqual(['applied', 'applied', 'unchanged']);
        // Each outcome leaves signed (see 'payment outcomes on the queue').
        const messages = (await sut.service.db.select().from(outbox))
          .map((r) => verifyMessage(serviceKey, PAYMENT_EVENTS_QUEUE, r.payload))
          .filter((m): m is { paymentId: string; status: string } => m !== undefined)
          .filter((m) => m.paymentId === row?.id);
        expect(messages.map((m) => m.status).sort()).toEqual(['failed', 'paid']);

        await expect
          .poll(async () => (await bookingAppointment(appointmentId))?.paymentStatus, {
            timeout: 15_000,
          })
          .toBe('paid');
        const receipt = await fetch(`${sut.service.url}/api/payments/${intent.paymentId}`);
        const shown = (await receipt.json()) as Payment;
        expect(shown).toMatchObject({ status: 'paid', amount: 30, kind: 'appointment' });
        expect(JSON.stringify(shown)).not.toMatch(/sara@example|secret/);
      });

      it('never asks to pay a paid appointment again (409)', async () => {
        const res = await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ message: paymentMessages.alreadyPaid });
      });

      it('refunds a cancelled paid appointment once through the Refunds API; the webhook settles it', async () => {
        expect(await cancelByOffice(appointmentId)).toEqual({
          percent: 100,
          amount: 30,
          status: 'pending',
        });
        const creates = () =>
          fakeStripe?.refundCreates.filter(
            (c) => c.form.get('metadata[appointmentId]') === appointmentId,
          ) ?? [];
        await expect.poll(() => creates().length, { timeout: 15_000 }).toBe(1);
        const [create] = creates();
        expect(create?.form.get('amount')).toBe('30000');
        expect(create?.form.get('payment_intent')).toBe(ref()?.id);
        expect(create?.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
        // The request reached Stripe before the service stored Stripe's answer (the refund's id).
        const stored = async () => {
          const [row] = await sut.service.db
            .select()
            .from(refunds)
            .where(eq(refunds.targetId, appointmentId));
          return row;
        };
        await expect
          .poll(async () => (await stored())?.providerRef, { timeout: 15_000 })
          .toBeTruthy();
        const row = await stored();
        expect(row).toMatchObject({ status: 'pending', amountMinor: 30_000 });
        // Stripe's card refunds end later: still «قيد الاسترداد» until the webhook.
        expect(await refundStatus(appointmentId)).toBe('pending');

        const refund = fakeStripe?.refunds.get(row?.providerRef ?? '');
        if (!refund) throw new Error('no refund at the fake');
        const settled = signedRefundWebhook(WEBHOOK_SECRET, {
          id: `evt_${randomUUID()}`,
          type: 'refund.updated',
          refund: { ...refund, status: 'succeeded' },
        });
        expect((await webhook(settled)).status).toBe(200);
        expect((await webhook(settled)).status).toBe(200);
        await expect.poll(() => refundStatus(appointmentId), { timeout: 15_000 }).toBe('refunded');
        const history = (await bookingDetail(appointmentId)).history ?? [];
        expect(history.filter((h) => h.action === 'refunded')).toHaveLength(1);
        // A late failure of a settled refund changes nothing.
        const late = signedRefundWebhook(WEBHOOK_SECRET, {
          id: `evt_${randomUUID()}`,
          type: 'refund.failed',
          refund: { ...refund, status: 'failed' },
        });
        expect((await webhook(late)).status).toBe(200);
        const [after] = await sut.service.db
          .select()
          .from(refunds)
          .where(eq(refunds.targetId, appointmentId));
        expect(after?.status).toBe('succeeded');
        expect(creates()).toHaveLength(1);
      });

      it('cancels the open intent of a released hold at Stripe, and leaves a paid one alone', async () => {
        const provider = createStripeProvider({
          secretKey: 'sk_test_payments',
          webhookSecret: WEBHOOK_SECRET,
          publishableKey: 'pk_test_payments',
          apiUrl: fakeStripe?.url,
        });
        const released = await bookAppointment(booking?.url ?? '', nextSlot());
        expect(
          (await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId: released }))
            .status,
        ).toBe(200);
        expect(await releaseIntent(sut.service.db, provider, released)).toBe('released');
        const pi = [...(fakeStripe?.intents.values() ?? [])].find(
          (i) => i.metadata.targetId === released,
        );
        expect(pi?.status).toBe('canceled');
        expect(fakeStripe?.cancels).toContain(pi?.id);
        // Cancelled already (a second request): Stripe's unexpected-state answer is no error.
        expect(await releaseIntent(sut.service.db, provider, released)).toBe('released');
        // Paid (the appointment of the tests above), or never priced: nothing to cancel.
        expect(await releaseIntent(sut.service.db, provider, appointmentId)).toBe('nothing-open');
        expect(await releaseIntent(sut.service.db, provider, randomUUID())).toBe('nothing-open');
      });

      it('stores a service request, then marks it paid from the webhook', async () => {
        const tampered = await post(`${sut.service.url}/api/create-service-payment-intent`, {
          ...requestDetails,
          amount: 3,
        });
        expect(tampered.status).toBe(409);
        const res = await post(`${sut.service.url}/api/create-service-payment-intent`, {
          ...requestDetails,
          amount: 30,
        });
        expect(res.status).toBe(200);
        const body = (await res.json()) as PaymentIntentResponse;
        expect(body.provider).toBe('stripe');
        const requestId = body.serviceRequestId ?? '';
        expect(await bookingServiceRequest(requestId)).toMatchObject({
          paymentStatus: 'pending',
          paymentId: body.paymentId,
        });
        const pi = [...(fakeStripe?.intents.values() ?? [])].find(
          (i) => i.metadata.targetId === requestId,
        );
        if (!pi) throw new Error('no intent at the fake');
        const paid = signedWebhook(WEBHOOK_SECRET, {
          id: `evt_${randomUUID()}`,
          type: 'payment_intent.succeeded',
          intent: pi,
        });
        expect((await webhook(paid)).status).toBe(200);
        await expect
          .poll(async () => (await bookingServiceRequest(requestId))?.paymentStatus, {
            timeout: 15_000,
          })
          .toBe('paid');
      });
    },
  );

  await describeService(createPaymentService({ ...base(), provider: 'test' }), (sut) => {
    it('simulates failure then success through the same event path', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const res = await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId });
      const intent = (await res.json()) as PaymentIntentResponse;
      expect(intent).toMatchObject({ provider: 'test', amount: 30 });
      expect(intent.clientSecret).toMatch(/^test_pi_/);
      const confirm = (outcome: 'succeed' | 'fail') =>
        post(`${sut.service.url}/api/payments/test/confirm`, {
          paymentId: intent.paymentId,
          outcome,
        });
      expect(((await (await confirm('fail')).json()) as Payment).status).toBe('failed');
      // A retry after a failure reuses the same payment.
      const retry = (await (
        await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId })
      ).json()) as PaymentIntentResponse;
      expect(retry.paymentId).toBe(intent.paymentId);
      expect(((await (await confirm('succeed')).json()) as Payment).status).toBe('paid');
      await expect
        .poll(async () => (await bookingAppointment(appointmentId))?.paymentStatus, {
          timeout: 15_000,
        })
        .toBe('paid');
      const unknown = await post(`${sut.service.url}/api/payments/test/confirm`, {
        paymentId: randomUUID(),
        outcome: 'succeed',
      });
      expect(unknown.status).toBe(404);
    });

    it('simulates the refund of a cancellation at once, and a request delivered twice refunds once', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = (await (
        await post(`${sut.service.url}/api/create-payment-intent`, { appointmentId })
      ).json()) as PaymentIntentResponse;
      await post(`${sut.service.url}/api/payments/test/confirm`, {
        paymentId: intent.paymentId,
        outcome: 'succeed',
      });
      await expect
        .poll(async () => (await bookingAppointment(appointmentId))?.paymentStatus, {
          timeout: 15_000,
        })
        .toBe('paid');
      await cancelByOffice(appointmentId);
      await expect.poll(() => refundStatus(appointmentId), { timeout: 15_000 }).toBe('refunded');

      // The same request again (a redelivery), and one asking for more than was paid.
      const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
      const jobs = new Queue(refundsQueue, { connection });
      const events = new QueueEvents(refundsQueue, { connection: connection.duplicate() });
      try {
        await events.waitUntilReady();
        const request = {
          appointmentId,
          amountMinor: 90_000,
          requestedAt: new Date().toISOString(),
        };
        const pushed = async (data: unknown) =>
          (await jobs.add('refund', data)).waitUntilFinished(events, 15_000);
        expect(await pushed(signMessage(serviceKey, PAYMENT_REFUNDS_QUEUE, request))).toBe(
          'refunded',
        );
        expect(await pushed(request)).toBe('forged');
        expect(await pushed(signMessage('z'.repeat(64), PAYMENT_REFUNDS_QUEUE, request))).toBe(
          'forged',
        );
      } finally {
        await events.close();
        await jobs.close();
        connection.disconnect();
      }
      const rows = await sut.service.db
        .select()
        .from(refunds)
        .where(eq(refunds.targetId, appointmentId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'succeeded', amountMinor: 30_000 });
      expect(rows[0]?.providerRef).toMatch(/^test_re_/);
    });

    it('asks nothing of the provider for an unpaid cancellation', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      expect(await cancelByOffice(appointmentId)).toEqual({
        percent: 100,
        amount: 0,
        status: 'none',
      });
      const rows = await sut.service.db
        .select()
        .from(refunds)
        .where(eq(refunds.targetId, appointmentId));
      expect(rows).toHaveLength(0);
    });
  });
}

describe.skipIf(!canRun)("booking's internal routes, called directly", () => {
  it("refuse a caller without payment's service token, and accept payment", async () => {
    const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
    const internal = `${booking?.url}/internal/appointments/${appointmentId}`;
    const forged = createServiceTokenSigner('f'.repeat(64), 'payment')('booking');
    const gateway = createServiceTokenSigner(serviceKey, 'gateway')('booking');
    const attempts = [
      await fetch(internal),
      await fetch(internal, { headers: { 'x-service-token': forged } }),
      await fetch(internal, { headers: admin() }),
      await fetch(`${booking?.url}/internal/service-requests/${randomUUID()}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...requestDetails, amount: 30 }),
      }),
    ];
    expect(attempts.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await fetch(internal, { headers: { 'x-service-token': gateway } })).status).toBe(403);
    const genuine = createServiceTokenSigner(serviceKey, 'payment')('booking');
    const ok = await fetch(internal, { headers: { 'x-service-token': genuine } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: appointmentId, status: 'pending' });
  });
});

describe.skipIf(!canRun)('payment outcomes on the queue', () => {
  it('are believed by booking only when the payment service signed them', async () => {
    const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
    const event = {
      eventId: `attack-${randomUUID()}`,
      paymentId: randomUUID(),
      kind: 'appointment',
      targetId: appointmentId,
      status: 'paid',
      occurredAt: new Date().toISOString(),
    };
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const jobs = new Queue(queue, { connection });
    const events = new QueueEvents(queue, { connection: connection.duplicate() });
    try {
      await events.waitUntilReady();
      const pushed = async (data: unknown) =>
        (await jobs.add('payment-event', data)).waitUntilFinished(events, 15_000);
      // Anyone who reaches Redis: the bare event, one signed with another key, a tampered one.
      const forgedKey = signMessage('z'.repeat(64), PAYMENT_EVENTS_QUEUE, event);
      const genuine = signMessage(serviceKey, PAYMENT_EVENTS_QUEUE, event);
      const tampered = { ...genuine, body: genuine.body.replace('"paid"', '"failed"') };
      const otherQueue = signMessage(serviceKey, 'emails', event);
      for (const forged of [event, forgedKey, tampered, otherQueue]) {
        expect(await pushed(forged)).toBe('forged');
      }
      expect((await bookingAppointment(appointmentId))?.paymentStatus).toBe('pending');

      expect(await pushed(genuine)).toBe('applied');
      expect((await bookingAppointment(appointmentId))?.paymentStatus).toBe('paid');
    } finally {
      await events.close();
      await jobs.close();
      connection.disconnect();
    }
  });
});
