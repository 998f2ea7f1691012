// @vitest-environment jsdom
import { type Appointment, cliqMessages, type PendingConfirmation } from '@ssc/contracts';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../../testing/dom';
import { appointment, salaryAdjustments } from '../../../testing/fixtures';
import { AdminConsole } from '../AdminConsole';
import { AppointmentsTab } from '../appointments/AppointmentsTab';
import { CASH_RECORDED } from '../payments/payments-api';
import { CASH_LABEL, mayRecordCash } from './CashPaymentButton';

const office = appointment();
const officeAwaiting = appointment({
  id: '11111111-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00008',
  contactName: 'ليلى حداد',
  status: 'confirmed',
  paymentStatus: 'awaiting_confirmation',
});
const officePaid = appointment({
  id: '22222222-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00009',
  paymentStatus: 'paid',
});
const zoom = appointment({
  id: '33333333-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00010',
  consultationMode: 'zoom',
});
const cancelled = appointment({
  id: '44444444-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00011',
  status: 'cancelled',
});

/** The appointments list as the booking service answers it; `cash` answers POST /api/payments/cash. */
function network(list: { current: Appointment[] }, cash: () => Response) {
  return stubFetch((method, url) => {
    if (method === 'POST' && url === '/api/payments/cash') return cash();
    if (url.startsWith('/api/services')) return json([salaryAdjustments]);
    if (url.startsWith('/api/appointments?'))
      return json(list.current, 200, { 'x-total-count': String(list.current.length) });
    return json({ message: 'غير موجود' }, 404);
  });
}

const rowOf = (a: Appointment) => document.querySelector(`tr[data-appointment-id="${a.id}"]`);
const cashIn = (row: Element | null) =>
  row?.querySelector<HTMLButtonElement>('[data-testid="cash-payment"]') ?? null;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttonIn = (root: ParentNode | null, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text);
const lastToast = () => useToastStore.getState().toasts[0];

describe('«مدفوع نقداً»', () => {
  setUpEach();
  beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));

  it('applies to open, unpaid office appointments only', () => {
    expect(mayRecordCash(office)).toBe(true);
    expect(mayRecordCash(officeAwaiting)).toBe(true);
    expect(mayRecordCash(appointment({ paymentStatus: 'failed' }))).toBe(true);
    expect(mayRecordCash(officePaid)).toBe(false);
    expect(mayRecordCash(zoom)).toBe(false);
    expect(mayRecordCash(appointment({ consultationMode: 'teams' }))).toBe(false);
    expect(mayRecordCash(cancelled)).toBe(false);
    expect(mayRecordCash(appointment({ status: 'completed' }))).toBe(false);
    expect(mayRecordCash(appointment({ status: 'no_show' }))).toBe(false);
  });

  it('is in the row actions of those appointments only', async () => {
    network({ current: [office, officeAwaiting, officePaid, zoom, cancelled] }, () => json({}));
    await render(<AppointmentsTab />);
    await until(() => rowOf(cancelled) !== null);
    expect(cashIn(rowOf(office))?.textContent).toBe(CASH_LABEL);
    expect(cashIn(rowOf(officeAwaiting))).not.toBeNull();
    expect(cashIn(rowOf(officePaid))).toBeNull();
    expect(cashIn(rowOf(zoom))).toBeNull();
    expect(cashIn(rowOf(cancelled))).toBeNull();
  });

  it('records the cash after a dialog naming the client and the time; a toast, and the list shows it paid', async () => {
    const list = { current: [office] };
    const calls = network(list, () => {
      list.current = [{ ...office, paymentStatus: 'paid' }];
      return json({ id: 'pay-cash-1', status: 'paid' });
    });
    await render(<AppointmentsTab />);
    await until(() => cashIn(rowOf(office)) !== null);
    await act(async () => cashIn(rowOf(office))?.click());
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain(office.contactName);
    expect(dialog()?.textContent).toContain(office.reference);
    expect(dialog()?.textContent).toContain('الأحد، 6 كانون الثاني 2030');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await act(async () => buttonIn(dialog(), 'نعم، دُفع نقداً')?.click());
    await until(() => dialog() === null);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/payments/cash',
      body: { appointmentId: office.id },
    });
    expect(lastToast()?.title).toBe(CASH_RECORDED);
    // Read again: paid now, so the button is gone.
    await until(() => rowOf(office) !== null && cashIn(rowOf(office)) === null);
  });

  it('keeps the server’s refusal in the dialog and a toast', async () => {
    network({ current: [office] }, () => json({ message: cliqMessages.cashOfficeOnly }, 409));
    await render(<AppointmentsTab />);
    await until(() => cashIn(rowOf(office)) !== null);
    await act(async () => cashIn(rowOf(office))?.click());
    await until(() => dialog() !== null);
    await act(async () => buttonIn(dialog(), 'نعم، دُفع نقداً')?.click());
    await until(() => dialog()?.querySelector('[role="alert"]') !== null);
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(
      cliqMessages.cashOfficeOnly,
    );
    expect(lastToast()?.variant).toBe('destructive');
  });
});

describe('the console’s «مدفوعات بانتظار التأكيد» tab', () => {
  setUpEach();

  it('counts the waiting transfers on the tab and lists them when opened', async () => {
    const waiting: PendingConfirmation = {
      id: 'pay-cliq-1',
      kind: 'appointment',
      targetId: office.id,
      reference: office.reference,
      payerName: office.contactName,
      serviceName: salaryAdjustments.nameAr,
      amount: 30,
      currency: 'JOD',
      method: 'cliq',
      reportedAt: '2026-03-15T07:05:00.000Z',
      hasTransferReceipt: false,
    };
    stubFetch((_method, url) => {
      if (url === '/api/payment-confirmations') return json([waiting, { ...waiting, id: 'p2' }]);
      if (url.startsWith('/api/appointments/stats'))
        return json({ total: 1, pending: 1, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 });
      if (url.startsWith('/api/contact-messages/stats')) return json({ total: 0, new: 0 });
      if (url.startsWith('/api/services')) return json([salaryAdjustments]);
      if (url.startsWith('/api/appointments?'))
        return json([office], 200, { 'x-total-count': '1' });
      return json({ message: 'غير موجود' }, 404);
    });
    await render(<AdminConsole />);
    const tab = () =>
      [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) =>
        t.textContent?.startsWith('مدفوعات بانتظار التأكيد'),
      );
    await until(() => tab()?.querySelector('[data-testid="pending-count"]') !== null);
    expect(tab()?.querySelector('[data-testid="pending-count"]')?.textContent).toBe('2');
    expect(tab()?.querySelector('[data-testid="pending-count"]')?.getAttribute('aria-label')).toBe(
      '2 بانتظار التأكيد',
    );

    // Radix tabs open on mousedown (then focus) as a pointer would.
    await act(async () => {
      tab()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    await until(
      () =>
        document.querySelectorAll('table[aria-label="مدفوعات بانتظار التأكيد"] tbody tr').length ===
        2,
    );
  });
});
