// @vitest-environment jsdom
import { clientKeySegment, type Note } from '@ssc/contracts';
import type { ClientPage } from '@ssc/contracts/clients';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, submit, type, until } from '../../../testing/dom';
import { ClientPageLink } from './ClientPageLink';

const key = 'user:7d1e0b9a-2222-4c2d-8e9f-000000000007';
const note = (body: string, id = body): Note => ({
  id,
  scope: 'client',
  appointmentId: null,
  appointmentReference: null,
  clientKey: key,
  body,
  authorId: 'a1',
  createdAt: '2030-12-22T08:00:00.000Z',
});
const client: ClientPage = {
  key,
  kind: 'user',
  identity: { name: 'خالد محمود العمري', email: 'khaled@example.jo', phone: '0791112223' },
  appointments: [
    {
      id: 'ap-1',
      reference: 'SND-26-00012',
      serviceId: 'svc-1',
      serviceName: 'استشارة التقاعد',
      date: '2031-01-06T07:00:00.000Z',
      status: 'confirmed',
      paymentStatus: 'paid',
      files: [
        { id: 'f-1', fileName: 'كشف الاشتراكات.pdf', fileSize: 1200, mimeType: 'application/pdf' },
      ],
    },
  ],
  payments: [
    {
      appointmentId: 'ap-1',
      reference: 'SND-26-00012',
      amountMinor: 25_000,
      method: 'cliq',
      paymentReference: 'CLQ-778899',
      paidAt: '2030-12-20T08:00:00.000Z',
    },
  ],
  refunds: [],
  documents: [
    { id: 'd-1', fileName: 'الهوية.pdf', fileSize: 900, createdAt: '2030-12-01T08:00:00.000Z' },
  ],
  notes: [],
};

async function openPage() {
  const page = await render(<ClientPageLink clientKey={key} name="خالد العمري" />);
  const open = page.querySelector<HTMLButtonElement>(
    'button[aria-label="صفحة العميل: خالد العمري"]',
  );
  await act(async () => open?.click());
  // The page's content is its own chunk: the first open waits for it to load.
  await until(() => document.querySelector('[data-testid="client-page"]') !== null, 1000);
  return document.querySelector('[role="dialog"]') as HTMLElement;
}

describe('the client page', () => {
  setUpEach();

  it('shows who the client is and each part under its heading, with empty states and download links', async () => {
    const calls = stubFetch(() => json(client));
    const sheet = await openPage();
    expect(calls[0]?.url).toBe(`/api/clients/${clientKeySegment(key)}`);
    const headings = [...sheet.querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toEqual([
      'بيانات العميل',
      'المواعيد (1)',
      'المدفوعات (1)',
      'المستردات (0)',
      'المستندات (2)',
      'الملاحظات (0)',
    ]);
    expect(sheet.textContent).toContain('khaled@example.jo');
    const row = sheet.querySelector('[data-testid="client-appointment"]');
    expect(row?.textContent).toContain('SND-26-00012');
    expect(row?.textContent).toContain('استشارة التقاعد');
    expect(sheet.textContent).toContain('25 ديناراً أردنياً');
    expect(sheet.textContent).toContain('CLQ-778899');
    expect(sheet.textContent).toContain('لا مبالغ مستردة لهذا العميل.');
    expect(sheet.textContent).toContain('لا توجد ملاحظات بعد');
    const links = [...sheet.querySelectorAll('a[download]')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/api/documents/d-1/download', '/api/documents/f-1/download']);
  });

  it('adds a note on the client and shows it once the page is read again', async () => {
    let notes: Note[] = [];
    const calls = stubFetch((method, _url, body) => {
      if (method === 'POST') {
        const created = note((body as { body: string }).body, 'n-1');
        notes = [created];
        return json(created, 201);
      }
      return json({ ...client, notes });
    });
    const sheet = await openPage();
    const form = sheet.querySelector('form[aria-label="إضافة ملاحظة على العميل"]');
    // Empty: refused in place, nothing sent.
    await submit(form);
    expect(sheet.querySelector('[aria-invalid="true"]')).not.toBeNull();
    const field = form?.querySelector('textarea') as HTMLTextAreaElement;
    await type(field, 'يفضّل الاتصال صباحاً');
    await submit(form);
    await until(() => sheet.textContent?.includes('الملاحظات (1)') ?? false);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/clients/${clientKeySegment(key)}/notes`,
      body: { body: 'يفضّل الاتصال صباحاً' },
    });
    expect(sheet.querySelector('[data-testid="note-body"]')?.textContent).toBe(
      'يفضّل الاتصال صباحاً',
    );
    expect(sheet.querySelector('[role="status"]')?.textContent).toBe('حُفظت الملاحظة');
  });

  it('says so when the client is not known', async () => {
    stubFetch(() => json({ message: 'لا يوجد عميل بهذا المعرّف' }, 404));
    const page = await render(<ClientPageLink clientKey={key} name="خالد العمري" />);
    await act(async () =>
      page
        .querySelector<HTMLButtonElement>('button[aria-label="صفحة العميل: خالد العمري"]')
        ?.click(),
    );
    await until(
      () => document.body.textContent?.includes('لا يوجد عميل بهذا المعرّف') ?? false,
      1000,
    );
  });
});
