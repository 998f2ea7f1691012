// @vitest-environment jsdom
import { cliqMessages, type Payment, type PendingConfirmation } from '@ssc/contracts';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, type, until } from '../../../testing/dom';
import { NO_PENDING_PAYMENTS, PendingPaymentsTab } from './PendingPaymentsTab';
import { PAYMENT_CONFIRMED, PAYMENT_REJECTED } from './payments-api';

const LIST = '/api/payment-confirmations';

const sara: PendingConfirmation = {
  id: 'pay-cliq-1',
  kind: 'appointment',
  targetId: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00042',
  payerName: 'سارة الخطيب',
  serviceName: 'تعديل الرواتب',
  amount: 30,
  currency: 'JOD',
  method: 'cliq',
  // Sunday 15 March 2026, 10:05 in Amman.
  reportedAt: '2026-03-15T07:05:00.000Z',
  hasTransferReceipt: true,
};
const omar: PendingConfirmation = {
  ...sara,
  id: 'pay-cliq-2',
  kind: 'service-request',
  targetId: 'sr-1',
  reference: 'REQ-26-00003',
  payerName: 'Omar Haddad',
  serviceName: 'إدارة حساب المنشأة',
  amount: 12.5,
  hasTransferReceipt: false,
};

const payment = (status: Payment['status']): Payment => ({
  id: sara.id,
  kind: 'appointment',
  targetId: sara.targetId,
  serviceId: 'svc-salary-adjustments',
  serviceName: sara.serviceName,
  status,
  amount: 30,
  currency: 'JOD',
  provider: 'office',
  method: 'cliq',
  createdAt: '2026-03-15T07:00:00.000Z',
  paidAt: status === 'paid' ? '2026-03-15T08:00:00.000Z' : null,
});

/** The gateway: the list answers `pending` (read again after each decision), `decide` the POST. */
function network(pending: { current: PendingConfirmation[] }, decide: () => Response) {
  return stubFetch((method, url) => {
    if (method === 'GET' && url === LIST) return json(pending.current);
    if (method === 'POST') return decide();
    return json({ message: 'غير موجود' }, 404);
  });
}

const rows = () => [...document.querySelectorAll('tbody tr')];
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttonIn = (root: ParentNode | null, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text);
const lastToast = () => useToastStore.getState().toasts[0];

async function open(row: Element, label: string) {
  await act(async () => buttonIn(row, label)?.click());
  await until(() => dialog() !== null);
}

describe('the payments awaiting confirmation', () => {
  setUpEach();
  // One toast at a time: each test starts with none on screen or waiting.
  beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));

  it('lists each reported transfer: reference, client, service, amount, method, Amman time and the attached confirmation', async () => {
    network({ current: [sara, omar] }, () => json({}));
    await render(<PendingPaymentsTab />);
    await until(() => rows().length === 2);

    const cells = (row: Element) =>
      [...row.querySelectorAll('td')].map((td) => td.textContent?.trim());
    const [first, second] = rows() as [Element, Element];
    expect(cells(first).slice(0, 7)).toEqual([
      'SND-26-00042موعد',
      'سارة الخطيب',
      'تعديل الرواتب',
      '30 د.أ',
      'تحويل فوري عبر CliQ',
      'الأحد، 15 آذار 2026 في 10:05 ص',
      'إشعار التحويل',
    ]);
    const link = first.querySelector('a[data-testid="transfer-receipt"]');
    expect(link?.getAttribute('href')).toBe('/api/payments/pay-cliq-1/transfer-receipt');
    expect(link?.hasAttribute('download')).toBe(true);
    expect(cells(second)[3]).toBe('12.5 د.أ');
    expect(second.querySelector('a[data-testid="transfer-receipt"]')).toBeNull();
    expect(cells(second)[6]).toBe('لم يُرفق');
  });

  it('says when nothing waits', async () => {
    network({ current: [] }, () => json({}));
    const page = await render(<PendingPaymentsTab />);
    await until(() => page.textContent?.includes(NO_PENDING_PAYMENTS) ?? false);
    expect(page.querySelector('table')).toBeNull();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    stubFetch(() => (fail ? json({ message: 'الخدمة غير متاحة' }, 503) : json([sara])));
    const page = await render(<PendingPaymentsTab />);
    await until(() => page.textContent?.includes('تعذر تحميل المدفوعات بانتظار التأكيد') ?? false);
    fail = false;
    const retry = [...page.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('إعادة المحاولة'),
    );
    await act(async () => retry?.click());
    await until(() => rows().length === 1);
  });

  it('confirms after a dialog naming the client and the amount, with the bank’s reference; toast, and the list is read again', async () => {
    const pending = { current: [sara, omar] };
    const calls = network(pending, () => {
      pending.current = [omar];
      return json(payment('paid'));
    });
    await render(<PendingPaymentsTab />);
    await until(() => rows().length === 2);
    await open(rows()[0] as Element, 'تأكيد الاستلام');

    expect(dialog()?.textContent).toContain('سارة الخطيب');
    expect(dialog()?.textContent).toContain('SND-26-00042');
    expect(dialog()?.textContent).toContain('30 د.أ');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const field = dialog()?.querySelector<HTMLInputElement>('input') as HTMLInputElement;
    expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toContain(
      'مرجع الحوالة في البنك',
    );
    // A reference the contracts refuse stays in the dialog, under the field.
    await type(field, 'ref<script>');
    await act(async () => buttonIn(dialog(), 'نعم، وصل المبلغ')?.click());
    expect(dialog()?.textContent).toContain(cliqMessages.bankReferenceInvalid);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await type(field, ' CLQ-778812 ');
    await act(async () => buttonIn(dialog(), 'نعم، وصل المبلغ')?.click());
    await until(() => dialog() === null);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/payments/pay-cliq-1/confirm',
      body: { bankReference: 'CLQ-778812' },
    });
    expect(lastToast()?.title).toBe(PAYMENT_CONFIRMED);
    await until(() => rows().length === 1);
    expect(calls.filter((c) => c.method === 'GET' && c.url === LIST)).toHaveLength(2);
  });

  it('confirms without a bank reference as {}', async () => {
    const calls = network({ current: [sara] }, () => json(payment('paid')));
    await render(<PendingPaymentsTab />);
    await until(() => rows().length === 1);
    await open(rows()[0] as Element, 'تأكيد الاستلام');
    await act(async () => buttonIn(dialog(), 'نعم، وصل المبلغ')?.click());
    await until(() => dialog() === null);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('rejects only with a reason of 3 characters or more; the toast, and the list is read again', async () => {
    const pending = { current: [sara] };
    const calls = network(pending, () => {
      pending.current = [];
      return json(payment('failed'));
    });
    const page = await render(<PendingPaymentsTab />);
    await until(() => rows().length === 1);
    await open(rows()[0] as Element, 'رفض');
    expect(dialog()?.textContent).toContain('سارة الخطيب');
    expect(dialog()?.textContent).toContain('30 د.أ');

    const reason = dialog()?.querySelector('textarea') as HTMLTextAreaElement;
    await act(async () => buttonIn(dialog(), 'نعم، ارفض الحوالة')?.click());
    expect(dialog()?.textContent).toContain(cliqMessages.rejectReasonMin);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await type(reason, ' لا ');
    await act(async () => buttonIn(dialog(), 'نعم، ارفض الحوالة')?.click());
    expect(dialog()?.textContent).toContain(cliqMessages.rejectReasonMin);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await type(reason, 'لم يصل المبلغ إلى حساب المكتب');
    await act(async () => buttonIn(dialog(), 'نعم، ارفض الحوالة')?.click());
    await until(() => dialog() === null);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/payments/pay-cliq-1/reject',
      body: { reason: 'لم يصل المبلغ إلى حساب المكتب' },
    });
    expect(lastToast()?.title).toBe(PAYMENT_REJECTED);
    await until(() => page.textContent?.includes(NO_PENDING_PAYMENTS) ?? false);
  });

  it('a transfer decided meanwhile (409): the server’s words in the dialog and a toast, the list read again', async () => {
    const calls = network({ current: [sara] }, () =>
      json({ message: cliqMessages.notAwaiting }, 409),
    );
    await render(<PendingPaymentsTab />);
    await until(() => rows().length === 1);
    await open(rows()[0] as Element, 'تأكيد الاستلام');
    await act(async () => buttonIn(dialog(), 'نعم، وصل المبلغ')?.click());
    await until(() => dialog()?.querySelector('[role="alert"]') !== null);
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(cliqMessages.notAwaiting);
    expect(lastToast()?.variant).toBe('destructive');
    expect(lastToast()?.description).toBe(cliqMessages.notAwaiting);
    await until(() => calls.filter((c) => c.method === 'GET' && c.url === LIST).length === 2);
  });
});
