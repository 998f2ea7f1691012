// Issue 34.3: a booking keeps the price its service had when it was made. Real content and
// booking processes: the office changes the price (and then hides the service) on content, and
// the payment of the booking already made still asks the old amount, a new booking the new one.
import { bookingMessages, type PaymentIntentResponse } from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { describeService, identityHeaders } from '@ssc/service-kit/testing';
import { afterAll, expect, it } from 'vitest';
import { createPaymentService } from '../service';
import { slotPicker, startNeighbours } from '../testing/harness';

const neighbours = await startNeighbours('price-snapshot');
const { canRun, booking, content } = neighbours;
afterAll(() => neighbours.stop());
const nextSlot = slotPicker(11 + Math.floor(Math.random() * 300));

/** A guest booking of the sample service; answers the booking service's status and body. */
async function book() {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...sampleBookingFields, date: nextSlot() })) {
    form.append(name, value);
  }
  const res = await fetch(`${booking?.url}/api/appointments`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as { id: string; message?: string } };
}

/** The office's change to the sample service, as an admin calls content. */
function office(method: 'PATCH' | 'PUT', path: string, body: unknown) {
  return fetch(`${content?.url}/api/services/${sampleBookingFields.serviceId}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...identityHeaders(content?.dataDir ?? '', { userId: 'admin-1', role: 'admin' }),
    },
    body: JSON.stringify(body),
  });
}

if (canRun) {
  await describeService(
    createPaymentService({ ...neighbours.settings(), provider: 'test' }),
    (sut) => {
      const intentAmount = async (appointmentId: string) => {
        const res = await fetch(`${sut.service.url}/api/create-payment-intent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ appointmentId }),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as PaymentIntentResponse).amount;
      };

      it('charges a booking the price of its booking time; a new booking the new price', async () => {
        const before = await book();
        expect(before.status).toBe(201);

        const edited = await office('PATCH', '', {
          nameAr: 'الاستشارات القانونية في التقاعد',
          nameEn: 'retirement-consultations',
          descriptionAr: 'استشارات قانونية متخصصة في التقاعد',
          descriptionEn: 'Specialised legal advice on retirement',
          price: '٤٥',
          duration: 60,
        });
        expect(edited.status).toBe(200);

        // The booking made before the change still owes 30 JOD, however often it is asked.
        expect(await intentAmount(before.body.id)).toBe(30);
        // Booking hears the change through content's announcement (within moments).
        await expect
          .poll(
            async () => {
              const after = await book();
              expect(after.status).toBe(201);
              return intentAmount(after.body.id);
            },
            { timeout: 10_000, interval: 500 },
          )
          .toBe(45);
        expect(await intentAmount(before.body.id)).toBe(30);
      });

      it('refuses a new booking of a hidden service; one already made can still be paid', async () => {
        const made = await book();
        expect(made.status).toBe(201);
        const price = await intentAmount(made.body.id);
        expect((await office('PUT', '/state', { state: 'hidden' })).status).toBe(200);
        try {
          await expect
            .poll(async () => (await book()).body.message, { timeout: 10_000, interval: 500 })
            .toBe(bookingMessages.serviceUnknown);
          expect(await intentAmount(made.body.id)).toBe(price);
        } finally {
          await office('PUT', '/state', { state: 'visible' });
        }
      });
    },
  );
}
