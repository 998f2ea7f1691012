// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { type Invoice, invoiceMessages } from '@ssc/contracts';
import { useToastStore } from '@ssc/ui';
import { mountInFrame } from '@ssc/ui/testing';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, render, setUpEach, stubFetch, type, until } from '../../../testing/dom';
import { AdminConsole } from '../AdminConsole';
import { INVOICES_TITLE, InvoicesTab, NO_INVOICES } from './InvoicesTab';
import { INVOICE_RESENT, INVOICES_KEY } from './invoices-api';

// 22:30 UTC on 30 November is already 1 December in Amman: the tab opens on 2026-12.
const NOW = new Date('2026-11-30T22:30:00Z');
const LIST = '/api/invoices?month=2026-12&page=1&pageSize=20';

const issued: Invoice = {
  id: '0b6f6a52-7f4e-4a51-9d0e-1c2b3a4d5e61',
  number: 'INV-2026-000123',
  type: 'invoice',
  taxType: 'income',
  amountMinor: 30_000,
  taxMinor: 0,
  state: 'issued',
  reference: 'SND-26-00042',
  // Tuesday 1 December 2026, 09:15 in Amman.
  issuedAt: '2026-12-01T06:15:00.000Z',
  clientName: 'سارة الخطيب',
  serviceName: 'تعديل الرواتب',
  originalNumber: null,
  reason: null,
  jofotara: null,
  errors: [],
  lastError: null,
  attempts: 0,
};
const rejected: Invoice = {
  ...issued,
  id: '1c7a7b63-8a5f-4b62-8e1f-2d3c4b5e6f72',
  number: 'INV-2026-000124',
  taxType: 'general_sales',
  amountMinor: 1_234_500,
  taxMinor: 170_276,
  state: 'rejected',
  reference: 'REQ-26-00003',
  clientName: 'Omar Haddad',
  errors: [
    { code: 'InvalidSellerTin', category: 'ERROR', message: 'Seller TIN is not registered' },
    { code: 'XSD_ERROR', message: 'cbc:ID must not be empty' },
  ],
  attempts: 1,
};
const unsent: Invoice = {
  ...issued,
  id: '2d8b8c74-9b6a-4c73-9f2a-3e4d5c6f7a83',
  number: 'INV-2026-000125',
  reference: 'SND-26-00050',
  lastError: 'connect ETIMEDOUT backend.jofotara.gov.jo',
  attempts: 7,
};
const credit: Invoice = {
  ...issued,
  id: '3e9c9d85-ac7b-4d84-8a3b-4f5e6d7a8b94',
  number: 'INV-2026-000126',
  type: 'credit',
  state: 'sent',
  reference: 'SND-26-00040',
  amountMinor: 15_000,
  originalNumber: 'INV-2026-000101',
  reason: 'إلغاء العميل قبل الموعد بأقل من 24 ساعة',
  jofotara: { number: 'JO-991', uuid: 'f3a1', hasQr: true },
  // A failure before JoFotara accepted it is history now: not shown.
  lastError: 'socket hang up',
};

const rows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')];
const row = (invoice: Invoice) =>
  document.querySelector<HTMLTableRowElement>(`tr[data-invoice-id="${invoice.id}"]`);
const cells = (tr: Element | null) =>
  [...(tr?.querySelectorAll('td') ?? [])].map((td) => td.textContent?.trim());
const buttonIn = (root: ParentNode | null, text: string) =>
  [...(root?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text);
const linkIn = (root: ParentNode | null, text: string) =>
  [...(root?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.trim() === text);

/** The control a visible label names (as a person finds it). */
function labelled<T extends HTMLElement>(text: string): T {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? document.querySelector<T>(`#${label.htmlFor}`) : null;
  if (!control) throw new Error(`no control labelled ${text}`);
  return control;
}

/** Picks an option as a person would (the value setter, then a change event). */
async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The booking service: `list` answers every GET of the list (the total in X-Total-Count). */
function network(list: Invoice[], resend: () => Response = () => json(issued), total?: number) {
  return stubFetch((method, url) => {
    if (method === 'GET' && url.startsWith(`${INVOICES_KEY}?`))
      return json(list, 200, { 'x-total-count': String(total ?? list.length) });
    if (method === 'POST' && url.endsWith('/resend')) return resend();
    return json({ message: 'غير موجود' }, 404);
  });
}

const toastNamed = (title: string) => {
  const { toasts, queue } = useToastStore.getState();
  return [...toasts, ...queue].find((t) => t.title === title);
};

describe('«الفواتير» of the admin console', () => {
  setUpEach();
  beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));

  it('lists the month’s invoices: number, Amman date, client, reference, amount in fils, type, state and the files', async () => {
    const calls = network([issued, credit]);
    const page = await render(<InvoicesTab now={NOW} />);
    await until(() => rows().length === 2);
    expect(calls.map((c) => c.url)).toEqual([LIST]);
    expect(page.querySelector('h2')?.textContent).toBe(INVOICES_TITLE);
    expect(page.querySelector('caption')?.textContent).toBe('فواتير كانون الأول 2026');
    expect([...page.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'رقم الفاتورة',
      'التاريخ',
      'العميل',
      'المرجع',
      'المبلغ',
      'النوع',
      'الحالة',
      'الإجراءات',
    ]);

    expect(cells(row(issued))).toEqual([
      'INV-2026-000123',
      'الثلاثاء، 1 كانون الأول 2026',
      'سارة الخطيبتعديل الرواتب',
      'SND-26-00042',
      '30.000 د.أ',
      'فاتورةفاتورة دخل',
      'حالة الفاتورة: صادرة',
      'PDFXML',
    ]);
    const pdf = row(issued)?.querySelector('a[data-testid="invoice-pdf"]');
    expect(pdf?.getAttribute('href')).toBe(`/api/invoices/${issued.id}/pdf`);
    expect(pdf?.getAttribute('aria-label')).toBe('PDF: الفاتورة INV-2026-000123');
    expect(row(issued)?.querySelector('a[data-testid="invoice-xml"]')?.getAttribute('href')).toBe(
      `/api/invoices/${issued.id}/xml`,
    );
    // Nothing to resend: issued and nothing failed.
    expect(buttonIn(row(issued), 'إعادة الإرسال')).toBeUndefined();

    // A refund's credit invoice: its kind, the invoice it credits and why; accepted by JoFotara,
    // so an earlier failure is not shown, and it is not resent.
    const creditCells = cells(row(credit));
    expect(creditCells[0]).toBe('INV-2026-000126عن الفاتورة INV-2026-000101');
    expect(creditCells[4]).toBe('15.000 د.أ');
    expect(creditCells[5]).toBe(
      'إشعار دائنفاتورة دخلالسبب: إلغاء العميل قبل الموعد بأقل من 24 ساعة',
    );
    expect(creditCells[6]).toBe('حالة الفاتورة: مرسلة إلى جوفوترة');
    expect(row(credit)?.textContent).not.toContain('لم تصل إلى جوفوترة');
    expect(buttonIn(row(credit), 'إعادة الإرسال')).toBeUndefined();
  });

  it('shows JoFotara’s reasons for a rejection and an unsent invoice’s last error, each with «إعادة الإرسال»', async () => {
    network([rejected, unsent]);
    await render(<InvoicesTab now={NOW} />);
    await until(() => rows().length === 2);

    const reasons = row(rejected)?.querySelector('[data-testid="invoice-errors"]');
    expect([...(reasons?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Seller TIN is not registered (InvalidSellerTin)',
      'cbc:ID must not be empty (XSD_ERROR)',
    ]);
    expect(cells(row(rejected))[4]).toBe('1,234.500 د.أ');
    expect(cells(row(rejected))[5]).toBe('فاتورةفاتورة ضريبية إلكترونية');
    expect(row(rejected)?.querySelector('[data-testid="invoice-state"]')?.textContent).toBe(
      'حالة الفاتورة: مرفوضة',
    );
    const resend = buttonIn(row(rejected), 'إعادة الإرسال');
    expect(resend?.getAttribute('aria-label')).toBe(
      'إعادة الإرسال: الفاتورة INV-2026-000124، REQ-26-00003',
    );

    expect(row(unsent)?.querySelector('[data-testid="invoice-last-error"]')?.textContent).toBe(
      'لم تصل إلى جوفوترة: connect ETIMEDOUT backend.jofotara.gov.jo',
    );
    expect(buttonIn(row(unsent), 'إعادة الإرسال')).toBeDefined();
  });

  it('offers «إعادة الإرسال» for a credited invoice JoFotara never received', async () => {
    const creditedUnsent: Invoice = { ...unsent, state: 'credited' };
    network([creditedUnsent]);
    await render(<InvoicesTab now={NOW} />);
    await until(() => rows().length === 1);
    expect(row(creditedUnsent)?.querySelector('[data-testid="invoice-state"]')?.textContent).toBe(
      'حالة الفاتورة: مستردّة بإشعار دائن',
    );
    expect(row(creditedUnsent)?.textContent).toContain('لم تصل إلى جوفوترة');
    expect(buttonIn(row(creditedUnsent), 'إعادة الإرسال')).toBeDefined();
  });

  it('resends: POSTs it, toasts, reads the list again; a 409 stays in place in the server’s words', async () => {
    let answer = () => json({ ...rejected, state: 'issued', errors: [] });
    const calls = network([rejected], () => answer());
    await render(<InvoicesTab now={NOW} />);
    await until(() => rows().length === 1);

    await act(async () => buttonIn(row(rejected), 'إعادة الإرسال')?.click());
    await until(() => toastNamed(INVOICE_RESENT) !== undefined);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/invoices/${rejected.id}/resend`,
    ]);
    await until(() => calls.filter((c) => c.url === LIST).length === 2);

    answer = () => json({ message: invoiceMessages.modeOff }, 409);
    useToastStore.setState({ toasts: [], queue: [] });
    await act(async () => buttonIn(row(rejected), 'إعادة الإرسال')?.click());
    await until(() => row(rejected)?.querySelector('[role="alert"]') !== null);
    expect(row(rejected)?.querySelector('[role="alert"]')?.textContent).toBe(
      invoiceMessages.modeOff,
    );
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('says when the month has no invoices', async () => {
    network([]);
    const page = await render(<InvoicesTab now={NOW} />);
    await until(() => page.textContent?.includes(NO_INVOICES) ?? false);
    expect(page.querySelector('table')).toBeNull();
  });

  it('shows an error with a retry when the list cannot be read', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json({ message: 'الخدمة غير متاحة' }, 503)
        : json([issued], 200, { 'x-total-count': '1' }),
    );
    const page = await render(<InvoicesTab now={NOW} />);
    await until(() => page.textContent?.includes('تعذر تحميل الفواتير') ?? false);
    fail = false;
    await act(async () => buttonIn(page, 'إعادة المحاولة')?.click());
    await until(() => rows().length === 1);
  });

  it('asks for the month and the state picked, back on the first page, and the exports follow the month', async () => {
    const calls = network([issued], undefined, 45);
    const page = await render(<InvoicesTab now={NOW} />);
    await until(() => rows().length === 1);

    const month = labelled<HTMLInputElement>('الشهر');
    expect(month.type).toBe('month');
    expect(month.value).toBe('2026-12');
    expect(month.max).toBe('2026-12');
    expect(linkIn(page, 'تصدير CSV')?.getAttribute('href')).toBe(
      '/api/invoices/export?month=2026-12&format=csv',
    );
    expect(linkIn(page, 'تصدير CSV')?.getAttribute('download')).toBe('invoices-2026-12.csv');
    expect(linkIn(page, 'تصدير XML (ZIP)')?.getAttribute('href')).toBe(
      '/api/invoices/export?month=2026-12&format=zip',
    );

    // 45 invoices (X-Total-Count): a pager; the next page is asked for.
    const pager = page.querySelector('nav[aria-label="صفحات الفواتير"]');
    expect(pager?.textContent).toContain('الصفحة 1 من 3 — المجموع 45');
    await act(async () => buttonIn(pager, 'الصفحة التالية')?.click());
    await until(() =>
      calls.some((c) => c.url === '/api/invoices?month=2026-12&page=2&pageSize=20'),
    );

    const state = labelled<HTMLSelectElement>('الحالة');
    expect([...state.options].map((o) => o.textContent)).toEqual([
      'كل الحالات',
      'صادرة',
      'مرسلة إلى جوفوترة',
      'مرفوضة',
      'مستردّة بإشعار دائن',
    ]);
    await choose(state, 'rejected');
    await until(() =>
      calls.some((c) => c.url === '/api/invoices?month=2026-12&state=rejected&page=1&pageSize=20'),
    );
    expect(page.querySelector('caption')?.textContent).toBe('فواتير كانون الأول 2026 — مرفوضة');

    await type(month, '2026-10');
    await until(() =>
      calls.some((c) => c.url === '/api/invoices?month=2026-10&state=rejected&page=1&pageSize=20'),
    );
    expect(linkIn(page, 'تصدير XML (ZIP)')?.getAttribute('href')).toBe(
      '/api/invoices/export?month=2026-10&format=zip',
    );

    // No month: the contracts' message, nothing asked and nothing to download.
    const before = calls.length;
    await type(month, '');
    expect(page.textContent).toContain(invoiceMessages.monthInvalid);
    const csv = [...page.querySelectorAll<HTMLElement>('a, button')].find(
      (el) => el.textContent?.trim() === 'تصدير CSV',
    );
    expect(csv?.tagName).toBe('BUTTON');
    expect((csv as HTMLButtonElement).disabled).toBe(true);
    expect(calls.length).toBe(before);
  });

  it('keys the list by its filters and page: what is cached for the month and state is what shows', async () => {
    // The network never answers: only the cache can fill the table.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const client = createQueryClient();
    client.setQueryData([INVOICES_KEY, { month: '2026-12' }, 1], { items: [issued], total: 1 });
    client.setQueryData([INVOICES_KEY, { month: '2026-12', state: 'rejected' }, 1], {
      items: [rejected],
      total: 1,
    });
    await mountInFrame(<InvoicesTab now={NOW} />, { url: '/admin', client });
    await until(() => row(issued) !== null);
    expect(rows()).toHaveLength(1);

    await choose(labelled<HTMLSelectElement>('الحالة'), 'rejected');
    await until(() => row(rejected) !== null);
    expect(rows()).toHaveLength(1);
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: [INVOICES_KEY] })
        .map((q) => q.queryKey),
    ).toEqual([
      [INVOICES_KEY, { month: '2026-12' }, 1],
      [INVOICES_KEY, { month: '2026-12', state: 'rejected' }, 1],
    ]);
  });

  it('is a tab of the console, loaded and asked for only when opened', async () => {
    const calls = stubFetch((_method, url) => {
      if (url.startsWith(`${INVOICES_KEY}?`)) return json([issued], 200, { 'x-total-count': '1' });
      if (url.startsWith('/api/appointments?')) return json([], 200, { 'x-total-count': '0' });
      return json([]);
    });
    await render(<AdminConsole />);
    const tab = () =>
      [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (t) => t.textContent === INVOICES_TITLE,
      );
    await until(() => tab() !== undefined);
    expect(calls.some((c) => c.url.startsWith(INVOICES_KEY))).toBe(false);

    // Radix tabs open on mousedown (then focus) as a pointer would.
    await act(async () => {
      tab()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    await until(() => row(issued) !== null);
    expect(tab()?.getAttribute('aria-selected')).toBe('true');
    expect(calls.filter((c) => c.url.startsWith(`${INVOICES_KEY}?`))).toHaveLength(1);
  });
});
