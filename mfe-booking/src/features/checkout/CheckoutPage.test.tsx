// @vitest-environment jsdom
import {
  formatJod,
  type Payment,
  type PaymentIntentResponse,
  paymentMessages,
} from '@ssc/contracts';
import { useSessionStore } from '@ssc/ui';
import { unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alerts,
  buttonNamed,
  byTestId,
  callLines,
  json,
  stubFetch,
  until,
} from '../../testing/dom';
import {
  APPOINTMENT_ID as ID,
  REFERENCE,
  renderCheckout as render,
  where,
} from '../../testing/payments';
import { rememberOrder } from './order';

const TOKEN = 'mz0abc.sig';
const CHECKOUT_ID = '8ac7a4a18f1c2b3d018f1c5e6a7b0c11';
/** Where HyperPay sends the shopper back: our return URL plus its checkout id and result path. */
const HYPERPAY_RETURN = `/checkout?appointmentId=${ID}&token=${TOKEN}&paymentId=pay-7&id=${CHECKOUT_ID}&resourcePath=${encodeURIComponent(`/v1/checkouts/${CHECKOUT_ID}/payment`)}`;

const order = {
  serviceName: 'استشارة تقاعد مبكر',
  reference: REFERENCE,
  // Sunday 15 March 2026, 9:00 in Amman; pay by Saturday 14 March, 9:30.
  startsAt: '2026-03-15T06:00:00.000Z',
  paymentDueAt: '2026-03-14T06:30:00.000Z',
};

const testIntent: PaymentIntentResponse = {
  provider: 'test',
  clientSecret: 'test_secret_1',
  paymentId: 'pay-1',
  amount: 30,
  currency: 'JOD',
  ...order,
};

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 'pay-7',
  kind: 'appointment',
  targetId: ID,
  serviceId: 'svc-early-retirement',
  serviceName: order.serviceName,
  status: 'paid',
  amount: 30,
  currency: 'JOD',
  provider: 'hyperpay',
  createdAt: '2026-03-01T08:00:00.000Z',
  paidAt: '2026-03-01T08:05:00.000Z',
  ...over,
});

/** The gateway as the page meets it; each answer says what its call returns (404 otherwise). */
function network(answers: {
  intent?: () => Response;
  confirm?: () => Response;
  refresh?: () => Response;
  payment?: () => Response;
}) {
  return stubFetch(({ method, url }) => {
    const answer =
      method === 'POST' && url === '/api/create-payment-intent'
        ? answers.intent
        : method === 'POST' && url === '/api/payments/test/confirm'
          ? answers.confirm
          : method === 'POST' && /^\/api\/payments\/[^/]+\/refresh$/.test(url)
            ? answers.refresh
            : method === 'GET' && url.startsWith('/api/payments/')
              ? answers.payment
              : undefined;
    return answer?.();
  });
}

/** What the page shows (the address probe aside). */
const shown = (page: HTMLElement) =>
  (page.textContent ?? '').replace(byTestId('where')?.textContent ?? '', '');
const heading = () => document.querySelector('h1')?.textContent;

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useSessionStore.getState().setUser(null);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the checkout page', () => {
  it('shows the order as the server gave it: service, SND- reference, Amman date and deadline, no internal id', async () => {
    network({ intent: () => json(testIntent) });
    const page = await render(`/checkout?appointmentId=${ID}&price=1&service=x`);
    await until(() => byTestId('checkout-reference') !== null);
    const summary = page.querySelector('aside') as HTMLElement;
    expect(byTestId('checkout-service')?.textContent).toBe(order.serviceName);
    expect(byTestId('checkout-reference')?.textContent).toBe(REFERENCE);
    expect(byTestId('checkout-starts-at')?.textContent).toBe('الأحد، 15 آذار 2026 في 9:00 ص');
    expect(byTestId('checkout-deadline')?.textContent).toBe('السبت، 14 آذار 2026 في 9:30 ص');
    expect(summary.textContent).toContain('آخر موعد للدفع');
    expect(summary.textContent).toContain('يُلغى الحجز تلقائياً');
    expect(byTestId('checkout-amount')?.textContent).toBe(formatJod(30));
    expect(shown(page)).not.toContain(ID);
    expect(heading()).toBe('إتمام الدفع');
  });

  it('says nothing of a reference or a deadline the server did not give, and never the appointment id', async () => {
    network({
      intent: () =>
        json({ ...testIntent, reference: undefined, startsAt: undefined, paymentDueAt: null }),
    });
    const page = await render(`/checkout?appointmentId=${ID}`);
    await until(() => byTestId('checkout-service')?.textContent === order.serviceName);
    expect(page.textContent).not.toContain('رقم الحجز');
    expect(page.textContent).not.toContain('آخر موعد للدفع');
    expect(shown(page)).not.toContain(ID);
  });

  it('once paid, the whole page says so: heading, title and a receipt with the reference and its PDF', async () => {
    const calls = network({
      intent: () => json(testIntent),
      confirm: () => new Response(null, { status: 204 }),
      payment: () => json(payment({ id: 'pay-1', provider: 'test' })),
    });
    useSessionStore.getState().setUser({
      id: 'u1',
      username: 'sara',
      email: 'sara@example.jo',
      firstName: 'سارة',
      lastName: 'الخطيب',
      role: 'user',
    });
    const page = await render(`/checkout?appointmentId=${ID}`);
    await until(() => buttonNamed('إتمام دفع') !== undefined);
    expect(page.textContent).toContain('أكمل دفع رسوم موعدك');
    await act(async () => buttonNamed('إتمام دفع')?.click());
    await until(() => byTestId('payment-receipt') !== null);

    expect(callLines(calls)).toEqual([
      'POST /api/create-payment-intent',
      'POST /api/payments/test/confirm',
      'GET /api/payments/pay-1',
    ]);
    expect(heading()).toBe('تم دفع رسوم موعدك');
    expect(document.title).toContain('إيصال الدفع');
    expect(page.textContent).toContain('تم الدفع بنجاح');
    // One thing: no "complete your payment" next to "paid".
    expect(page.textContent).not.toContain('أكمل دفع');
    expect(page.textContent).not.toContain('لتثبيته');
    const receipt = byTestId('payment-receipt') as HTMLElement;
    expect(receipt.textContent).toContain(REFERENCE);
    expect(receipt.textContent).not.toContain(ID);
    expect(byTestId('receipt-starts-at')?.textContent).toBe('الأحد، 15 آذار 2026 في 9:00 ص');
    // The signed-in owner downloads the PDF with the session cookie.
    expect(byTestId('receipt-download')?.getAttribute('href')).toBe(
      `/api/appointments/${ID}/receipt`,
    );
  });

  it('an appointment paid before: the page says paid, with the PDF for whoever may have it', async () => {
    network({ intent: () => json({ message: paymentMessages.alreadyPaid }, 409) });
    const page = await render(`/checkout?appointmentId=${ID}&token=${TOKEN}`);
    await until(() => shown(page).includes('تم دفع رسوم هذا الموعد مسبقاً'));
    expect(heading()).toBe('تم دفع رسوم موعدك');
    expect(shown(page)).not.toContain('أكمل دفع');
    expect(byTestId('receipt-download')?.getAttribute('href')).toBe(
      `/api/appointments/${ID}/receipt?token=${TOKEN}`,
    );
  });

  it('back from HyperPay: the server asks HyperPay, the receipt follows, and the address keeps only our ids', async () => {
    // What the page kept when it showed the widget, before HyperPay's page took over.
    rememberOrder('pay-7', order);
    const calls = network({ refresh: () => json(payment()) });
    const page = await render(HYPERPAY_RETURN);
    await until(() => byTestId('payment-receipt') !== null);

    // Asked once, through our server; no new checkout is set up.
    expect(calls).toEqual([{ method: 'POST', url: '/api/payments/pay-7/refresh' }]);
    const receipt = byTestId('payment-receipt') as HTMLElement;
    expect(receipt.textContent).toContain('تم الدفع بنجاح');
    expect(receipt.textContent).toContain(REFERENCE);
    expect(receipt.textContent).toContain(order.serviceName);
    expect(heading()).toBe('تم دفع رسوم موعدك');
    expect(page.textContent).not.toContain('أكمل دفع');
    // A guest: the emailed link's token is the right to the PDF.
    expect(byTestId('receipt-download')?.getAttribute('href')).toBe(
      `/api/appointments/${ID}/receipt?token=${TOKEN}`,
    );
    // HyperPay's id and resourcePath are read once and taken out of the address.
    const now = where();
    expect(now.searchParams.has('id')).toBe(false);
    expect(now.searchParams.has('resourcePath')).toBe(false);
    expect(now.searchParams.get('paymentId')).toBe('pay-7');
    expect(now.searchParams.get('appointmentId')).toBe(ID);
  });

  it('a guest without the emailed link gets the receipt but no PDF link they could not open', async () => {
    network({ refresh: () => json(payment()) });
    await render(
      `/checkout?appointmentId=${ID}&paymentId=pay-7&id=${CHECKOUT_ID}&resourcePath=%2Fv1%2Fx`,
    );
    await until(() => byTestId('payment-receipt') !== null);
    expect(byTestId('receipt-download')).toBeNull();
    // Nothing kept from before (another tab): no appointment row rather than an internal id.
    expect(byTestId('payment-receipt')?.textContent).not.toContain(ID);
  });

  it('a payment refused on the page: the reason in an alert that takes the focus (issue 33.4)', async () => {
    network({
      intent: () => json(testIntent),
      confirm: () => json({ message: paymentMessages.paymentFailed }, 402),
    });
    await render(`/checkout?appointmentId=${ID}&token=${TOKEN}`);
    await until(() => buttonNamed('محاكاة فشل الدفع') !== undefined);
    await act(async () => buttonNamed('محاكاة فشل الدفع')?.click());
    await until(() => byTestId('payment-error') !== null);
    const alert = byTestId('payment-error')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.tabIndex).toBe(-1);
    expect(alert.textContent).toBe(paymentMessages.paymentFailed);
    await until(() => document.activeElement === alert);
  });

  it('a payment HyperPay refused: a fresh checkout, with why in an alert', async () => {
    const calls = network({
      refresh: () => json(payment({ status: 'failed', paidAt: null })),
      intent: () => json(testIntent),
    });
    await render(HYPERPAY_RETURN);
    await until(() => buttonNamed('إتمام دفع') !== undefined);
    expect(callLines(calls)).toEqual([
      'POST /api/payments/pay-7/refresh',
      'POST /api/create-payment-intent',
    ]);
    expect(alerts()).toEqual(['فشلت عملية الدفع، يرجى المحاولة مرة أخرى']);
    // The reason takes the focus, so it is heard first (issue 33.4).
    const alert = document.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.tabIndex).toBe(-1);
    await until(() => document.activeElement === alert);
    expect(heading()).toBe('إتمام الدفع');
    expect(where().searchParams.has('paymentId')).toBe(false);
    expect(where().searchParams.get('token')).toBe(TOKEN);
  });

  it('still pending after waiting: the note, and «تحقق من حالة الدفع» asks HyperPay again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let refreshes = 0;
    const calls = network({
      refresh: () => {
        refreshes += 1;
        return json(refreshes === 1 ? payment({ status: 'pending', paidAt: null }) : payment());
      },
      payment: () => json(payment({ status: 'pending', paidAt: null })),
    });
    const page = await render(HYPERPAY_RETURN);
    await until(() => calls.length > 1);
    // The notification may still come: the page reads the payment a while before it says so.
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    await until(() => buttonNamed('تحقق من حالة الدفع') !== undefined);
    expect(page.textContent).toContain('لم يصلنا تأكيد مزوّد الدفع بعد');
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/payments/pay-7/refresh' });
    expect(calls.slice(1).every((c) => c.method === 'GET' && c.url === '/api/payments/pay-7')).toBe(
      true,
    );

    await act(async () => buttonNamed('تحقق من حالة الدفع')?.click());
    await until(() => byTestId('payment-receipt') !== null);
    expect(refreshes).toBe(2);
    expect(calls.at(-1)).toEqual({ method: 'POST', url: '/api/payments/pay-7/refresh' });
  });
});
