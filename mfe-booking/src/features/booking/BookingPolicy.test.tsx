// @vitest-environment jsdom
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { formatJod } from '@ssc/contracts';
import { sampleService } from '@ssc/contracts/testing';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_WINDOW_QUERY_KEY } from '../../lib/slots';
import { BookingPage } from './BookingPage';

// Issue 33.4: what the booking page says of the price, the payment window and the refunds
// before booking, and what a signed-in account fills in.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const cheap = sampleService();
const dear = sampleService({ id: 'svc-pensions', nameAr: 'الاستشارات التقاعدية', price: 45 });
const window = { horizonDays: 90, firstDay: '2030-01-01', lastDay: '2030-03-31' };

const render = (hold: number | null = 30) =>
  mountInFrame(<BookingPage />, {
    url: '/booking',
    client: offlineQueryClient([
      [SERVICES_QUERY_KEY, [cheap, dear]],
      [BOOKING_WINDOW_QUERY_KEY, hold === null ? window : { ...window, paymentHoldMinutes: hold }],
    ]),
  });

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

const labelled = (el: HTMLElement, text: string) => {
  const label = [...el.querySelectorAll('label')].find((l) => l.textContent?.startsWith(text));
  return label ? el.ownerDocument.getElementById(label.htmlFor) : null;
};

async function choose(page: HTMLElement, serviceId: string) {
  const select = labelled(page, 'نوع الخدمة') as HTMLSelectElement;
  await act(async () => {
    select.value = serviceId;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

afterEach(() => {
  unmountAll();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('the booking page’s policy', () => {
  it('quotes the chosen service’s price and its refunds, beside the form and above «تأكيد الحجز», and follows a change of service', async () => {
    const page = await render();
    // Two prices in the catalogue and none chosen: no amount is made up.
    expect(byTestId('booking-info-fee')?.textContent).not.toMatch(/\d+ دينار/);
    expect(byTestId('booking-policy-refund')?.textContent).toContain('50%');

    await choose(page, dear.id);
    for (const id of ['booking-info-fee', 'booking-info-refund', 'booking-policy-refund']) {
      expect(byTestId(id)?.textContent, id).not.toContain(formatJod(30));
    }
    expect(byTestId('booking-info-fee')?.textContent).toContain(formatJod(45));
    expect(byTestId('booking-info-refund')?.textContent).toContain(`كاملاً (${formatJod(45)})`);
    // 50% of 45 (LIFECYCLE_POLICY.lateRefundPercent), to the fils.
    expect(byTestId('booking-info-refund')?.textContent).toContain(`50% منه (${formatJod(22.5)})`);
    expect(byTestId('booking-policy-refund')?.textContent).toContain(formatJod(22.5));
    const hint = labelled(page, 'نوع الخدمة')
      ?.getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(hint).toContain(`رسوم الاستشارة: ${formatJod(45)}`);

    await choose(page, cheap.id);
    expect(byTestId('booking-info-fee')?.textContent).toContain(formatJod(30));
    expect(byTestId('booking-policy-refund')?.textContent).toContain(formatJod(15));
    expect(page.textContent).not.toContain('30 دينار أردني،');
  });

  it('states the payment window and the refund rule before the submit button, which they describe', async () => {
    const page = await render(30);
    const summary = byTestId('booking-policy-summary')!;
    expect(byTestId('booking-policy-payment')?.textContent).toBe(
      'ادفع خلال 30 دقيقة من إرسال الحجز، وإلا يُلغى الحجز تلقائياً ويصبح الموعد متاحاً لغيرك.',
    );
    expect(summary.textContent).toContain('قبل 24 ساعة');
    const submit = [...page.querySelectorAll('button[type="submit"]')].find((b) =>
      b.textContent?.includes('تأكيد الحجز'),
    )!;
    // In the DOM (and so on a phone) the summary comes first, and the button points to it.
    expect(summary.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit.getAttribute('aria-describedby')).toBe(summary.id);
    // The «قبل أن تحجز» column comes after the form.
    const aside = page.querySelector('aside')!;
    expect(submit.compareDocumentPosition(aside) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says no payment window while online payment is off', async () => {
    await render(null);
    expect(byTestId('booking-policy-payment')).toBeNull();
    expect(byTestId('booking-policy-refund')).not.toBeNull();
  });

  it('fills in the name, email and phone of a signed-in account, and keeps what was typed', async () => {
    const page = await render();
    const phone = labelled(page, 'رقم الهاتف') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        phone,
        '0781112223',
      );
      phone.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () =>
      useSessionStore.getState().setUser({
        id: 'u-1',
        firstName: 'سارة',
        lastName: 'الخطيب',
        fullName: 'سارة محمد علي الخطيب',
        email: 'sara@example.jo',
        mobileNumber: '0791234567',
      }),
    );
    expect((labelled(page, 'الاسم الكامل') as HTMLInputElement).value).toBe('سارة محمد علي الخطيب');
    expect((labelled(page, 'البريد الإلكتروني') as HTMLInputElement).value).toBe('sara@example.jo');
    expect(phone.value).toBe('0781112223');
  });

  it('a signed-in account with a phone opens the form with it', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: {
        id: 'u-1',
        firstName: 'سارة',
        lastName: 'الخطيب',
        email: 'sara@example.jo',
        mobileNumber: '0791234567',
      },
    });
    const page = await render();
    expect((labelled(page, 'رقم الهاتف') as HTMLInputElement).value).toBe('0791234567');
  });

  it('keeps each time of day in one unbreakable run', async () => {
    const page = await render();
    const times = [...page.querySelectorAll('input[name="time"]')].map(
      (input) => input.parentElement?.querySelector('bdi')?.textContent,
    );
    expect(times).toContain('10:00 ص');
    expect(page.querySelector('aside bdi')?.textContent).toBe('9:00 ص');
  });
});
