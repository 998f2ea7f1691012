// @vitest-environment jsdom
import {
  type ServiceRequest,
  type ServiceRequestNote,
  serviceRequestWorkMessages,
} from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, submit, type, until } from '../../../testing/dom';
import { ServiceRequestsTab } from './ServiceRequestsTab';

const request = (over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id: 'c7d2a9e4-1b3f-4a5c-9d8e-0f1a2b3c4d5e',
  reference: 'REQ-26-00012',
  serviceId: 'svc-establishment-account-management',
  userId: 'u-9',
  fullName: 'محمد العلي',
  email: 'mohammad@example.jo',
  phone: '0791234567',
  company: '',
  address: 'عمّان، خلدا',
  serviceDetails: 'أرغب بتسوية حساب المنشأة لدى الضمان.',
  amount: 30,
  currency: 'JOD',
  paymentStatus: 'paid',
  paymentId: 'pay-sr-1',
  createdAt: '2026-03-01T08:00:00.000Z',
  status: 'new',
  ...over,
});

const note = (over: Partial<ServiceRequestNote> = {}): ServiceRequestNote => ({
  id: 'n-1',
  serviceRequestId: request().id,
  body: 'اتصلت بالعميل',
  authorId: 'a1',
  createdAt: '2026-03-02T08:00:00.000Z',
  ...over,
});

type Answer = (
  method: string,
  url: string,
  body: unknown,
) => Response | Promise<Response> | undefined;

/** Mounts the tab; the list answers `list(url)`, the notes `notes()`, `other` anything first. */
async function open(
  list: (url: string) => ServiceRequest[],
  {
    notes = () => [],
    other = () => undefined,
  }: { notes?: () => ServiceRequestNote[]; other?: Answer } = {},
) {
  const calls = stubFetch((method, url, body) => {
    const answer = other(method, url, body);
    if (answer) return answer;
    if (url.startsWith('/api/service-requests?')) {
      const items = list(url);
      return json(items, 200, { 'x-total-count': String(items.length) });
    }
    if (url === `/api/service-requests/${request().id}/notes`) return json(notes());
    if (url === '/api/services') return json([]);
    return json({ message: 'غير موجود' }, 404);
  });
  await render(<ServiceRequestsTab />);
  await until(() => document.querySelector('table tbody tr') !== null);
  return calls;
}

const rows = () => [...document.querySelectorAll('table tbody tr')];
const sheet = () => document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement;
async function openSheet() {
  await act(async () =>
    document
      .querySelector<HTMLButtonElement>(`button[aria-label="تفاصيل طلب محمد العلي"]`)
      ?.click(),
  );
  await until(() => document.querySelector('[role="dialog"]') !== null);
  await until(() => !sheet().textContent?.includes('جارٍ تحميل الملاحظات'));
}
const sheetButton = (name: string) =>
  [...sheet().querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

describe('service requests as work (issue 34.10)', () => {
  setUpEach();

  it('lists each request with its reference, status and clickable email and phone', async () => {
    await open(() => [
      request(),
      request({ id: 'r-2', reference: 'REQ-26-00013', status: 'done' }),
    ]);
    const [first, second] = rows();
    expect(first?.querySelector('[data-label="رقم الطلب"]')?.textContent).toBe('REQ-26-00012');
    expect(first?.querySelector('[data-testid="request-status"]')?.textContent).toContain('جديد');
    expect(second?.querySelector('[data-testid="request-status"]')?.textContent).toContain('منجز');
    expect(first?.querySelector('a[href="mailto:mohammad@example.jo"]')).not.toBeNull();
    expect(first?.querySelector('a[href="tel:+962791234567"]')?.textContent).toBe('0791234567');
  });

  it('searches by reference and filters by status, from page 1', async () => {
    const calls = await open(() => [request()]);
    const search = document.querySelector<HTMLInputElement>('#requests-q') as HTMLInputElement;
    expect(document.querySelector('label[for="requests-q"]')?.textContent).toContain(
      'بحث برقم الطلب',
    );
    await type(search, ' req-26-12 ');
    await submit(document.querySelector('form[aria-label="تصفية طلبات الخدمات"]'));
    await until(() => calls.some((c) => c.url.includes('q=req-26-12')));
    const select = document.querySelector<HTMLSelectElement>(
      '#requests-status',
    ) as HTMLSelectElement;
    await act(async () => {
      select.value = 'in_progress';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await until(() => calls.some((c) => c.url.includes('status=in_progress')));
    const last = new URL(calls.at(-1)?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(last)).toEqual({
      q: 'req-26-12',
      status: 'in_progress',
      page: '1',
      pageSize: '20',
    });
    await until(
      () => document.querySelector('[role="status"]')?.textContent === 'عدد الطلبات المطابقة: 1',
    );
  });

  it('says so when nothing matches', async () => {
    await open((url) => (url.includes('q=') ? [] : [request()]));
    await type(document.querySelector('#requests-q') as HTMLInputElement, 'REQ-99');
    await submit(document.querySelector('form[aria-label="تصفية طلبات الخدمات"]'));
    await until(() => document.body.textContent?.includes('لا توجد طلبات مطابقة') === true);
  });

  it('moves the request one step from its sheet, and shows a refusal in Arabic', async () => {
    let status: ServiceRequest['status'] = 'new';
    const refusal = serviceRequestWorkMessages.transitionRefused('done', 'done');
    const calls = await open(() => [request({ status })], {
      other: (method, _url, body) => {
        if (method !== 'PATCH') return undefined;
        const to = (body as { status: typeof status }).status;
        if (to === 'done' && status === 'in_progress') return json({ message: refusal }, 409);
        status = to;
        return json(request({ status }));
      },
    });
    await openSheet();
    expect(sheet().querySelector('[data-testid="details-reference"]')?.textContent).toBe(
      'REQ-26-00012',
    );
    const progress = () => sheet().querySelector('[data-testid="request-progress"]') as HTMLElement;
    expect(progress().querySelector('[data-testid="request-status"]')?.textContent).toContain(
      'جديد',
    );
    await act(async () => sheetButton('بدء المعالجة')?.click());
    await until(() => progress().textContent?.includes('قيد المعالجة') === true);
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/service-requests/${request().id}`,
      body: { status: 'in_progress' },
    });
    await act(async () => sheetButton('تم الإنجاز')?.click());
    await until(() => sheet().querySelector('[data-testid="request-progress-error"]') !== null);
    const alert = sheet().querySelector('[data-testid="request-progress-error"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toBe(refusal);
  });

  it('offers no step once done', async () => {
    await open(() => [request({ status: 'done' })]);
    await openSheet();
    expect(sheetButton('بدء المعالجة')).toBeUndefined();
    expect(sheetButton('تم الإنجاز')).toBeUndefined();
  });

  it('lists the office’s notes and adds one, checked before sending', async () => {
    let notes = [note({ body: 'السطر الأول\nالسطر الثاني' })];
    const calls = await open(() => [request()], {
      notes: () => notes,
      other: (method, _url, body) => {
        if (method !== 'POST') return undefined;
        const saved = note({ id: 'n-2', body: (body as { body: string }).body });
        notes = [saved, ...notes];
        return json(saved, 201);
      },
    });
    await openSheet();
    const bodies = () =>
      [...sheet().querySelectorAll('[data-testid="request-note-body"]')].map((p) => p.textContent);
    expect(bodies()).toEqual(['السطر الأول\nالسطر الثاني']);
    const form = sheet().querySelector('[data-testid="add-request-note"]');
    const field = form?.querySelector('textarea') as HTMLTextAreaElement;
    await type(field, '  ');
    await submit(form);
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(
      serviceRequestWorkMessages.noteRequired,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await type(field, ' وصل كشف الاشتراكات ');
    await submit(form);
    await until(() => bodies().length === 2);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: `/api/service-requests/${request().id}/notes`,
      body: { body: 'وصل كشف الاشتراكات' },
    });
    expect(bodies()[0]).toBe('وصل كشف الاشتراكات');
    expect(sheet().textContent).toContain('حُفظت الملاحظة');
  });
});
