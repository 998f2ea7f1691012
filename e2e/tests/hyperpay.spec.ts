import {
  FAKE_CARDS,
  type FakeHyperpay,
  startFakeHyperpay,
} from '../../services/payment/src/testing/fake-hyperpay';
import { freeSlot } from '../support/fixtures';
import { jod } from '../support/money';
import { expectReceiptEmail } from '../support/receipts';
import { restartsOf } from '../support/restart';
import { baseURL, servicePortBase } from '../support/system';
import { expect, test, waitForLivePage } from '../support/test';

// Issue 31, "E2E in chromium: card payment through the fake widget to the receipt": the payment
// service and the gateway run with PAYMENT_PROVIDER=hyperpay against a fake HyperPay started in
// this test process (services/payment/src/testing/fake-hyperpay.ts, the documented OPPWA API and
// a stand-in for its COPYandPAY widget script), then go back to the suite's test provider.
//
// The restart (support/restart.ts): each of the two processes is stopped by its pid (the system's
// pid files) and started again exactly as it ran — its program, arguments, directory and
// environment read from Linux /proc — with only the HyperPay settings added; afterwards (also when
// the test fails) both are started again with the environment they had, and the spec waits for
// /api/health.

const restarts = restartsOf([
  { name: 'payment', ready: `http://127.0.0.1:${servicePortBase + 4}/ready` },
  { name: 'gateway', ready: `${baseURL}/api/health` },
]);
const CARD_FORM = 'نموذج الدفع بالبطاقة';
const PAYMENT_FAILED = 'فشلت عملية الدفع، يرجى المحاولة مرة أخرى';
const run = Date.now().toString(36);

let fake: FakeHyperpay | undefined;

/** The sources a page's CSP allows for one directive. */
function cspSources(header: string | undefined, directive: string): string[] {
  const found = (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeHyperpay();
  restarts.remember();
  expect(restarts.original('payment').env.PAYMENT_PROVIDER).toBe('test');
  await restarts.restart({
    PAYMENT_PROVIDER: 'hyperpay',
    HYPERPAY_ACCESS_TOKEN: fake.accessToken,
    HYPERPAY_ENTITY_ID: fake.entityId,
    HYPERPAY_WEBHOOK_KEY: fake.webhookKey,
    HYPERPAY_HOST: fake.url,
  });
});

// Later specs pay with the test provider: both processes go back to how they ran, also when the
// test failed, and the gateway no longer opens the fake's origin.
test.afterAll(async () => {
  test.setTimeout(90_000);
  try {
    if (await restarts.restore()) {
      const home = await fetch(`${baseURL}/`);
      expect(
        cspSources(home.headers.get('content-security-policy') ?? '', 'script-src'),
      ).not.toContain(fake?.url);
    }
  } finally {
    await fake?.close();
  }
});

test("a visitor pays by card in HyperPay's widget: declined, a new checkout, paid, the receipt and its email", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const hyperpay = fake!;
  const email = `hyperpay.${run}@example.com`;

  // A guest books a consultation (the booking form's API call).
  const [service] = (await (await page.request.get('/api/services')).json()) as {
    id: string;
    nameAr: string;
    price: number;
  }[];
  expect(service!.price).toBe(30);
  const { date } = await freeSlot(page.request, 36);
  const booked = await page.request.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: {
      serviceId: service!.id,
      consultationMode: 'office',
      contactName: 'رنا الخطيب',
      contactEmail: email,
      contactPhone: '0795553131',
      socialSecurityNumber: '55667788',
      description: 'استشارة حول احتساب راتب التقاعد المبكر',
      date,
    },
  });
  expect(booked.status()).toBe(201);
  const appointment = (await booked.json()) as { id: string; reference: string };
  expect(appointment.reference).toMatch(/^SND-\d{2}-\d{5,}$/);
  /** «Pay now»: the form goes to HyperPay, which sends the browser back with its result's address. */
  const payAndReturn = async () => {
    const back = page.waitForURL(/\/checkout\?.*[?&]id=.*&resourcePath=%2Fv1%2Fcheckouts%2F/, {
      waitUntil: 'commit',
    });
    await page.getByRole('main').getByRole('button', { name: 'Pay now' }).click();
    await back;
    await waitForLivePage(page);
  };
  const checkoutsOf = () =>
    [...hyperpay.checkouts.values()].filter(
      (c) => c.merchantTransactionId === appointment.reference,
    );

  // The checkout page loads HyperPay's widget from HyperPay's host, which its CSP now opens.
  const response = await page.goto(`/checkout?appointmentId=${appointment.id}`);
  const csp = response?.headers()['content-security-policy'];
  expect(cspSources(csp, 'script-src')).toContain(hyperpay.url);
  expect(cspSources(csp, 'form-action')).toContain(hyperpay.url);

  const main = page.getByRole('main');
  const summary = main.getByRole('complementary', { name: 'ملخص الطلب' });
  await expect(summary.getByTestId('checkout-reference')).toHaveText(appointment.reference);
  await expect(summary.getByTestId('checkout-amount')).toHaveText(jod(30));
  const cardForm = main.getByRole('region', { name: CARD_FORM });
  const widget = cardForm.locator('form.paymentWidgets');
  await expect(cardForm.getByLabel('Card number')).toBeVisible();
  // The widget said it is ready (onReady): no more spinner, the form no longer busy.
  await expect(cardForm.getByText('جارٍ تحميل نموذج الدفع الآمن...')).toHaveCount(0);
  await expect(widget).not.toHaveAttribute('aria-busy');
  await expect(widget).toHaveAttribute('data-fake-hyperpay-locale', 'ar');
  // The checkout HyperPay holds is the booking's: its reference, 30 JOD with three decimals.
  expect(checkoutsOf()).toEqual([expect.objectContaining({ amount: '30.000', currency: 'JOD' })]);

  // A declined card: HyperPay sends the browser back, the server reads the outcome from HyperPay,
  // and the page says the payment failed and offers a new checkout.
  await cardForm.getByLabel('Card number').fill(FAKE_CARDS.declined);
  await payAndReturn();
  await expect(main.getByRole('alert')).toHaveText(PAYMENT_FAILED);
  await expect(cardForm.getByLabel('Card number')).toHaveValue('');
  await expect(cardForm.getByRole('button', { name: 'Pay now' })).toBeVisible();
  // The address names the appointment only: nothing of the failed attempt is left in it.
  await expect(page).toHaveURL(`${baseURL}/checkout?appointmentId=${appointment.id}`);
  expect(checkoutsOf()).toHaveLength(2);
  expect(checkoutsOf()[0]?.payment?.result.code).toBe('800.100.151');
  expect(checkoutsOf()[1]?.payment).toBeUndefined();

  // The card that succeeds: back again, and the receipt.
  await cardForm.getByLabel('Card number').fill(FAKE_CARDS.success);
  await payAndReturn();
  const receipt = main.getByTestId('payment-receipt');
  await expect(receipt.getByRole('heading', { name: 'تم الدفع بنجاح' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-status')).toHaveText('مدفوع');
  await expect(receipt).toContainText(`رقم الحجز${appointment.reference}`);
  await expect(receipt).toContainText(`المبلغ المدفوع${jod(30)}`);
  await expect(receipt).toContainText(service!.nameAr);
  await expect(page).toHaveTitle(/إيصال الدفع/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('تم دفع رسوم موعدك');
  // HyperPay's `id` and `resourcePath` are taken out of the address; our payment id stays.
  await expect(page).toHaveURL(
    new RegExp(`/checkout\\?appointmentId=${appointment.id}&paymentId=[\\w-]+$`),
  );
  expect(checkoutsOf()[1]?.payment?.result.code).toBe('000.100.110');

  // The payer's inbox: «إيصال الدفع — SND-…» with the PDF, which reads as the reference and 30 JD.
  await expectReceiptEmail({
    to: email,
    reference: appointment.reference,
    amount: jod(30),
  });
});
