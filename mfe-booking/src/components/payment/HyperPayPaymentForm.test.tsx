// @vitest-environment jsdom
import { formatJod } from '@ssc/contracts';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReadyIntent } from './api';
import { PaymentPanel } from './PaymentPanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The first render loads the lazy form into jsdom: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const CHECKOUT_ID = '8ac7a4a18f1c2b3d018f1c5e6a7b0c11';
const WIDGET_URL = `https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=${CHECKOUT_ID}`;
const PAGE = '/checkout?appointmentId=appt-1';

const intent: ReadyIntent = {
  provider: 'hyperpay',
  // HyperPay's checkout id travels as the client secret.
  clientSecret: CHECKOUT_ID,
  paymentId: 'pay-7',
  amount: 30,
  currency: 'JOD',
  serviceName: 'استشارة تقاعد مبكر',
  widgetUrl: WIDGET_URL,
  reference: 'SND-26-00042',
};

async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

const widgetScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter(
    (s) => s.getAttribute('src') === WIDGET_URL,
  );
const region = () =>
  document.querySelector<HTMLElement>('section[aria-label="نموذج الدفع بالبطاقة"]');
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

/** The payment panel of a HyperPay intent, on the checkout page's address (the return URL's base). */
async function render() {
  window.history.replaceState(null, '', PAGE);
  const onPaid = vi.fn();
  const page = await mountInFrame(<PaymentPanel intent={intent} onPaid={onPaid} />, { url: PAGE });
  await until(() => widgetScripts().length === 1);
  return { page, onPaid };
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("HyperPay's COPYandPAY widget in the payment panel", () => {
  it('loads the checkout’s widget script with Arabic options, in a form that comes back with our payment id', async () => {
    const { page } = await render();
    const [script] = widgetScripts();
    expect(script?.src).toBe(WIDGET_URL);
    // The widget reads its options when its script runs: they are in place by then.
    expect(window.wpwlOptions).toMatchObject({ locale: 'ar', style: 'card', brandDetection: true });

    const form = page.querySelector<HTMLFormElement>('form.paymentWidgets');
    const back = new URL(form?.getAttribute('action') ?? '', window.location.href);
    expect(back.pathname).toBe('/checkout');
    expect(back.searchParams.get('appointmentId')).toBe('appt-1');
    expect(back.searchParams.get('paymentId')).toBe('pay-7');
    expect(form?.getAttribute('data-brands')).toBe('VISA MASTER');

    // A labelled region, busy with the app's spinner until the widget says it is ready.
    expect(region()?.getAttribute('aria-busy')).toBeNull();
    expect(form?.getAttribute('aria-busy')).toBe('true');
    expect(page.textContent).toContain('جارٍ تحميل نموذج الدفع الآمن');
    expect(page.textContent).toContain(formatJod(30));
    await act(async () => window.wpwlOptions?.onReady());
    expect(form?.hasAttribute('aria-busy')).toBe(false);
    expect(page.textContent).not.toContain('جارٍ تحميل نموذج الدفع الآمن');
    // Nothing was asked of our server: the widget talks to HyperPay itself.
    expect(fetch).not.toHaveBeenCalled();

    unmountAll();
    expect(widgetScripts()).toHaveLength(0);
    expect(window.wpwlOptions).toBeUndefined();
  });

  it('says in Arabic when the widget cannot load, and tries again with a fresh script and form', async () => {
    await render();
    const [first] = widgetScripts();
    await act(async () => first?.dispatchEvent(new Event('error')));
    expect(alertText()).toBe(
      'تعذر تحميل نموذج الدفع الآمن. تحقق من اتصالك بالإنترنت ثم حاول مرة أخرى.',
    );
    expect(document.querySelector('form.paymentWidgets')?.hasAttribute('hidden')).toBe(true);

    const retry = button('إعادة المحاولة');
    await act(async () => retry?.click());
    const scripts = widgetScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    expect(alertText()).toBeNull();
    // The button went away with the error: the focus stays in the payment region.
    expect(document.activeElement).toBe(region());
    expect(window.wpwlOptions?.locale).toBe('ar');
  });

  it('an expired checkout asks for a new page load instead of retrying the same one', async () => {
    await render();
    await act(async () => window.wpwlOptions?.onError({ name: 'InvalidCheckoutIdError' }));
    expect(alertText()).toBe('انتهت صلاحية جلسة الدفع. أعد تحميل الصفحة لبدء عملية دفع جديدة.');
    expect(button('إعادة تحميل الصفحة')).toBeDefined();
    expect(button('إعادة المحاولة')).toBeUndefined();
  });
});
