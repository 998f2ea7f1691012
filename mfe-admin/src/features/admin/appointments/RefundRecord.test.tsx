// @vitest-environment jsdom
import type { Appointment, AppointmentDetail, AppointmentEvent } from '@ssc/contracts';
import { lifecycleMessages, REFUND_BY_HAND_REASON } from '@ssc/contracts/lifecycle';
import { ammanDayKey } from '@ssc/contracts/slots';
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
  type,
} from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { REFUND_RECORDED } from '../api/queries';
import { AppointmentActions } from '../components/AppointmentActions';
import { describeEvent } from '../components/history';
import { formatDay } from '../format';
import { AppointmentsTab } from './AppointmentsTab';

/** As the payment service words a CliQ or cash payment's refund (refund-store.ts). */
const BY_HAND = REFUND_BY_HAND_REASON;
const PROVIDER_REASON =
  'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)';
const ADMIN_ID = '9d3f1b2a-1111-4c2d-8e9f-000000000001';

/** Paid by CliQ, then cancelled by the office: its full refund is the office's to pay back. */
const byHand: Appointment = appointment({
  status: 'cancelled',
  paymentStatus: 'paid',
  cancelledBy: 'admin',
  cancelReason: 'اعتذر المستشار',
  refund: { percent: 100, amount: 30, status: 'failed', failureReason: BY_HAND },
});
const refusedByProvider: Appointment = {
  ...byHand,
  refund: { percent: 100, amount: 30, status: 'failed', failureReason: PROVIDER_REASON },
};
const paidBack: Appointment = {
  ...byHand,
  refund: { percent: 100, amount: 30, status: 'refunded' },
};

const history: AppointmentEvent[] = [
  {
    at: '2029-12-01T07:00:00.000Z',
    actor: 'client',
    actorId: null,
    action: 'booked',
    details: { date: byHand.date },
  },
  {
    at: '2029-12-01T08:00:00.000Z',
    actor: 'admin',
    actorId: ADMIN_ID,
    action: 'cancelled',
    details: { from: 'confirmed', reason: 'اعتذر المستشار', refundPercent: 100 },
  },
  {
    at: '2029-12-01T08:01:00.000Z',
    actor: 'system',
    actorId: null,
    action: 'refund_failed',
    details: { amountMinor: 30_000, reason: BY_HAND },
  },
];

/** A calendar day `days` after `day` (before it when negative). */
function shiftDay(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const detailOf = (a: Appointment, events: AppointmentEvent[]): AppointmentDetail => ({
  appointment: a,
  serviceName: 'تعديل الرواتب',
  cancel: { allowed: false, refund: { percent: 0, amount: 0 } },
  reschedule: { allowed: false, remaining: null },
  history: events,
});

/**
 * The booking service with one appointment whose refund is refused (`start`); `record` answers the
 * office's record, and once it succeeds the refund reads as refunded, with the office's line in the
 * history.
 */
function network(start: Appointment = byHand, record: () => Response = () => json(paidBack)) {
  let current = start;
  let events = history;
  const sent: FetchCall[] = [];
  const calls = stubFetch((method, url, body) => {
    if (method !== 'GET') {
      sent.push(calls.at(-1) as FetchCall);
      if (method === 'POST' && url === `/api/appointments/${start.id}/refund/record`) {
        const answer = record();
        if (answer.ok) {
          const b = body as Record<string, string>;
          current = paidBack;
          events = [
            ...history,
            {
              at: '2029-12-03T09:00:00.000Z',
              actor: 'admin',
              actorId: ADMIN_ID,
              action: 'refunded',
              details: { amountMinor: 30_000, by: 'office', ...b },
            },
          ];
        }
        return answer;
      }
      return json({ message: 'غير متوقع' }, 500);
    }
    if (url.startsWith('/api/services')) return json([]);
    if (url.startsWith('/api/appointments?')) return json([current], 200, { 'x-total-count': '1' });
    if (url === `/api/appointments/${start.id}`) return json(detailOf(current, events));
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

const RECORD_LABEL = `تسجيل رد المبلغ يدوياً (${byHand.contactName}، ${byHand.reference})`;
const RETRY_LABEL = `إعادة محاولة الاسترداد (${byHand.contactName}، ${byHand.reference})`;
const TITLE = 'تسجيل رد المبلغ يدوياً';
const CONFIRM = 'نعم، سجّل رد المبلغ';

async function openSheet(page: HTMLElement): Promise<HTMLElement> {
  const opener = `تفاصيل موعد ${byHand.contactName} (${byHand.reference})`;
  await until(() => byLabel(page, opener) !== undefined);
  await act(async () => byLabel(page, opener)?.click());
  await until(() => dialogNamed(`الموعد ${byHand.reference}`) !== undefined);
  const sheet = dialogNamed(`الموعد ${byHand.reference}`) as HTMLElement;
  await until(() => sheet.querySelector('[data-testid="appointment-history"]') !== null);
  return sheet;
}

async function askToRecord(sheet: HTMLElement): Promise<HTMLElement> {
  // As a click does in a browser, the button takes the focus first.
  await act(async () => {
    byLabel(sheet, RECORD_LABEL)?.focus();
    byLabel(sheet, RECORD_LABEL)?.click();
  });
  await until(() => dialogNamed(TITLE) !== undefined);
  return dialogNamed(TITLE) as HTMLElement;
}

/** The dialog's fields: the method's radios (by label), the day and the reference. */
function fields(dialog: HTMLElement) {
  const labelled = (text: string) => {
    const label = [...dialog.querySelectorAll('label')].find((l) => l.textContent === text);
    return dialog.querySelector<HTMLInputElement>(`#${label?.getAttribute('for')}`);
  };
  const method = (text: string) =>
    [...dialog.querySelectorAll('fieldset label')]
      .find((l) => l.textContent === text)
      ?.querySelector<HTMLInputElement>('input[type="radio"]');
  return {
    group: dialog.querySelector('fieldset'),
    method,
    day: labelled('تاريخ رد المبلغ*') as HTMLInputElement,
    reference: labelled('المرجع (اختياري)') as HTMLInputElement,
  };
}

describe('a refund the office pays back itself, in the admin console', () => {
  setUpEach();
  afterEach(() => {
    useToastStore.setState({ toasts: [], queue: [] });
  });

  it('offers «تسجيل رد المبلغ يدوياً» only for a refused refund', async () => {
    stubFetch(() => json({ message: 'غير موجود' }, 404));
    const states = [
      { refund: undefined, shown: false },
      { refund: { percent: 100, amount: 30, status: 'pending' as const }, shown: false },
      { refund: { percent: 100, amount: 30, status: 'refunded' as const }, shown: false },
      { refund: { percent: 0, amount: 0, status: 'none' as const }, shown: false },
      { refund: byHand.refund, shown: true },
      { refund: refusedByProvider.refund, shown: true },
    ];
    for (const { refund, shown } of states) {
      const page = await render(
        <AppointmentActions appointment={{ ...byHand, refund }} detail={undefined} />,
      );
      expect(byLabel(page, RECORD_LABEL) !== undefined, `${refund?.status}`).toBe(shown);
    }
  });

  it('a CliQ or cash payment’s refund: no retry with the provider, the by-hand note and the record', async () => {
    network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    expect(testId(sheet, 'details-refund-status')?.textContent).toBe('تعذّر الاسترداد');
    expect(byLabel(sheet, RETRY_LABEL)).toBeUndefined();
    expect(byLabel(sheet, RECORD_LABEL)?.textContent?.trim()).toBe('تسجيل رد المبلغ يدوياً');
    expect(testId(sheet, 'refund-by-hand-hint')?.textContent).toContain('يردّ المكتب المبلغ');
    expect(sheet.textContent).not.toContain('رفض مزوّد الدفع استرداد هذا الموعد');
  });

  it('a refund the provider refused: both the retry and the record', async () => {
    network(refusedByProvider);
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    expect(byLabel(sheet, RETRY_LABEL)).toBeDefined();
    expect(byLabel(sheet, RECORD_LABEL)).toBeDefined();
    expect(testId(sheet, 'refund-by-hand-hint')).toBeNull();
  });

  it('records the chosen method, day and reference, toasts, and the sheet reads the refund as paid back', async () => {
    const { sent } = network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    const dialog = await askToRecord(sheet);
    expect(dialog.textContent).toContain(byHand.contactName);
    expect(dialog.textContent).toContain('100% (30 د.أ)');
    const f = fields(dialog);
    // A labelled radio group of the three ways, none chosen; today in Amman, not after it.
    expect(f.group?.querySelector('legend')?.textContent).toBe('طريقة رد المبلغ*');
    expect([...(f.group?.querySelectorAll('label') ?? [])].map((l) => l.textContent)).toEqual([
      'تحويل CliQ',
      'نقداً في المكتب',
      'حوالة بنكية',
    ]);
    expect(f.method('نقداً في المكتب')?.checked).toBe(false);
    const today = ammanDayKey(new Date());
    expect(f.day.type).toBe('date');
    expect(f.day.value).toBe(today);
    expect(f.day.max).toBe(today);
    expect(f.reference.value).toBe('');
    expect(sent).toEqual([]);

    const day = shiftDay(today, -2);
    await act(async () => f.method('نقداً في المكتب')?.click());
    await type(f.day, day);
    await type(f.reference, '  سند صرف 118  ');
    await act(async () => byText(dialog, CONFIRM)?.click());
    await until(() => dialogNamed(TITLE) === undefined);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/appointments/${byHand.id}/refund/record`,
        body: { method: 'cash', paidOn: day, reference: 'سند صرف 118' },
      },
    ]);
    await until(() => toastNamed(REFUND_RECORDED) !== undefined);
    expect(toastNamed(REFUND_RECORDED)?.variant).not.toBe('destructive');

    await until(() => testId(sheet, 'details-refund-status')?.textContent === 'تم الاسترداد');
    expect(byLabel(sheet, RECORD_LABEL)).toBeUndefined();
    await until(
      () => sheet.querySelectorAll('[data-testid="appointment-history"] > li').length === 4,
    );
    const last = [...sheet.querySelectorAll('[data-testid="appointment-history"] > li')].at(-1);
    expect(last?.querySelector('strong')?.textContent).toBe('تم الاسترداد — ردّه المكتب بنفسه');
    expect(last?.textContent).toContain('نقداً في المكتب');
    expect(last?.textContent).toContain(formatDay(day));
    expect(last?.querySelector('dd bdi')?.textContent).toBe('سند صرف 118');
    // The table's payment badge says it (issue 33.4): refunded in full, no longer «مدفوع», and
    // no refund badge repeating it.
    await until(() => testId(page, 'payment-status')?.textContent === 'حالة الدفع: تم الاسترداد');
    expect(testId(page, 'refund-status')).toBeNull();
    expect(testId(sheet, 'details-payment-status')?.textContent).toBe('حالة الدفع: تم الاسترداد');
  });

  it('checks before sending: a method must be chosen and the day cannot be in the future', async () => {
    const { sent } = network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    const dialog = await askToRecord(sheet);
    const f = fields(dialog);

    await act(async () => byText(dialog, CONFIRM)?.click());
    expect(f.group?.textContent).toContain('يرجى اختيار طريقة رد المبلغ');
    expect(document.activeElement).toBe(f.method('تحويل CliQ'));

    await act(async () => f.method('تحويل CliQ')?.click());
    expect(f.group?.textContent).not.toContain('يرجى اختيار طريقة رد المبلغ');
    await type(f.day, shiftDay(ammanDayKey(new Date()), 1));
    await act(async () => byText(dialog, CONFIRM)?.click());
    const error = document.getElementById(`${f.day.id}-error`);
    expect(error?.textContent).toBe(lifecycleMessages.refundPaidOnFuture);
    expect(f.day.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(f.day);

    await type(f.reference, 'x'.repeat(101));
    await type(f.day, ammanDayKey(new Date()));
    await act(async () => byText(dialog, CONFIRM)?.click());
    expect(document.getElementById(`${f.reference.id}-error`)?.textContent).toBe(
      'مرجع الرد طويل جداً',
    );
    expect(sent).toEqual([]);
    expect(dialogNamed(TITLE)).toBeDefined();
  });

  it('«تراجع» closes it with nothing sent and the focus on its button; it opens again afresh', async () => {
    const { sent } = network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    let dialog = await askToRecord(sheet);
    await act(async () => fields(dialog).method('تحويل CliQ')?.click());
    await type(fields(dialog).reference, 'TRX-1');
    await act(async () => byText(dialog, 'تراجع')?.click());
    await until(() => dialogNamed(TITLE) === undefined);
    expect(document.activeElement).toBe(byLabel(sheet, RECORD_LABEL));
    expect(sent).toEqual([]);

    dialog = await askToRecord(sheet);
    expect(fields(dialog).method('تحويل CliQ')?.checked).toBe(false);
    expect(fields(dialog).reference.value).toBe('');
    expect(fields(dialog).day.value).toBe(ammanDayKey(new Date()));
  });

  it('a 409 shows the server’s message in the dialog and in a toast, and keeps the refund as it was', async () => {
    const { sent } = network(byHand, () =>
      json({ message: lifecycleMessages.refundNotManual }, 409),
    );
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    const dialog = await askToRecord(sheet);
    await act(async () => fields(dialog).method('حوالة بنكية')?.click());
    await act(async () => byText(dialog, CONFIRM)?.click());
    await until(() => dialog.querySelector('[role="alert"]') !== null);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      lifecycleMessages.refundNotManual,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ method: 'bank_transfer', paidOn: ammanDayKey(new Date()) });
    expect(dialogNamed(TITLE)).toBeDefined();
    await until(() => toastNamed('تعذر تسجيل رد المبلغ') !== undefined);
    expect(toastNamed('تعذر تسجيل رد المبلغ')?.description).toBe(lifecycleMessages.refundNotManual);
    expect(toastNamed('تعذر تسجيل رد المبلغ')?.variant).toBe('destructive');
    expect(toastNamed(REFUND_RECORDED)).toBeUndefined();
    expect(testId(sheet, 'details-refund-status')?.textContent).toBe('تعذّر الاسترداد');
  });

  it('the server’s 400 about the day shows under the day', async () => {
    network(byHand, () =>
      json(
        {
          message: lifecycleMessages.refundPaidOnFuture,
          errors: { paidOn: lifecycleMessages.refundPaidOnFuture },
        },
        400,
      ),
    );
    const page = await render(<AppointmentsTab />);
    const sheet = await openSheet(page);
    const dialog = await askToRecord(sheet);
    const f = fields(dialog);
    await act(async () => f.method('تحويل CliQ')?.click());
    await act(async () => byText(dialog, CONFIRM)?.click());
    await until(() => document.getElementById(`${f.day.id}-error`) !== null);
    expect(document.getElementById(`${f.day.id}-error`)?.textContent).toBe(
      lifecycleMessages.refundPaidOnFuture,
    );
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    expect(dialogNamed(TITLE)).toBeDefined();
  });
});

describe('the history line of a refund the office paid back', () => {
  const event = (details: AppointmentEvent['details']): AppointmentEvent => ({
    at: '2030-01-01T07:00:00.000Z',
    actor: 'admin',
    actorId: ADMIN_ID,
    action: 'refunded',
    details,
  });

  it('how, on which day, with which reference (isolated), and the amount', () => {
    const line = describeEvent(
      event({
        by: 'office',
        method: 'cliq',
        paidOn: '2026-11-28',
        reference: 'TRX-55012',
        amountMinor: 30_000,
      }),
    );
    expect(line.what).toBe('تم الاسترداد — ردّه المكتب بنفسه');
    expect(line.who).toBe('المكتب');
    expect(line.details).toEqual([
      { label: 'طريقة الرد', value: 'تحويل CliQ' },
      { label: 'تاريخ الرد', value: formatDay('2026-11-28') },
      { label: 'المرجع', value: 'TRX-55012', isolate: true },
      { label: 'المبلغ', value: '30 د.أ' },
    ]);
  });

  it('cash without a reference; the provider’s refund keeps its plain line', () => {
    const line = describeEvent(
      event({ by: 'office', method: 'cash', paidOn: '2026-11-28', amountMinor: 12_500 }),
    );
    expect(line.details).toEqual([
      { label: 'طريقة الرد', value: 'نقداً في المكتب' },
      { label: 'تاريخ الرد', value: formatDay('2026-11-28') },
      { label: 'المبلغ', value: '12.5 د.أ' },
    ]);
    const provider = describeEvent({
      ...event({ amountMinor: 15_000, paymentId: 'pay-1' }),
      actor: 'system',
      actorId: null,
    });
    expect(provider.what).toBe('تم الاسترداد');
    expect(provider.details).toEqual([{ label: 'المبلغ', value: '15 د.أ' }]);
  });
});
