// HyperPay end to end inside the payment service: real content and booking processes, real
// PostgreSQL and Redis, and a fake HyperPay that follows its documented API (no network).
import { randomUUID } from 'node:crypto';
import {
  type Appointment,
  type Payment,
  type PaymentIntentResponse,
  paymentMessages,
} from '@ssc/contracts';
import { describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPaymentSettings, loadPaymentSettings } from './config';
import { outbox, payments, refunds } from './db/schema';
import { createPaymentService } from './service';
import { FAKE_CARDS, startFakeHyperpay } from './testing/fake-hyperpay';
import { bookAppointment, slotPicker, startNeighbours } from './testing/harness';

const neighbours = await startNeighbours('hyperpay', {
  // Online payment on: an unpaid booking gets its payment deadline.
  PAYMENT_PROVIDER: 'hyperpay',
});
const { canRun, booking } = neighbours;
const fake = canRun ? await startFakeHyperpay() : undefined;
afterAll(async () => {
  await neighbours.stop();
  await fake?.close();
});

const nextSlot = slotPicker(5 + Math.floor(Math.random() * 300));
const admin = neighbours.bookingAdmin;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
async function bookingAppointment(id: string): Promise<Appointment | undefined> {
  const res = await fetch(`${booking?.url}/api/appointments/${id}`, { headers: admin() });
  return ((await res.json()) as { appointment: Appointment }).appointment;
}

describe('HyperPay settings', () => {
  const env = {
    PAYMENT_PROVIDER: 'hyperpay',
    HYPERPAY_ACCESS_TOKEN: 'token',
    HYPERPAY_ENTITY_ID: '8ac7a4c98fa0b3b1018fa1e6f5a10111',
    HYPERPAY_WEBHOOK_KEY: 'ab'.repeat(32),
  };
  it('needs its token, entity and webhook key; the host is the test platform unless live', () => {
    expect(loadPaymentSettings(env).hyperpay.origin).toBe('https://eu-test.oppwa.com');
    expect(loadPaymentSettings({ ...env, HYPERPAY_HOST: 'live' }).hyperpay.origin).toBe(
      'https://eu-prod.oppwa.com',
    );
    expect(() => checkPaymentSettings(loadPaymentSettings(env))).not.toThrow();
    expect(() =>
      checkPaymentSettings(loadPaymentSettings({ ...env, HYPERPAY_ACCESS_TOKEN: '' })),
    ).toThrow(/HYPERPAY_ACCESS_TOKEN/);
    expect(() =>
      checkPaymentSettings(loadPaymentSettings({ ...env, HYPERPAY_WEBHOOK_KEY: 'short' })),
    ).toThrow(/64 hex/);
    expect(() =>
      checkPaymentSettings(loadPaymentSettings({ ...env, HYPERPAY_HOST: 'ftp://x' })),
    ).toThrow(/HYPERPAY_HOST/);
  });

  it('takes real cards only on HyperPay’s own hosts in production', () => {
    const fakeHost = { ...env, HYPERPAY_HOST: 'http://127.0.0.1:9', NODE_ENV: 'production' };
    expect(() => checkPaymentSettings(loadPaymentSettings(fakeHost))).toThrow(/test or live/);
    expect(() =>
      checkPaymentSettings(
        loadPaymentSettings({ ...env, HYPERPAY_HOST: 'live', NODE_ENV: 'production' }),
      ),
    ).not.toThrow();
  });
});

if (canRun && fake) {
  const settings = {
    ...neighbours.settings(),
    provider: 'hyperpay' as const,
    hyperpay: {
      accessToken: fake.accessToken,
      entityId: fake.entityId,
      origin: fake.url,
      webhookKey: fake.webhookKey,
      brands: 'VISA MASTER',
    },
  };

  await describeService(createPaymentService(settings), (sut) => {
    const url = (path: string) => `${sut.service.url}${path}`;
    const checkout = async (appointmentId: string) => {
      const res = await post(url('/api/create-payment-intent'), { appointmentId });
      expect(res.status).toBe(200);
      return (await res.json()) as PaymentIntentResponse & {
        paymentId: string;
        clientSecret: string;
      };
    };
    const refresh = async (paymentId: string) => {
      const res = await post(url(`/api/payments/${paymentId}/refresh`), {});
      return { status: res.status, body: (await res.json()) as Payment & { message?: string } };
    };
    const row = async (paymentId: string) => {
      const [found] = await sut.service.db
        .select()
        .from(payments)
        .where(eq(payments.id, paymentId));
      return found;
    };
    const eventRows = async (paymentId: string) =>
      (await sut.service.db.select().from(outbox)).filter((o) =>
        JSON.stringify(o.payload).includes(paymentId),
      );
    const notifyUrl = () => url('/api/hyperpay/webhook');

    it('prepares one checkout in JOD with three decimals, named by the SND- reference', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      expect(intent).toMatchObject({
        provider: 'hyperpay',
        amount: 30,
        currency: 'JOD',
        reference: expect.stringMatching(/^SND-\d{2}-\d{5,}$/),
        startsAt: expect.any(String),
        paymentDueAt: expect.any(String),
      });
      expect(intent.widgetUrl).toBe(
        `${fake.url}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(intent.clientSecret)}`,
      );
      const sent = fake.calls.filter((c) => c.path === '/v1/checkouts');
      const mine = sent.filter((c) => c.form.get('merchantTransactionId') === intent.reference);
      expect(mine).toHaveLength(1);
      expect(Object.fromEntries(mine[0]?.form ?? [])).toMatchObject({
        entityId: fake.entityId,
        amount: '30.000',
        currency: 'JOD',
        paymentType: 'DB',
        'customParameters[SSC_paymentId]': intent.paymentId,
      });
      // Coming back to the page reuses the open checkout.
      expect((await checkout(appointmentId)).clientSecret).toBe(intent.clientSecret);
      expect(
        fake.calls.filter((c) => c.form.get('merchantTransactionId') === intent.reference),
      ).toHaveLength(1);
    });

    it('reads the outcome from HyperPay when the browser returns: pending, then paid once', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      // Back before paying (or a forged return): HyperPay says pending, nothing changes.
      expect((await refresh(intent.paymentId)).body.status).toBe('pending');

      const debit = fake.pay(intent.clientSecret, FAKE_CARDS.success);
      const after = await refresh(intent.paymentId);
      expect(after).toMatchObject({ status: 200, body: { status: 'paid', provider: 'hyperpay' } });
      expect(await row(intent.paymentId)).toMatchObject({ providerChargeRef: debit.id });
      await expect
        .poll(async () => (await bookingAppointment(appointmentId))?.paymentStatus, {
          timeout: 15_000,
        })
        .toBe('paid');
      // HyperPay's notification of the same payment arrives after: verified, and changes nothing.
      expect((await fake.notify(notifyUrl(), debit)).status).toBe(200);
      const events = await eventRows(intent.paymentId);
      expect(events).toHaveLength(1);
      // Paid: no new checkout, no second charge.
      const again = await post(url('/api/create-payment-intent'), { appointmentId });
      expect(again.status).toBe(409);
    });

    it('applies a payment once when its notification and the status read race', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      const debit = fake.pay(intent.clientSecret, FAKE_CARDS.success);
      const answers = await Promise.all([
        refresh(intent.paymentId),
        fake.notify(notifyUrl(), debit),
        refresh(intent.paymentId),
        fake.notify(notifyUrl(), debit),
        refresh(intent.paymentId),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await row(intent.paymentId))?.status).toBe('paid');
      expect(await eventRows(intent.paymentId)).toHaveLength(1);
    });

    it('a declined card fails the payment; the next checkout is a new one', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      fake.pay(intent.clientSecret, FAKE_CARDS.declined);
      expect((await refresh(intent.paymentId)).body.status).toBe('failed');
      const retry = await checkout(appointmentId);
      expect(retry.paymentId).toBe(intent.paymentId);
      expect(retry.clientSecret).not.toBe(intent.clientSecret);
      // The new checkout pays; the payment moves from failed to paid.
      fake.pay(retry.clientSecret, FAKE_CARDS.success);
      expect((await refresh(intent.paymentId)).body.status).toBe('paid');
    });

    it('refuses a notification that does not open, and one for a payment it does not know', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      const debit = fake.pay(intent.clientSecret, FAKE_CARDS.success);
      const tampered = await fake.notify(notifyUrl(), debit, { tamper: true });
      expect(tampered.status).toBe(400);
      expect(await tampered.json()).toEqual({ message: paymentMessages.invalidSignature });
      const otherKey = await fake.notify(notifyUrl(), debit, { key: 'cd'.repeat(32) });
      expect(otherKey.status).toBe(400);
      const bare = await fetch(notifyUrl(), { method: 'POST', body: 'ABCDEF' });
      expect(bare.status).toBe(400);
      expect((await row(intent.paymentId))?.status).toBe('pending');
      // A genuine notification whose checkout and payment id are not ours changes nothing.
      const stranger = await fake.notify(notifyUrl(), {
        ...debit,
        id: 'STRANGER',
        ndc: 'unknown-checkout',
        customParameters: { SSC_paymentId: randomUUID() },
      });
      expect(stranger.status).toBe(200);
      expect((await row(intent.paymentId))?.status).toBe('pending');
      // The Stripe path is closed with HyperPay configured.
      expect((await post(url('/api/stripe/webhook'), { id: 'x', type: 'y' })).status).toBe(404);
    });

    it('says so in Arabic when HyperPay cannot be asked', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      fake.behaviour.statusDown = true;
      try {
        const answer = await refresh(intent.paymentId);
        expect(answer.status).toBe(502);
        expect(answer.body.message).toBe(paymentMessages.statusUnavailable);
      } finally {
        fake.behaviour.statusDown = false;
      }
      expect((await post(url(`/api/payments/${randomUUID()}/refresh`), {})).status).toBe(404);
      expect((await post(url('/api/payments/not-a-uuid/refresh'), {})).status).toBe(404);
    });

    it('refunds a cancelled paid appointment with an RF against the debit; a refusal keeps its reason', async () => {
      const cancel = (id: string) =>
        post(
          `${booking?.url}/api/appointments/${id}/cancel`,
          { reason: 'اعتذار المستشار' },
          admin(),
        );
      const paidAppointment = async () => {
        const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
        const intent = await checkout(appointmentId);
        const debit = fake.pay(intent.clientSecret, FAKE_CARDS.success);
        await refresh(intent.paymentId);
        await expect
          .poll(async () => (await bookingAppointment(appointmentId))?.paymentStatus, {
            timeout: 15_000,
          })
          .toBe('paid');
        return { appointmentId, debit };
      };
      const refundRow = async (appointmentId: string) => {
        const [found] = await sut.service.db
          .select()
          .from(refunds)
          .where(eq(refunds.targetId, appointmentId));
        return found;
      };

      const first = await paidAppointment();
      expect((await cancel(first.appointmentId)).status).toBe(200);
      await expect
        .poll(async () => (await refundRow(first.appointmentId))?.status, { timeout: 15_000 })
        .toBe('succeeded');
      const rf = fake.calls.find((c) => c.path === `/v1/payments/${first.debit.id}`);
      expect(Object.fromEntries(rf?.form ?? [])).toMatchObject({
        paymentType: 'RF',
        amount: '30.000',
        currency: 'JOD',
        entityId: fake.entityId,
      });
      await expect
        .poll(async () => (await bookingAppointment(first.appointmentId))?.refund?.status, {
          timeout: 15_000,
        })
        .toBe('refunded');

      fake.behaviour.refuseRefunds = true;
      try {
        const second = await paidAppointment();
        expect((await cancel(second.appointmentId)).status).toBe(200);
        await expect
          .poll(async () => (await refundRow(second.appointmentId))?.status, { timeout: 15_000 })
          .toBe('failed');
        expect((await refundRow(second.appointmentId))?.failureReason).toMatch(/cannot refund/);
        // Booking shows «تعذّر الاسترداد» with HyperPay's reason to the office and the client.
        await expect
          .poll(async () => (await bookingAppointment(second.appointmentId))?.refund, {
            timeout: 15_000,
          })
          .toMatchObject({
            status: 'failed',
            failureReason: expect.stringMatching(/cannot refund/),
          });
        // The office retries once HyperPay would accept it: a second RF, and the refund ends.
        fake.behaviour.refuseRefunds = false;
        const retry = await post(
          `${booking?.url}/api/appointments/${second.appointmentId}/refund/retry`,
          {},
          admin(),
        );
        expect(retry.status).toBe(200);
        await expect
          .poll(async () => (await bookingAppointment(second.appointmentId))?.refund?.status, {
            timeout: 15_000,
          })
          .toBe('refunded');
        const rfs = fake.calls.filter((c) => c.path === `/v1/payments/${second.debit.id}`);
        expect(rfs).toHaveLength(2);
        // Nothing left to retry: 409, and no third RF.
        const again = await post(
          `${booking?.url}/api/appointments/${second.appointmentId}/refund/retry`,
          {},
          admin(),
        );
        expect(again.status).toBe(409);
        expect(fake.calls.filter((c) => c.path === `/v1/payments/${second.debit.id}`)).toHaveLength(
          2,
        );
      } finally {
        fake.behaviour.refuseRefunds = false;
      }
    });

    it('refunds in full, by itself, a payment that lands after the booking was released', async () => {
      const appointmentId = await bookAppointment(booking?.url ?? '', nextSlot());
      const intent = await checkout(appointmentId);
      // Released before the money arrived (the office cancels it here; the hold's expiry does the same).
      const cancelled = await post(
        `${booking?.url}/api/appointments/${appointmentId}/cancel`,
        { reason: 'انتهت مهلة الدفع' },
        admin(),
      );
      expect(cancelled.status).toBe(200);
      // The client pays in the checkout still open in their tab.
      const debit = fake.pay(intent.clientSecret, FAKE_CARDS.success);
      expect((await refresh(intent.paymentId)).body.status).toBe('paid');
      await expect
        .poll(async () => (await bookingAppointment(appointmentId))?.refund?.status, {
          timeout: 15_000,
        })
        .toBe('refunded');
      const appointment = await bookingAppointment(appointmentId);
      expect(appointment).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'paid',
        needsRefund: true,
      });
      expect(appointment?.refund).toMatchObject({ percent: 100, amount: 30 });
      const rf = fake.calls.filter((c) => c.path === `/v1/payments/${debit.id}`);
      expect(rf).toHaveLength(1);
      expect(rf[0]?.form.get('amount')).toBe('30.000');
    });
  });
}
