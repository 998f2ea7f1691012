// CliQ transfers and cash, end to end inside the payment service: real content and booking
// processes (booking applies the outcomes, holds the slot, sends the receipt), PostgreSQL, Redis.
import { randomUUID } from 'node:crypto';
import {
  type Appointment,
  type CliqInstructions,
  cliqMessages,
  type Payment,
  type PaymentIntentResponse,
  type PendingConfirmation,
  paymentMessages,
  type ServiceRequest,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { describeService } from '@ssc/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPaymentSettings, loadPaymentSettings } from '../config';
import { REFUND_BY_HAND_REASON } from '../refunds/refund-store';
import { createPaymentService } from '../service';
import { slotPicker, startNeighbours } from '../testing/harness';

const neighbours = await startNeighbours('cliq', { PAYMENT_METHODS: 'cliq,cash' });
const { canRun, booking } = neighbours;
afterAll(() => neighbours.stop());

const nextSlot = slotPicker(7 + Math.floor(Math.random() * 300));
const bookingAdmin = neighbours.bookingAdmin;
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A guest booking of the given mode; answers its id. */
async function book(consultationMode: 'office' | 'zoom' = 'office'): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...sampleBookingFields, date: nextSlot() })) {
    form.append(name, value);
  }
  form.set('consultationMode', consultationMode);
  const res = await fetch(`${booking?.url}/api/appointments`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
async function bookingAppointment(id: string): Promise<Appointment> {
  const res = await fetch(`${booking?.url}/api/appointments/${id}`, { headers: bookingAdmin() });
  return ((await res.json()) as { appointment: Appointment }).appointment;
}

describe('payment methods settings', () => {
  it('offers card with a provider, and checks what each method needs', () => {
    expect(loadPaymentSettings({}).methods).toEqual([]);
    expect(loadPaymentSettings({ PAYMENT_PROVIDER: 'test' }).methods).toEqual(['card']);
    expect(loadPaymentSettings({ PAYMENT_METHODS: ' cliq , cash,cliq' }).methods).toEqual([
      'cliq',
      'cash',
    ]);
    expect(() => loadPaymentSettings({ PAYMENT_METHODS: 'card,bitcoin' })).toThrow(/bitcoin/);
    expect(() => checkPaymentSettings(loadPaymentSettings({ PAYMENT_METHODS: 'card' }))).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => checkPaymentSettings(loadPaymentSettings({ PAYMENT_METHODS: 'cliq' }))).toThrow(
      /CLIQ_ALIAS/,
    );
    const cliq = loadPaymentSettings({
      PAYMENT_METHODS: 'cliq',
      CLIQ_ALIAS: 'SANADCONSULT',
      CLIQ_ACCOUNT_NAME: 'شركة سند للاستشارات',
      CLIQ_HOLD_HOURS: '12',
    });
    expect(() => checkPaymentSettings(cliq)).not.toThrow();
    expect(cliq.cliq).toEqual({
      alias: 'SANADCONSULT',
      accountName: 'شركة سند للاستشارات',
      holdHours: 12,
    });
    expect(() => loadPaymentSettings({ CLIQ_HOLD_HOURS: '-3' })).toThrow(/CLIQ_HOLD_HOURS/);
  });
});

if (canRun) {
  const base = {
    ...neighbours.settings(),
    cliq: { alias: 'SANADCONSULT', accountName: 'شركة سند للاستشارات', holdHours: 24 },
  };

  await describeService(
    createPaymentService({ ...base, provider: 'test', methods: ['card', 'cliq', 'cash'] }),
    (sut) => {
      const url = (path: string) => `${sut.service.url}${path}`;
      const admin = () => sut.identityHeaders({ userId: 'admin-7', role: 'admin' });
      const client = () => sut.identityHeaders({ userId: 'user-9', role: 'user' });
      const startCliq = async (appointmentId: string) => {
        const res = await fetch(url('/api/payments/cliq'), json({ appointmentId }));
        expect(res.status).toBe(200);
        return (await res.json()) as CliqInstructions;
      };
      const report = (
        paymentId: string,
        file?: { bytes: Uint8Array; name: string; type: string },
      ) => {
        if (!file) return fetch(url(`/api/payments/${paymentId}/transfer-reported`), json({}));
        const form = new FormData();
        // The design's field name; the pages send `files` (the E2E suite covers that one).
        form.append('receipt', new Blob([file.bytes], { type: file.type }), file.name);
        return fetch(url(`/api/payments/${paymentId}/transfer-reported`), {
          method: 'POST',
          body: form,
        });
      };
      const pending = async () => {
        const res = await fetch(url('/api/payment-confirmations'), { headers: admin() });
        expect(res.status).toBe(200);
        return (await res.json()) as PendingConfirmation[];
      };
      const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

      it('offers CliQ with the intent, and gives the alias, the exact amount and the reference', async () => {
        const appointmentId = await book();
        const intent = (await (
          await fetch(url('/api/create-payment-intent'), json({ appointmentId }))
        ).json()) as PaymentIntentResponse;
        expect(intent.methods).toEqual(['card', 'cliq']);
        const started = Date.now();
        const cliq = await startCliq(appointmentId);
        expect(cliq).toMatchObject({
          paymentId: intent.paymentId,
          alias: 'SANADCONSULT',
          accountName: 'شركة سند للاستشارات',
          amount: 30,
          currency: 'JOD',
          reference: (await bookingAppointment(appointmentId)).reference,
          status: 'pending',
        });
        const hold = new Date(cliq.holdUntil ?? 0).getTime();
        expect(hold).toBeGreaterThanOrEqual(started + 24 * 3_600_000 - 1_000);
        expect(hold).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
        // Nothing else is payable by CliQ.
        expect(
          (await fetch(url('/api/payments/cliq'), json({ appointmentId: randomUUID() }))).status,
        ).toBe(404);
        const both = await fetch(
          url('/api/payments/cliq'),
          json({ appointmentId, serviceRequestId: randomUUID() }),
        );
        expect(both.status).toBe(400);
        expect(((await both.json()) as { message: string }).message).toMatch(/[\u0600-\u06ff]/);
      });

      it('a reported transfer holds the booking while the office checks, then confirming pays it', async () => {
        const appointmentId = await book();
        const before = await bookingAppointment(appointmentId);
        const cliq = await startCliq(appointmentId);
        const reported = await report(cliq.paymentId, {
          bytes: pdf,
          name: 'تحويل البنك.pdf',
          type: 'application/pdf',
        });
        expect(reported.status).toBe(200);
        expect(((await reported.json()) as Payment).status).toBe('awaiting_confirmation');
        await expect
          .poll(async () => (await bookingAppointment(appointmentId)).paymentStatus, {
            timeout: 15_000,
          })
          .toBe('awaiting_confirmation');
        const held = await bookingAppointment(appointmentId);
        expect(new Date(held.paymentDueAt ?? 0).getTime()).toBeGreaterThan(
          new Date(before.paymentDueAt ?? 0).getTime() + 20 * 3_600_000,
        );
        // Reported once; no card checkout on top of it meanwhile.
        const twice = await report(cliq.paymentId);
        expect(twice.status).toBe(409);
        expect(((await twice.json()) as { message: string }).message).toBe(
          cliqMessages.alreadyReported,
        );
        const card = await fetch(url('/api/create-payment-intent'), json({ appointmentId }));
        expect(card.status).toBe(409);

        // The office's list, and the confirmation the client attached.
        const item = (await pending()).find((p) => p.id === cliq.paymentId);
        expect(item).toMatchObject({
          reference: before.reference,
          payerName: sampleBookingFields.contactName,
          amount: 30,
          method: 'cliq',
          hasTransferReceipt: true,
        });
        const file = await fetch(url(`/api/payments/${cliq.paymentId}/transfer-receipt`), {
          headers: admin(),
        });
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
        expect(file.headers.get('content-type')).toBe('application/pdf');
        expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
        for (const headers of [client(), {}]) {
          const denied = await fetch(url(`/api/payments/${cliq.paymentId}/transfer-receipt`), {
            headers,
          });
          expect([401, 403]).toContain(denied.status);
          const list = await fetch(url('/api/payment-confirmations'), { headers });
          expect([401, 403]).toContain(list.status);
          const confirm = await fetch(
            url(`/api/payments/${cliq.paymentId}/confirm`),
            json({}, headers),
          );
          expect([401, 403]).toContain(confirm.status);
        }

        const confirmed = await fetch(
          url(`/api/payments/${cliq.paymentId}/confirm`),
          json({ bankReference: 'JOKB-20261128-7781' }, admin()),
        );
        expect(confirmed.status).toBe(200);
        // The audit log's words (issue 34.7): the booking's reference and the bank's, no UUID.
        const said = decodeURIComponent(confirmed.headers.get('x-audit-summary') ?? '');
        expect(said).toMatch(/^أكّد تحويل CliQ بقيمة .+ عن SND-\d{2}-\d{5,}/);
        expect(said).toContain('، مرجع البنك JOKB-20261128-7781');
        expect(said).not.toContain(cliq.paymentId);
        expect(await confirmed.json()).toMatchObject({
          status: 'paid',
          method: 'cliq',
          provider: 'office',
        });
        await expect
          .poll(async () => (await bookingAppointment(appointmentId)).paymentStatus, {
            timeout: 15_000,
          })
          .toBe('paid');
        expect((await pending()).some((p) => p.id === cliq.paymentId)).toBe(false);
        // Decided once: a second confirmation (another admin, a double click) changes nothing.
        const again = await fetch(
          url(`/api/payments/${cliq.paymentId}/confirm`),
          json({}, admin()),
        );
        expect(again.status).toBe(409);
        expect(((await again.json()) as { message: string }).message).toBe(
          cliqMessages.notAwaiting,
        );
      });

      it('a rejected transfer fails the payment with the office’s reason; the client may report again', async () => {
        const appointmentId = await book();
        const cliq = await startCliq(appointmentId);
        expect((await report(cliq.paymentId)).status).toBe(200);
        const short = await fetch(
          url(`/api/payments/${cliq.paymentId}/reject`),
          json({ reason: 'لا' }, admin()),
        );
        expect(short.status).toBe(400);
        expect(((await short.json()) as { errors: Record<string, string> }).errors.reason).toBe(
          cliqMessages.rejectReasonMin,
        );
        const rejected = await fetch(
          url(`/api/payments/${cliq.paymentId}/reject`),
          json({ reason: 'لم تصل الحوالة إلى حساب المكتب' }, admin()),
        );
        expect(rejected.status).toBe(200);
        expect(((await rejected.json()) as Payment).status).toBe('failed');
        await expect
          .poll(async () => (await bookingAppointment(appointmentId)).paymentStatus, {
            timeout: 15_000,
          })
          .toBe('failed');
        expect((await report(cliq.paymentId)).status).toBe(200);
        expect(
          (await pending()).some((p) => p.id === cliq.paymentId && !p.hasTransferReceipt),
        ).toBe(true);
      });

      it('refuses a confirmation that is not a photo or PDF, and more than one file', async () => {
        const appointmentId = await book();
        const cliq = await startCliq(appointmentId);
        const exe = await report(cliq.paymentId, {
          bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
          name: 'receipt.pdf',
          type: 'application/pdf',
        });
        expect(exe.status).toBe(415);
        const form = new FormData();
        form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'a.pdf');
        form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'b.pdf');
        const two = await fetch(url(`/api/payments/${cliq.paymentId}/transfer-reported`), {
          method: 'POST',
          body: form,
        });
        expect([400, 413]).toContain(two.status);
        const other = new FormData();
        other.append('document', new Blob([pdf], { type: 'application/pdf' }), 'a.pdf');
        const elsewhere = await fetch(url(`/api/payments/${cliq.paymentId}/transfer-reported`), {
          method: 'POST',
          body: other,
        });
        expect(elsewhere.status).toBe(400);
        // Nothing was reported by the refused attempts.
        expect((await bookingAppointment(appointmentId)).paymentStatus).toBe('pending');
        expect(
          (await fetch(url('/api/payments/not-a-uuid/transfer-reported'), json({}))).status,
        ).toBe(404);
      });

      it('records cash at the desk for an office appointment only, as the paid path', async () => {
        const office = await book('office');
        const cash = await fetch(
          url('/api/payments/cash'),
          json({ appointmentId: office }, admin()),
        );
        expect(cash.status).toBe(200);
        expect(decodeURIComponent(cash.headers.get('x-audit-summary') ?? '')).toMatch(
          /^سجّل دفع .+ نقداً في المكتب عن SND-\d{2}-\d{5,}/,
        );
        expect(await cash.json()).toMatchObject({
          status: 'paid',
          method: 'cash',
          provider: 'office',
        });
        await expect
          .poll(async () => (await bookingAppointment(office)).paymentStatus, { timeout: 15_000 })
          .toBe('paid');
        const twice = await fetch(
          url('/api/payments/cash'),
          json({ appointmentId: office }, admin()),
        );
        expect(twice.status).toBe(409);
        // No provider can give cash back: cancelling shows «تعذّر الاسترداد» with what the office does.
        const cancelled = await fetch(
          `${booking?.url}/api/appointments/${office}/cancel`,
          json({ reason: 'اعتذار المستشار' }, bookingAdmin()),
        );
        expect(cancelled.status).toBe(200);
        await expect
          .poll(async () => (await bookingAppointment(office)).refund, { timeout: 15_000 })
          .toMatchObject({ status: 'failed', failureReason: REFUND_BY_HAND_REASON });
        // The office gives the cash back and records how and when: the refund ends.
        const record = (body: unknown) =>
          fetch(
            `${booking?.url}/api/appointments/${office}/refund/record`,
            json(body, bookingAdmin()),
          );
        const future = await record({ method: 'cash', paidOn: '2999-01-01' });
        expect(future.status).toBe(400);
        expect(((await future.json()) as { message: string }).message).toMatch(/المستقبل/);
        expect((await record({ method: 'cash', reference: 'سند قبض 118' })).status).toBe(200);
        expect((await bookingAppointment(office)).refund?.status).toBe('refunded');
        const detail = (await (
          await fetch(`${booking?.url}/api/appointments/${office}`, { headers: bookingAdmin() })
        ).json()) as { history: { action: string; details: Record<string, unknown> }[] };
        expect(detail.history.at(-1)).toMatchObject({
          action: 'refunded',
          details: { by: 'office', method: 'cash', reference: 'سند قبض 118' },
        });
        expect((await record({ method: 'cash' })).status).toBe(409);
        const remote = await book('zoom');
        const refused = await fetch(
          url('/api/payments/cash'),
          json({ appointmentId: remote }, admin()),
        );
        expect(refused.status).toBe(409);
        expect(((await refused.json()) as { message: string }).message).toBe(
          cliqMessages.cashOfficeOnly,
        );
        const byClient = await fetch(
          url('/api/payments/cash'),
          json({ appointmentId: remote }, client()),
        );
        expect(byClient.status).toBe(403);
      });

      it('records cash for a walk-in booked by the office (issue 34.4): paid, with its receipt', async () => {
        const booked = await fetch(
          `${booking?.url}/api/admin/appointments`,
          json(
            {
              client: {
                kind: 'new',
                contactName: 'ليلى الحسن',
                contactEmail: `walk-in-${randomUUID()}@example.jo`,
                contactPhone: '0795550000',
              },
              serviceId: sampleBookingFields.serviceId,
              consultationMode: 'office',
              date: nextSlot(),
              paymentMethod: 'cash',
            },
            bookingAdmin(),
          ),
        );
        expect(booked.status).toBe(201);
        const walkIn = (await booked.json()) as Appointment;
        // Cash is taken at the desk: nothing to hold while the console records it.
        expect(walkIn).toMatchObject({ paymentStatus: 'pending', paymentDueAt: null });
        const cash = await fetch(
          url('/api/payments/cash'),
          json({ appointmentId: walkIn.id }, admin()),
        );
        expect(cash.status).toBe(200);
        await expect
          .poll(async () => (await bookingAppointment(walkIn.id)).paymentStatus, {
            timeout: 15_000,
          })
          .toBe('paid');
        const receipt = await fetch(`${booking?.url}/api/appointments/${walkIn.id}/receipt`, {
          headers: bookingAdmin(),
        });
        expect(receipt.status).toBe(200);
        expect(receipt.headers.get('content-type')).toMatch(/pdf/);
      });
    },
  );

  // An office without a card gateway: CliQ alone, for a service request.
  await describeService(
    createPaymentService({ ...base, provider: undefined, methods: ['cliq'] }),
    (sut) => {
      const url = (path: string) => `${sut.service.url}${path}`;
      let intent: PaymentIntentResponse;

      beforeAll(async () => {
        const res = await fetch(
          url('/api/create-service-payment-intent'),
          json({
            serviceId: 'svc-work-injuries-registration',
            fullName: 'محمد العلي',
            email: 'mohammad@example.jo',
            phone: '0791112233',
            address: 'عمّان، شارع المدينة المنورة',
            serviceDetails: 'تسجيل إصابة عمل لأحد الموظفين ومتابعتها مع اللجنة الطبية',
            amount: 30,
          }),
        );
        expect(res.status).toBe(200);
        intent = (await res.json()) as PaymentIntentResponse;
      });

      it('stores the request and offers CliQ instead of a card', async () => {
        expect(intent).toMatchObject({ provider: null, clientSecret: null, methods: ['cliq'] });
        expect(intent.paymentId).toEqual(expect.any(String));
        const res = await fetch(
          url('/api/payments/cliq'),
          json({ serviceRequestId: intent.serviceRequestId }),
        );
        const cliq = (await res.json()) as CliqInstructions;
        expect(cliq).toMatchObject({ paymentId: intent.paymentId, amount: 30, holdUntil: null });
        expect(cliq.reference).toMatch(/^REQ-\d{2}-\d{5,}$/);
        expect(
          (await fetch(url(`/api/payments/${cliq.paymentId}/transfer-reported`), json({}))).status,
        ).toBe(200);
        const confirmed = await fetch(
          url(`/api/payments/${cliq.paymentId}/confirm`),
          json({}, sut.identityHeaders({ userId: 'admin-7', role: 'admin' })),
        );
        expect(confirmed.status).toBe(200);
        // No bank reference typed: the receipt's reference is one a person can read out and the
        // office can search for, never the payment's UUID (issue 34.1).
        expect(((await confirmed.json()) as Payment).paymentReference).toBe(
          `CLIQ-${cliq.reference}`,
        );
        await expect
          .poll(
            async () => {
              const list = await fetch(`${booking?.url}/api/service-requests?pageSize=100`, {
                headers: bookingAdmin(),
              });
              return ((await list.json()) as ServiceRequest[]).find(
                (r) => r.id === intent.serviceRequestId,
              )?.paymentStatus;
            },
            { timeout: 15_000 },
          )
          .toBe('paid');
        // Cash is not offered by this office.
        const cash = await fetch(
          url('/api/payments/cash'),
          json(
            { appointmentId: randomUUID() },
            sut.identityHeaders({ userId: 'a', role: 'admin' }),
          ),
        );
        expect(cash.status).toBe(404);
        expect(((await cash.json()) as { message: string }).message).toBe(
          cliqMessages.cashNotEnabled,
        );
      });

      it('still says card payment is not enabled when nothing is offered for it', async () => {
        const res = await fetch(
          url('/api/payments/cliq'),
          json({ serviceRequestId: randomUUID() }),
        );
        expect(res.status).toBe(404);
        expect(((await res.json()) as { message: string }).message).toBe(
          paymentMessages.serviceRequestNotFound,
        );
      });
    },
  );
}
