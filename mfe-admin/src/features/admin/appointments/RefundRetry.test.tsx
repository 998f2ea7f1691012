// @vitest-environment jsdom
import type { Appointment, AppointmentDetail, AppointmentEvent } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  json,
  until as poll,
  render,
  setUpEach,
  stubFetch,
} from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { REFUND_RETRIED } from '../api/queries';
import { describeEvent } from '../components/history';
import { AppointmentsTab } from './AppointmentsTab';

const REASON = 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)';
const ADMIN_ID = '9d3f1b2a-1111-4c2d-8e9f-000000000001';

/** Paid after its hold ran out: cancelled by the system, refunded in full, and the provider refused. */
const refused: Appointment = appointment({
  status: 'cancelled',
  paymentStatus: 'paid',
  cancelledBy: 'system',
  cancelReason: 'أُلغي الحجز تلقائياً لعدم إتمام الدفع خلال المهلة المحددة',
  needsRefund: true,
  refund: { percent: 100, amount: 30, status: 'failed', failureReason: REASON },
});
const retried: Appointment = {
  ...refused,
  refund: { percent: 100, amount: 30, status: 'pending' },
};

const history: AppointmentEvent[] = [
  {
    at: '2029-12-01T07:00:00.000Z',
    actor: 'client',
    actorId: null,
    action: 'booked',
    details: { date: refused.date },
  },
  {
    at: '2029-12-01T08:00:00.000Z',
    actor: 'system',
    actorId: null,
    action: 'cancelled',
    details: { from: 'pending', reason: refused.cancelReason as string },
  },
  {
    at: '2029-12-01T08:05:00.000Z',
    actor: 'system',
    actorId: null,
    action: 'refund_requested',
    details: { amountMinor: 30_000, paymentId: 'pay-1', reason: 'late-payment' },
  },
  {
    at: '2029-12-01T08:06:00.000Z',
    actor: 'system',
    actorId: null,
    action: 'refund_failed',
    details: { amountMinor: 30_000, paymentId: 'pay-1', reason: REASON },
  },
];
const retryLine: AppointmentEvent = {
  at: '2029-12-02T09:00:00.000Z',
  actor: 'admin',
  actorId: ADMIN_ID,
  action: 'refund_requested',
  details: { amountMinor: 30_000, retry: 1 },
};

const detailOf = (a: Appointment, events: AppointmentEvent[]): AppointmentDetail => ({
  appointment: a,
  serviceName: 'تعديل الرواتب',
  cancel: { allowed: false, refund: { percent: 0, amount: 0 } },
  reschedule: { allowed: false, remaining: null },
  history: events,
});

/**
 * The booking service with one appointment whose refund the provider refused; `retry` answers the
 * office's retry, and once it succeeds the appointment reads as pending again, with the retry in
 * its history.
 */
function network(retry: () => Response = () => json(retried)) {
  let current = refused;
  let events = history;
  const sent: FetchCall[] = [];
  const calls = stubFetch((method, url) => {
    if (method !== 'GET') {
      sent.push(calls.at(-1) as FetchCall);
      if (method === 'POST' && url === `/api/appointments/${refused.id}/refund/retry`) {
        const answer = retry();
        if (answer.ok) {
          current = retried;
          events = [...history, retryLine];
        }
        return answer;
      }
      return json({ message: 'غير متوقع' }, 500);
    }
    if (url.startsWith('/api/services')) return json([]);
    if (url.startsWith('/api/appointments?')) return json([current], 200, { 'x-total-count': '1' });
    if (url === `/api/appointments/${refused.id}`) return json(detailOf(current, events));
    return json({ message: 'غير موجود' }, 404);
  });
  return { sent, calls };
}

const until = (check: () => boolean) => poll(check, 150);
const buttons = (scope: ParentNode) => [...scope.querySelectorAll('button')];
const byLabel = (scope: ParentNode, label: string) =>
  buttons(scope).find((b) => b.getAttribute('aria-label') === label);
const byText = (scope: ParentNode, text: string) =>
  buttons(scope).find((b) => b.textContent?.trim() === text);
const dialogNamed = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (d) => d.querySelector('h2')?.textContent === title,
  );
const toastNamed = (title: string) => {
  const { toasts, queue } = useToastStore.getState();
  return [...toasts, ...queue].find((t) => t.title === title);
};
const testId = (scope: ParentNode, id: string) =>
  scope.querySelector<HTMLElement>(`[data-testid="${id}"]`);

const RETRY_LABEL = `إعادة محاولة الاسترداد (${refused.contactName}، ${refused.reference})`;

async function openSheet(page: HTMLElement): Promise<HTMLElement> {
  const opener = `تفاصيل موعد ${refused.contactName} (${refused.reference})`;
  await until(() => byLabel(page, opener) !== undefined);
  await act(async () => byLabel(page, opener)?.click());
  await until(() => dialogNamed(`الموعد ${refused.reference}`) !== undefined);
  const sheet = dialogNamed(`الموعد ${refused.reference}`) as HTMLElement;
  await until(() => sheet.querySelector('[data-testid="appointment-history"]') !== null);
  return sheet;
}

async function askToRetry(sheet: HTMLElement): Promise<HTMLElement> {
  await act(async () => byLabel(sheet, RETRY_LABEL)?.click());
  await until(() => dialogNamed('إعادة محاولة الاسترداد؟') !== undefined);
  return dialogNamed('إعادة محاولة الاسترداد؟') as HTMLElement;
}

describe('a refund the provider refused, in the admin console', () => {
  setUpEach();
  afterEach(() => {
    useToastStore.setState({ toasts: [], queue: [] });
  });

  it('the table marks the late payment as refunded automatically, with the refund’s state', async () => {
    network();
    const page = await render(<AppointmentsTab />);
    await until(() => testId(page, 'refund-status') !== null);
    expect(testId(page, 'refund-status')?.textContent).toBe('الاسترداد: تعذّر الاسترداد');
    expect(testId(page, 'late-payment')?.textContent).toBe('دفعة متأخرة، تُرد تلقائياً');
    expect(page.textContent).not.toContain('يحتاج استرداداً');
  });

  it('the sheet shows the state, the amount, the provider’s reason isolated, the history and the retry', async () => {
    network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    expect(testId(sheet, 'details-refund-status')?.textContent).toBe('تعذّر الاسترداد');
    expect(testId(sheet, 'details-refund')?.textContent).toContain('100% (30 د.أ)');
    const reason = testId(sheet, 'details-refund-reason');
    expect(reason?.textContent).toBe(`سبب الرفض: ${REASON}`);
    expect(reason?.querySelector('bdi')?.textContent).toBe(REASON);
    // No longer "refund it by hand": the refund is automatic and its state is shown.
    expect(testId(sheet, 'details-late-payment')?.textContent).toContain('تلقائياً');
    expect(sheet.textContent).not.toContain('يجب رد المبلغ');

    const lines = [...sheet.querySelectorAll('[data-testid="appointment-history"] > li')];
    expect(lines.map((l) => l.getAttribute('data-action'))).toEqual([
      'booked',
      'cancelled',
      'refund_requested',
      'refund_failed',
    ]);
    expect(lines[2]?.querySelector('strong')?.textContent).toBe(
      'طلب استرداد المبلغ — دفعة وصلت بعد انتهاء مهلة الدفع',
    );
    expect(lines[2]?.textContent).toContain('30 د.أ');
    expect(lines[2]?.textContent).not.toContain('late-payment');
    expect(lines[3]?.querySelector('strong')?.textContent).toBe('تعذّر الاسترداد');
    expect(lines[3]?.querySelector('dd bdi')?.textContent).toBe(REASON);

    const retry = byLabel(sheet, RETRY_LABEL);
    expect(retry?.textContent?.trim()).toBe('إعادة محاولة الاسترداد');
    expect(retry?.disabled).toBe(false);
    expect(sheet.textContent).not.toContain('لا إجراءات متاحة');
  });

  it('retries after the dialog: POSTs the retry, toasts, and the sheet reads the refund pending again', async () => {
    const { sent, calls } = network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    const dialog = await askToRetry(sheet);
    expect(dialog.textContent).toContain(refused.contactName);
    expect(dialog.textContent).toContain('100% (30 د.أ)');
    expect(testId(dialog, 'retry-refund-reason')?.querySelector('bdi')?.textContent).toBe(REASON);
    // Nothing is sent before the admin confirms.
    expect(sent).toEqual([]);

    const readsBefore = calls.filter((c) => c.url === `/api/appointments/${refused.id}`).length;
    await act(async () => byText(dialog, 'نعم، أعد المحاولة')?.click());
    await until(() => dialogNamed('إعادة محاولة الاسترداد؟') === undefined);
    expect(sent).toEqual([
      { method: 'POST', url: `/api/appointments/${refused.id}/refund/retry`, body: undefined },
    ]);
    await until(() => toastNamed(REFUND_RETRIED) !== undefined);
    expect(toastNamed(REFUND_RETRIED)?.variant).not.toBe('destructive');

    // The details were read again: pending, no reason, no retry, the office's retry in the history.
    await until(() => testId(sheet, 'details-refund-status')?.textContent === 'قيد الاسترداد');
    expect(calls.filter((c) => c.url === `/api/appointments/${refused.id}`).length).toBeGreaterThan(
      readsBefore,
    );
    expect(testId(sheet, 'details-refund-reason')).toBeNull();
    expect(byLabel(sheet, RETRY_LABEL)).toBeUndefined();
    await until(
      () => sheet.querySelectorAll('[data-testid="appointment-history"] > li').length === 5,
    );
    const last = [...sheet.querySelectorAll('[data-testid="appointment-history"] > li')].at(-1);
    expect(last?.querySelector('strong')?.textContent).toBe('طلب استرداد المبلغ — إعادة محاولة');
    expect(last?.textContent).toContain('المكتب');
    expect(last?.textContent).not.toContain(ADMIN_ID);
    // And the table's badge too.
    await until(() => testId(page, 'refund-status')?.textContent === 'الاسترداد: قيد الاسترداد');
  });

  it('a 409 shows the server’s Arabic message in the dialog and in a toast, and keeps the refund as it was', async () => {
    const { sent } = network(() => json({ message: lifecycleMessages.refundNotFailed }, 409));
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    const dialog = await askToRetry(sheet);
    await act(async () => byText(dialog, 'نعم، أعد المحاولة')?.click());
    await until(() => dialog.querySelector('[role="alert"]') !== null);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      lifecycleMessages.refundNotFailed,
    );
    expect(sent).toHaveLength(1);
    // Still open: the admin reads why before closing it.
    expect(dialogNamed('إعادة محاولة الاسترداد؟')).toBeDefined();
    await until(() => toastNamed('تعذرت إعادة محاولة الاسترداد') !== undefined);
    const failure = toastNamed('تعذرت إعادة محاولة الاسترداد');
    expect(failure?.description).toBe(lifecycleMessages.refundNotFailed);
    expect(failure?.variant).toBe('destructive');
    expect(toastNamed(REFUND_RETRIED)).toBeUndefined();
    expect(testId(sheet, 'details-refund-status')?.textContent).toBe('تعذّر الاسترداد');
  });
});

describe('the history lines of a refund', () => {
  const event = (over: Partial<AppointmentEvent>): AppointmentEvent => ({
    at: '2030-01-01T07:00:00.000Z',
    actor: 'system',
    actorId: null,
    action: 'refund_requested',
    details: {},
    ...over,
  });

  it('a late payment’s automatic refund: why, and the amount in dinars', () => {
    const line = describeEvent(
      event({ details: { amountMinor: 30_000, paymentId: 'pay-1', reason: 'late-payment' } }),
    );
    expect(line.what).toBe('طلب استرداد المبلغ — دفعة وصلت بعد انتهاء مهلة الدفع');
    expect(line.who).toBe('النظام');
    expect(line.details).toEqual([{ label: 'المبلغ', value: '30 د.أ' }]);
  });

  it('the office’s retry', () => {
    const line = describeEvent(
      event({ actor: 'admin', actorId: ADMIN_ID, details: { amountMinor: 12_500, retry: 1 } }),
    );
    expect(line.what).toBe('طلب استرداد المبلغ — إعادة محاولة');
    expect(line.who).toBe('المكتب');
    expect(line.details).toEqual([{ label: 'المبلغ', value: '12.5 د.أ' }]);
  });

  it('a refusal with the provider’s reason, isolated; one without a reason says so', () => {
    const line = describeEvent(
      event({ action: 'refund_failed', details: { amountMinor: 30_000, reason: REASON } }),
    );
    expect(line.what).toBe('تعذّر الاسترداد');
    expect(line.details).toEqual([
      { label: 'سبب الرفض', value: REASON, isolate: true },
      { label: 'المبلغ', value: '30 د.أ' },
    ]);
    const silent = describeEvent(
      event({ action: 'refund_failed', details: { amountMinor: null } }),
    );
    expect(silent.details).toEqual([
      { label: 'سبب الرفض', value: 'لم يذكر مزوّد الدفع سبباً', isolate: true },
    ]);
  });

  it('a refund that went through, with its amount', () => {
    const line = describeEvent(
      event({ action: 'refunded', details: { amountMinor: 15_000, paymentId: 'pay-1' } }),
    );
    expect(line.what).toBe('تم الاسترداد');
    expect(line.details).toEqual([{ label: 'المبلغ', value: '15 د.أ' }]);
  });
});
