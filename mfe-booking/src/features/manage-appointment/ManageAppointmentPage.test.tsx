// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { type Appointment, type AppointmentDetail, bookingMessages } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManageAppointmentPage } from './ManageAppointmentPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The first render loads the page's modules into jsdom: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const ID = '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10';
const TOKEN = 'mz0abc.sig';
const URL_WITH_TOKEN = `/appointments/manage?id=${ID}&token=${TOKEN}`;
const DETAIL_URL = `/api/appointments/${ID}?token=${TOKEN}`;

const appointment: Appointment = {
  id: ID,
  reference: 'SND-26-00042',
  serviceId: 'svc-salary-adjustments',
  userId: 'guest',
  // Far ahead: every refund and reschedule rule sees an appointment still to come.
  date: '2030-01-06T07:00:00.000Z',
  consultationMode: 'zoom',
  contactName: 'خالد العمري',
  contactEmail: 'khaled@example.jo',
  contactPhone: '0795551234',
  socialSecurityNumber: '12345678',
  description: '',
  status: 'confirmed',
  paymentStatus: 'paid',
  files: [],
  createdAt: '2029-12-01T07:00:00.000Z',
  meetingUrl: 'https://zoom.us/j/5550001234',
  rescheduleCount: 0,
};

const openDetail = (over: Partial<AppointmentDetail> = {}): AppointmentDetail => ({
  appointment,
  serviceName: 'تعديل الرواتب',
  cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
  reschedule: { allowed: true, remaining: 1 },
  ...over,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The gateway as the page meets it; `answers` says what each call returns. */
function network(answers: {
  detail: () => Response;
  cancel?: () => Response;
  reschedule?: () => Response;
}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url.includes('/cancel')) return answers.cancel!();
      if (method === 'POST' && url.includes('/reschedule')) return answers.reschedule!();
      if (url.startsWith('/api/slots/window'))
        return json({ horizonDays: 3650, firstDay: '2000-01-01', lastDay: '2099-12-31' });
      if (url.startsWith('/api/slots?')) {
        const date = new URL(url, 'http://x').searchParams.get('date');
        return json({
          date,
          slots: ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map((time) => ({
            time,
            available: true,
          })),
        });
      }
      if (url.startsWith(`/api/appointments/${ID}`)) return answers.detail();
      return json({ message: 'غير موجود' }, 404);
    }),
  );
  return calls;
}

async function render(url = URL_WITH_TOKEN) {
  return mountInFrame(<ManageAppointmentPage />, { url, client: createQueryClient() });
}

async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('the manage page', () => {
  it('shows the appointment from the emailed link, its meeting link and the refund before anything is done', async () => {
    const calls = network({ detail: () => json(openDetail()) });
    const page = await render();
    await until(() => byTestId('manage-reference') !== null);
    expect(calls[0]).toMatchObject({ method: 'GET', url: DETAIL_URL });
    expect(document.title).toContain('إدارة الموعد');
    expect(byTestId('manage-reference')?.textContent).toBe('SND-26-00042');
    expect(page.textContent).toContain('تعديل الرواتب');
    expect(page.textContent).toContain('عن بُعد عبر Zoom');
    // 07:00 UTC is 10:00 in Amman, on Sunday 6 January 2030.
    expect(byTestId('manage-date')?.textContent).toMatch(/الأحد.*2030.*10:00/);
    expect(byTestId('manage-status')?.textContent).toContain('مؤكد');
    const meeting = byTestId('manage-meeting-link') as HTMLAnchorElement;
    expect(meeting.href).toBe('https://zoom.us/j/5550001234');
    expect(meeting.rel).toContain('noreferrer');
    expect(byTestId('refund-preview')?.textContent).toMatch(/استرداد كامل المبلغ.*30/);
    expect(page.textContent).toContain('يحق لك تغيير هذا الموعد مرة واحدة مجاناً');
    // Every control the page offers has a name.
    for (const input of page.querySelectorAll('input')) {
      expect(input.labels?.length || input.closest('label'), input.outerHTML).toBeTruthy();
    }
  });

  it('cancels only after the dialog, which repeats the refund and checks the reason, then shows the refund and its state', async () => {
    const calls = network({
      detail: () => json(openDetail()),
      cancel: () =>
        json({
          appointment: { ...appointment, status: 'cancelled', cancelledBy: 'client' },
          refund: { percent: 100, amount: 30, status: 'pending' },
        }),
    });
    const page = await render();
    await until(() => byTestId('refund-preview') !== null);
    await act(async () => buttonNamed(page, 'إلغاء الموعد')?.click());
    await until(() => dialog() !== null);
    expect(dialog()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'إلغاء الموعد؟',
    );
    expect(byTestId('cancel-dialog-refund')?.textContent).toMatch(/استرداد كامل المبلغ.*30/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const reason = dialog()!.querySelector('textarea')!;
    const type = async (text: string) =>
      act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!
          .set!;
        setter.call(reason, text);
        reason.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await type('x'.repeat(501));
    await act(async () => buttonNamed(dialog()!, 'نعم، ألغِ الموعد')?.click());
    expect(dialog()?.textContent).toContain(lifecycleMessages.reasonTooLong);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await type('سافرت');
    await act(async () => buttonNamed(dialog()!, 'نعم، ألغِ الموعد')?.click());
    await until(() => byTestId('cancel-result') !== null);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/appointments/${ID}/cancel?token=${TOKEN}`,
      body: { reason: 'سافرت' },
    });
    expect(dialog()).toBeNull();
    expect(byTestId('cancel-result-refund')?.textContent).toMatch(/استرداد كامل المبلغ.*30/);
    expect(byTestId('cancel-result-refund-status')?.textContent).toContain('قيد الاسترداد');
    expect(document.activeElement?.id).toBe('manage-cancelled-title');
    // A guest: a new booking, no dashboard (issue 33.4).
    const links = byTestId('cancel-result-actions')!.querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['حجز موعد جديد', '/booking'],
    ]);
  });

  it('a signed-in client is offered the way back to the dashboard after cancelling', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: { id: 'u-1', firstName: 'خالد', lastName: 'العمري', email: 'khaled@example.jo' },
    });
    network({
      detail: () => json(openDetail()),
      cancel: () =>
        json({
          appointment: { ...appointment, status: 'cancelled', cancelledBy: 'client' },
          refund: { percent: 100, amount: 30, status: 'pending' },
        }),
    });
    const page = await render(`/appointments/manage?id=${ID}`);
    await until(() => byTestId('refund-preview') !== null);
    await act(async () => buttonNamed(page, 'إلغاء الموعد')?.click());
    await until(() => dialog() !== null);
    await act(async () => buttonNamed(dialog()!, 'نعم، ألغِ الموعد')?.click());
    await until(() => byTestId('cancel-result') !== null);
    const links = byTestId('cancel-result-actions')!.querySelectorAll('a');
    expect([...links].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['العودة إلى لوحة التحكم', '/dashboard'],
      ['حجز موعد جديد', '/booking'],
    ]);
  });

  it('Escape closes the dialog without cancelling', async () => {
    const calls = network({ detail: () => json(openDetail()) });
    const page = await render();
    await until(() => byTestId('refund-preview') !== null);
    await act(async () => buttonNamed(page, 'إلغاء الموعد')?.click());
    await until(() => dialog() !== null);
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      );
    });
    await until(() => dialog() === null);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The focus is back on the button that opened it.
    await until(() => document.activeElement?.textContent === 'إلغاء الموعد');
  });

  it('moves the appointment to a slot picked like on the booking page and says when it now is', async () => {
    const moved = { ...appointment, date: '2030-01-07T08:00:00.000Z', rescheduleCount: 1 };
    const calls = network({ detail: () => json(openDetail()), reschedule: () => json(moved) });
    const page = await render();
    await until(() => page.querySelector('.rdp-day_button') !== null);
    const enabledDay = () =>
      page.querySelector<HTMLButtonElement>('.rdp-day_button:not(:disabled):not(.rdp-outside *)');
    // A day of next month: today's 10:00 may already be past when the test runs.
    await act(async () => page.querySelector<HTMLButtonElement>('.rdp-button_next')?.click());
    await until(() => enabledDay() !== null);
    await act(async () => enabledDay()?.click());
    const slot = () =>
      page.querySelector<HTMLInputElement>('input[type="radio"][value="10:00"]:not(:disabled)');
    await until(() => slot() !== null);
    await act(async () => slot()?.click());
    await act(async () => buttonNamed(page, 'تأكيد الموعد الجديد')?.click());
    // The one free change is spent only after the client says so (issue 33.4).
    await until(() => dialog() !== null);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toMatch(/^تغيير الموعد إلى .+ 10:00 ص؟$/);
    // The time is one unbreakable run.
    expect(title.querySelector('bdi')?.textContent).toBe('10:00 ص');
    expect(byTestId('reschedule-dialog-note')?.textContent).toBe(
      'هذا هو التغيير المجاني الوحيد المتاح لك.',
    );
    expect(buttonNamed(dialog()!, 'تراجع')).toBeTruthy();
    await act(async () => buttonNamed(dialog()!, 'تأكيد التغيير')?.click());
    await until(() => byTestId('reschedule-result') !== null);
    expect(dialog()).toBeNull();
    expect(document.activeElement?.id).toBe('manage-rescheduled-title');
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.url).toBe(`/api/appointments/${ID}/reschedule?token=${TOKEN}`);
    expect((sent?.body as { date?: string } | undefined)?.date).toMatch(/T10:00:00\+03:00$/);
    // 08:00 UTC on Monday 7 January 2030 is 11:00 in Amman.
    expect(byTestId('reschedule-result-date')?.textContent).toMatch(/الاثنين.*2030.*11:00/);
  });

  it('a taken slot asks for another time; the used free move is refused with the way to the contact page', async () => {
    let answer = json({ message: bookingMessages.slotTaken }, 409);
    network({ detail: () => json(openDetail()), reschedule: () => answer });
    const page = await render();
    await until(() => page.querySelector('.rdp-day_button') !== null);
    const enabledDay = () =>
      page.querySelector<HTMLButtonElement>('.rdp-day_button:not(:disabled):not(.rdp-outside *)');
    // A day of next month: today's 14:00 may already be past when the test runs.
    await act(async () => page.querySelector<HTMLButtonElement>('.rdp-button_next')?.click());
    await until(() => enabledDay() !== null);
    await act(async () => enabledDay()?.click());
    const slot = () =>
      page.querySelector<HTMLInputElement>('input[type="radio"][value="14:00"]:not(:disabled)');
    await until(() => slot() !== null);
    await act(async () => slot()?.click());
    await act(async () => buttonNamed(page, 'تأكيد الموعد الجديد')?.click());
    await until(() => dialog() !== null);
    await act(async () => buttonNamed(dialog()!, 'تأكيد التغيير')?.click());
    await until(() => page.textContent?.includes(bookingMessages.slotTaken) === true);
    await until(() => dialog() === null);

    answer = json({ message: lifecycleMessages.rescheduleUsed }, 409);
    await until(() => slot() !== null);
    await act(async () => slot()?.click());
    await act(async () => buttonNamed(page, 'تأكيد الموعد الجديد')?.click());
    await until(() => dialog() !== null);
    await act(async () => buttonNamed(dialog()!, 'تأكيد التغيير')?.click());
    await until(() => byTestId('reschedule-refused') !== null);
    const refused = byTestId('reschedule-refused')!;
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain('استخدمت التغيير المجاني');
    expect(refused.textContent).not.toContain('/contact');
    expect(refused.querySelector('a')?.getAttribute('href')).toBe('/contact');
    expect(refused.querySelector('a')?.textContent).toBe('تواصل معنا');
    expect(refused.textContent).not.toMatch(/اتصل بنا|\(1 مرة\)/);
  });

  it('«تراجع» closes the reschedule dialog without moving, the focus back on the button', async () => {
    const calls = network({ detail: () => json(openDetail()) });
    const page = await render();
    await until(() => page.querySelector('.rdp-day_button') !== null);
    const enabledDay = () =>
      page.querySelector<HTMLButtonElement>('.rdp-day_button:not(:disabled):not(.rdp-outside *)');
    await act(async () => page.querySelector<HTMLButtonElement>('.rdp-button_next')?.click());
    await until(() => enabledDay() !== null);
    await act(async () => enabledDay()?.click());
    const slot = () =>
      page.querySelector<HTMLInputElement>('input[type="radio"][value="11:00"]:not(:disabled)');
    await until(() => slot() !== null);
    await act(async () => slot()?.click());
    const submit = buttonNamed(page, 'تأكيد الموعد الجديد')!;
    expect(submit.getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => {
      submit.focus();
      submit.click();
    });
    await until(() => dialog() !== null);
    await act(async () => buttonNamed(dialog()!, 'تراجع')?.click());
    await until(() => dialog() === null);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await until(() => document.activeElement === submit);
  });

  it('says why a used free move cannot be repeated, with the contact page', async () => {
    network({
      detail: () =>
        json(
          openDetail({
            appointment: { ...appointment, rescheduleCount: 1 },
            reschedule: { allowed: false, remaining: 0 },
          }),
        ),
    });
    const page = await render();
    await until(() => byTestId('reschedule-blocked') !== null);
    expect(byTestId('reschedule-blocked')?.textContent).toContain('استخدمت التغيير المجاني');
    expect(byTestId('reschedule-blocked')?.querySelector('a')?.getAttribute('href')).toBe(
      '/contact',
    );
    expect(page.querySelector('.rdp-day_button')).toBeNull();
    // Cancelling is still possible.
    expect(buttonNamed(page, 'إلغاء الموعد')).toBeTruthy();
  });

  it('a cancelled appointment shows who cancelled, the refund and its state, and no action', async () => {
    network({
      detail: () =>
        json(
          openDetail({
            appointment: {
              ...appointment,
              status: 'cancelled',
              cancelledBy: 'admin',
              cancelReason: 'المستشار في إجازة مرضية',
              refund: { percent: 100, amount: 30, status: 'refunded' },
            },
            cancel: { allowed: false, refund: { percent: 0, amount: 0 } },
            reschedule: { allowed: false, remaining: 1 },
          }),
        ),
    });
    const page = await render();
    await until(() => byTestId('manage-closed') !== null);
    expect(byTestId('manage-cancelled-by')?.textContent).toBe('المكتب');
    expect(page.textContent).toContain('المستشار في إجازة مرضية');
    expect(byTestId('manage-refund-status')?.textContent).toContain('تم الاسترداد');
    expect(byTestId('manage-meeting-link')).toBeNull();
    expect(buttonNamed(page, 'إلغاء الموعد')).toBeUndefined();
  });

  it('a refund the provider refused shows its state, that the team finishes it and the provider’s reason; a late payment’s refund is automatic', async () => {
    const reason = 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)';
    network({
      detail: () =>
        json(
          openDetail({
            appointment: {
              ...appointment,
              status: 'cancelled',
              cancelledBy: 'system',
              cancelReason: 'أُلغي الحجز تلقائياً لعدم إتمام الدفع خلال المهلة المحددة',
              needsRefund: true,
              refund: { percent: 100, amount: 30, status: 'failed', failureReason: reason },
            },
            cancel: { allowed: false, refund: { percent: 0, amount: 0 } },
            reschedule: { allowed: false, remaining: 1 },
          }),
        ),
    });
    const page = await render();
    await until(() => byTestId('manage-closed') !== null);
    expect(byTestId('manage-refund-status')?.textContent).toBe('الاسترداد: تعذّر الاسترداد');
    expect(byTestId('manage-refund-failed')?.textContent).toBe(
      'تعذّر على مزوّد الدفع إرجاع المبلغ، وسيتواصل معك فريقنا لإتمامه.',
    );
    expect(byTestId('manage-refund-failure-reason')?.textContent).toBe(`السبب: ${reason}`);
    expect(byTestId('manage-refund-failure-reason')?.querySelector('bdi')?.textContent).toBe(
      reason,
    );
    expect(byTestId('manage-late-payment')?.textContent).toContain('تلقائياً');
    expect(page.textContent).not.toContain('يُعاد المبلغ إلى وسيلة الدفع نفسها');
  });

  it('a cancellation whose refund comes back refused says so, not that the money is on its way', async () => {
    network({
      detail: () => json(openDetail()),
      cancel: () =>
        json({
          appointment: {
            ...appointment,
            status: 'cancelled',
            cancelledBy: 'client',
            refund: {
              percent: 100,
              amount: 30,
              status: 'failed',
              failureReason: 'Refund declined by issuer',
            },
          },
          refund: { percent: 100, amount: 30, status: 'failed' },
        }),
    });
    const page = await render();
    await until(() => byTestId('refund-preview') !== null);
    await act(async () => buttonNamed(page, 'إلغاء الموعد')?.click());
    await until(() => dialog() !== null);
    await act(async () => buttonNamed(dialog()!, 'نعم، ألغِ الموعد')?.click());
    await until(() => byTestId('cancel-result') !== null);
    const result = byTestId('cancel-result') as HTMLElement;
    expect(byTestId('cancel-result-refund-status')?.textContent).toContain('تعذّر الاسترداد');
    expect(byTestId('cancel-result-refund-failed')?.textContent).toBe(
      'تعذّر على مزوّد الدفع إرجاع المبلغ، وسيتواصل معك فريقنا لإتمامه.',
    );
    expect(byTestId('cancel-result-refund-failure-reason')?.querySelector('bdi')?.textContent).toBe(
      'Refund declined by issuer',
    );
    expect(result.textContent).not.toContain('يُعاد المبلغ إلى وسيلة الدفع نفسها');
  });

  it('a refused link says so in Arabic, with the contact page and sign-in', async () => {
    network({ detail: () => json({ message: lifecycleMessages.linkInvalid }, 403) });
    const page = await render();
    await until(() => byTestId('manage-link-invalid') !== null);
    expect(page.textContent).toContain(lifecycleMessages.linkInvalid);
    const hrefs = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/contact');
    expect(hrefs.some((h) => h?.startsWith('/auth?tab=login&next=%2Fappointments%2Fmanage'))).toBe(
      true,
    );
  });

  it.each([
    [404, { message: bookingMessages.appointmentNotFound }, 'manage-not-found'],
    [401, { message: 'يجب تسجيل الدخول أولاً' }, 'manage-sign-in'],
    [502, { message: 'الخدمة غير متاحة حالياً' }, 'manage-load-failed'],
  ])('answers a %i with its own state', async (status, body, testId) => {
    const calls = network({ detail: () => json(body, status) });
    await render(`/appointments/manage?id=${ID}`);
    await until(() => byTestId(testId) !== null);
    // Without a link the session is the right: no token is sent.
    expect(calls[0]?.url).toBe(`/api/appointments/${ID}`);
  });

  it('an incomplete link asks nothing of the server', async () => {
    const calls = network({ detail: () => json(openDetail()) });
    await render('/appointments/manage?id=SND-26');
    await until(() => byTestId('manage-incomplete') !== null);
    expect(calls).toEqual([]);
  });
});
