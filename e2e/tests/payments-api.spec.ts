import { freeSlot } from '../support/fixtures';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// The payment back end through the gateway (issue 7) with the built-in test provider: a signed-in
// client books, asks for an intent, the test provider's simulated event marks it paid, and the
// booking service learns it through the payment-events queue.
const run = Date.now().toString(36);
const password = 'pay-Sanad-2025';

test('book, pay with the test provider, and the appointment shows paid', async ({ playwright }) => {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const email = `payer.${run}@example.com`;
  const registered = await api.post('/api/register', {
    data: {
      email,
      confirmEmail: email,
      password,
      confirmPassword: password,
      nationality: 'jordanian',
      fullName: 'ليلى سمير حسن الخطيب',
      mobileNumber: '+962791234999',
      termsAccepted: true,
    },
  });
  expect(registered.status()).toBe(201);

  const { date } = await freeSlot(api, 50);
  const booking = new FormData();
  const fields = {
    serviceId: 'svc-salary-adjustments',
    consultationMode: 'office',
    contactName: 'ليلى الخطيب',
    contactEmail: email,
    contactPhone: '0791234999',
    socialSecurityNumber: '55554444',
    description: 'مراجعة قفزة الراتب',
    date,
  };
  for (const [name, value] of Object.entries(fields)) booking.append(name, value);
  const booked = await api.post('/api/appointments', { multipart: booking });
  expect(booked.status()).toBe(201);
  const appointment = await booked.json();
  expect(appointment.paymentStatus).toBe('pending');

  const tampered = await api.post('/api/create-payment-intent', {
    data: { appointmentId: appointment.id, amount: 5 },
  });
  expect(tampered.status()).toBe(409);
  expect((await tampered.json()).message).toMatch(/[\u0600-\u06FF]/);

  const intentRes = await api.post('/api/create-payment-intent', {
    data: { appointmentId: appointment.id, amount: 30 },
  });
  expect(intentRes.status()).toBe(200);
  const intent = await intentRes.json();
  expect(intent).toMatchObject({ provider: 'test', amount: 30, currency: 'JOD' });
  expect(intent.clientSecret).toBeTruthy();

  const confirmed = await api.post('/api/payments/test/confirm', {
    data: { paymentId: intent.paymentId, outcome: 'succeed' },
  });
  expect(confirmed.status()).toBe(200);
  expect((await confirmed.json()).status).toBe('paid');

  await expect
    .poll(
      async () => {
        const list = await (await api.get('/api/appointments')).json();
        return list.find((a: { id: string }) => a.id === appointment.id)?.paymentStatus;
      },
      { timeout: 20_000 },
    )
    .toBe('paid');

  const receipt = await api.get(`/api/payments/${intent.paymentId}`);
  expect(await receipt.json()).toMatchObject({
    status: 'paid',
    amount: 30,
    targetId: appointment.id,
  });

  const again = await api.post('/api/create-payment-intent', {
    data: { appointmentId: appointment.id },
  });
  expect(again.status()).toBe(409);
  await api.dispose();
});

test('a Stripe webhook without a valid signature is refused through the gateway', async ({
  request,
}) => {
  // The E2E system runs the test provider: the Stripe endpoint exists only with stripe configured.
  const res = await request.post('/api/stripe/webhook', {
    headers: { 'stripe-signature': 't=1,v1=bad', origin: 'https://hooks.stripe.com' },
    data: { id: 'evt_fake', type: 'payment_intent.succeeded' },
  });
  expect([400, 404]).toContain(res.status());
  expect((await res.json()).message).toMatch(/[\u0600-\u06FF]/);
});
