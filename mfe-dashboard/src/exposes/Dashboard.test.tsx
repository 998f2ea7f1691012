// @vitest-environment jsdom

import type { Page } from '@ssc/api-client/lists';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { Appointment, UserDocument } from '@ssc/contracts';
import { sampleAppointment, sampleService } from '@ssc/contracts/testing';
import { type User, useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, pressKey, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPOINTMENTS_URL } from '../features/appointments/queries';
import { USER_DOCUMENTS_URL } from '../lib/documentsQuery';
import Dashboard from './Dashboard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const service = sampleService({
  id: 'svc-work-injuries-registration',
  nameAr: 'تسجيل إصابات العمل',
});

/** Sara's Zoom appointment (Sunday 15 March 2026, 9:00 in Amman), with `over` laid over it. */
const appointment = (over: Partial<Appointment>): Appointment =>
  sampleAppointment({
    id: 'appt-1',
    reference: 'SND-26-00001',
    serviceId: service.id,
    userId: 'u-1',
    date: '2026-03-15T06:00:00.000Z',
    consultationMode: 'zoom',
    contactName: 'سارة',
    contactEmail: 'sara@example.jo',
    createdAt: '2026-03-01T08:00:00.000Z',
    ...over,
  });

interface Seed {
  appointments?: Page<Appointment>;
  documents?: Page<UserDocument>;
  /** Laid over Sara's account (the phone is read optionally: not every auth service sends it). */
  user?: Partial<User> & { mobileNumber?: string };
}

/** The page as the shell shows it to a signed-in user, its data seeded (nothing is fetched). */
async function render(url: string, seed: Seed = {}): Promise<HTMLElement> {
  const client = offlineQueryClient([[SERVICES_QUERY_KEY, [service]]]);
  if (seed.appointments) client.setQueryData([APPOINTMENTS_URL, 'mine', 1], seed.appointments);
  if (seed.documents) client.setQueryData([USER_DOCUMENTS_URL, 'mine', 1], seed.documents);
  useSessionStore.setState({
    status: 'signed-in',
    user: {
      id: 'u-1',
      email: 'sara@example.jo',
      username: 'sara@example.jo',
      firstName: 'سارة',
      lastName: 'الخطيب',
      role: 'user',
      ...seed.user,
    },
  });
  return mountInFrame(<Dashboard />, { url, client });
}

afterEach(() => {
  unmountAll();
  useSessionStore.setState({ status: 'loading', user: null });
});

const tabs = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const selected = (el: HTMLElement) =>
  tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;
const visiblePanel = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => !p.hidden)!;
/** The profile's term–value pairs, in order. */
const profile = (panel: HTMLElement) =>
  [...panel.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
/** What a screen reader reads of an element: its text without the aria-hidden parts, spaced. */
const spoken = (el: Element | null | undefined): string => {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    for (const child of node.childNodes) walk(child);
  };
  if (el) walk(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
};

describe('Dashboard', () => {
  it('has four tabs, the appointments first, each tied to its panel', async () => {
    const page = await render('/dashboard', { appointments: { items: [], total: 0 } });
    expect(tabs(page).map((t) => t.textContent)).toEqual([
      'مواعيدي',
      'مستنداتي',
      'رفع مستندات',
      'الملف الشخصي',
    ]);
    expect(selected(page)).toBe('مواعيدي');
    for (const tab of tabs(page)) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('aria-labelledby')).toBe(tab.id);
    }
    // Radix keeps the tablist itself in the Tab order and hands its focus to the selected tab.
    const list = page.querySelector<HTMLElement>('[role="tablist"]')!;
    expect(list.tabIndex).toBe(0);
    act(() => list.focus());
    expect(document.activeElement?.textContent).toBe('مواعيدي');
    expect(tabs(page).map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('moves between tabs with the arrows the right-to-left way, and Home/End', async () => {
    const page = await render('/dashboard');
    const [first] = tabs(page);
    await pressKey(first!, 'ArrowLeft');
    expect(selected(page)).toBe('مستنداتي');
    expect(document.activeElement?.textContent).toBe('مستنداتي');
    await pressKey(document.activeElement as HTMLElement, 'ArrowRight');
    expect(selected(page)).toBe('مواعيدي');
    await pressKey(document.activeElement as HTMLElement, 'ArrowRight');
    expect(selected(page)).toBe('الملف الشخصي');
    await pressKey(document.activeElement as HTMLElement, 'Home');
    expect(selected(page)).toBe('مواعيدي');
    await pressKey(document.activeElement as HTMLElement, 'End');
    expect(selected(page)).toBe('الملف الشخصي');
  });

  it('opens the tab named in ?tab=', async () => {
    const page = await render('/dashboard?tab=profile');
    expect(selected(page)).toBe('الملف الشخصي');
    expect(visiblePanel(page).querySelector('#dashboard-profile-title')?.textContent).toBe(
      'بيانات الحساب',
    );
  });

  it('shows the account field by field, and promises nothing that is not there (issue 33.4)', async () => {
    const page = await render('/dashboard?tab=profile');
    const panel = visiblePanel(page);
    expect(profile(panel)).toEqual([
      ['الاسم الأول', 'سارة'],
      ['اسم العائلة', 'الخطيب'],
      // The username is the email: said once.
      ['البريد الإلكتروني', 'sara@example.jo'],
      ['نوع الحساب', 'عميل'],
    ]);
    expect(panel.querySelector('[data-testid="profile-email"] bdi')?.getAttribute('dir')).toBe(
      'ltr',
    );
    expect(panel.textContent).not.toContain('قريباً');
  });

  it('adds the username and the phone when the account has them; an empty name is said so', async () => {
    const page = await render('/dashboard?tab=profile', {
      user: {
        username: 'sara.k',
        firstName: '  ',
        lastName: null,
        mobileNumber: '0791234567',
        role: 'admin',
      },
    });
    expect(profile(visiblePanel(page))).toEqual([
      ['الاسم الأول', 'غير مُدخل'],
      ['اسم العائلة', 'غير مُدخل'],
      ['اسم المستخدم', 'sara.k'],
      ['البريد الإلكتروني', 'sara@example.jo'],
      ['رقم الهاتف', '0791234567'],
      ['نوع الحساب', 'مشرف'],
    ]);
  });

  it('shows each appointment with its badges, Amman time, mode, files and the pay link', async () => {
    const page = await render('/dashboard', {
      appointments: {
        total: 2,
        items: [
          appointment({
            files: [
              { id: 'f-1', fileName: 'تقرير.pdf', fileSize: 2048, mimeType: 'application/pdf' },
            ],
          }),
          appointment({
            id: 'appt-2',
            status: 'confirmed',
            paymentStatus: 'paid',
            consultationMode: 'office',
          }),
        ],
      },
    });
    const cards = [...visiblePanel(page).querySelectorAll('article')];
    expect(cards).toHaveLength(2);
    const [unpaid, paid] = cards as [HTMLElement, HTMLElement];
    expect(unpaid.querySelector('h3')?.textContent).toBe('تسجيل إصابات العمل');
    expect(unpaid.querySelector('[data-testid="status"]')?.textContent).toBe(
      'حالة الموعد: بانتظار التأكيد',
    );
    expect(unpaid.querySelector('[data-testid="payment"]')?.textContent).toBe(
      'حالة الدفع: بانتظار الدفع',
    );
    expect(unpaid.textContent).toMatch(/الأحد.*الساعة 9:00\s?ص/);
    expect(unpaid.textContent).toContain('Zoom');
    const file = unpaid.querySelector<HTMLAnchorElement>('a[download]');
    expect(file?.getAttribute('href')).toBe('/api/documents/f-1/download');
    expect(file?.textContent).toBe('تقرير.pdf');
    expect(unpaid.textContent).toContain('2 كيلوبايت');
    const pay = [...unpaid.querySelectorAll('a')].find((a) => a.textContent === 'ادفع الآن');
    expect(pay?.getAttribute('href')).toBe(
      `/checkout?appointmentId=appt-1&price=30&service=${encodeURIComponent('تسجيل إصابات العمل').replace(/%20/g, '+')}`,
    );
    expect(paid.querySelector('[data-testid="status"]')?.textContent).toContain('مؤكد');
    expect(paid.querySelector('[data-testid="payment"]')?.textContent).toContain('مدفوع');
    expect(paid.textContent).not.toContain('ادفع الآن');
    expect(paid.textContent).toContain('في المكتب');
    // A paid appointment's invoice PDF (issue 32: the receipt URL serves the payment's invoice),
    // downloaded with the session cookie; none before payment.
    const receipt = paid.querySelector<HTMLAnchorElement>('a[data-testid="receipt-download"]');
    expect(receipt?.getAttribute('href')).toBe('/api/appointments/appt-2/receipt');
    expect(receipt?.getAttribute('download')).toBe('فاتورة-SND-26-00001.pdf');
    expect(receipt?.textContent).toBe('تحميل الفاتورة (PDF)');
    expect(receipt?.getAttribute('aria-label')).toBe(
      'تحميل الفاتورة (PDF): تسجيل إصابات العمل، SND-26-00001',
    );
    expect(unpaid.querySelector('[data-testid="receipt-download"]')).toBeNull();
    expect(unpaid.textContent).not.toContain('تحميل الفاتورة');
  });

  it('states the payment deadline, why the system cancelled, and a refund owed after a late payment', async () => {
    const reason = 'أُلغي الحجز تلقائياً لعدم إتمام الدفع خلال المهلة المحددة';
    const page = await render('/dashboard', {
      appointments: {
        total: 2,
        items: [
          // 06:30 UTC = 9:30 in Amman.
          appointment({ paymentDueAt: '2026-03-14T06:30:00.000Z' }),
          appointment({
            id: 'appt-2',
            status: 'cancelled',
            paymentStatus: 'paid',
            cancelledBy: 'system',
            cancelReason: reason,
            needsRefund: true,
          }),
        ],
      },
    });
    const [held, released] = [...visiblePanel(page).querySelectorAll('article')] as HTMLElement[];
    expect(held?.querySelector('[data-testid="payment-deadline"]')?.textContent).toMatch(
      /ادفع قبل السبت.*الساعة 9:30\s?ص وإلا يُلغى الحجز/,
    );
    expect(held?.querySelector('[data-testid="cancel-reason"]')).toBeNull();
    expect(released?.querySelector('[data-testid="cancel-reason"]')?.textContent).toBe(reason);
    expect(released?.querySelector('[data-testid="refund-note"]')?.textContent).toContain(
      'لاسترداد المبلغ',
    );
    expect(released?.textContent).not.toContain('ادفع الآن');
  });

  it('says a late payment is refunded automatically, and a refused refund with the provider’s reason', async () => {
    const reason = 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)';
    const late = {
      status: 'cancelled',
      paymentStatus: 'paid',
      cancelledBy: 'system',
      cancelReason: 'أُلغي الحجز تلقائياً لعدم إتمام الدفع خلال المهلة المحددة',
      needsRefund: true,
    } as const;
    const page = await render('/dashboard', {
      appointments: {
        total: 3,
        items: [
          appointment({
            ...late,
            id: 'a-refused',
            refund: { percent: 100, amount: 30, status: 'failed', failureReason: reason },
          }),
          appointment({
            ...late,
            id: 'a-pending',
            refund: { percent: 100, amount: 30, status: 'pending' },
          }),
          // Refused, and the provider gave no reason: the sentence alone.
          appointment({
            id: 'a-silent',
            status: 'cancelled',
            paymentStatus: 'paid',
            cancelledBy: 'admin',
            refund: { percent: 100, amount: 30, status: 'failed', failureReason: null },
          }),
        ],
      },
    });
    const [refused, pending, silent] = [
      ...visiblePanel(page).querySelectorAll('article'),
    ] as HTMLElement[];
    const within = (card: HTMLElement | undefined, id: string) =>
      card?.querySelector<HTMLElement>(`[data-testid="${id}"]`);

    expect(within(refused, 'refund-status')?.textContent).toBe('تعذّر الاسترداد');
    expect(within(refused, 'refund-amount')?.textContent).toMatch(
      /^استرداد كامل المبلغ: 30 ديناراً أردنياً$/,
    );
    expect(within(refused, 'refund-failed')?.textContent).toBe(
      'تعذّر على مزوّد الدفع إرجاع المبلغ، وسيتواصل معك فريقنا لإتمامه.',
    );
    expect(within(refused, 'refund-failure-reason')?.textContent).toBe(`السبب: ${reason}`);
    expect(within(refused, 'refund-failure-reason')?.querySelector('bdi')?.textContent).toBe(
      reason,
    );
    // The refund is automatic now: nobody has to ask for it.
    expect(within(refused, 'refund-note')?.textContent).toContain('تلقائياً');

    expect(within(pending, 'refund-status')?.textContent).toContain('قيد الاسترداد');
    expect(within(pending, 'refund-note')?.textContent).toContain('تلقائياً');
    expect(within(pending, 'refund-failed')).toBeNull();
    expect(within(pending, 'refund-failure-reason')).toBeNull();

    expect(within(silent, 'refund-failed')).not.toBeNull();
    expect(within(silent, 'refund-failure-reason')).toBeNull();
    expect(within(silent, 'refund-note')).toBeNull();
  });

  it('offers «إدارة الموعد» on an open appointment still ahead, and tells how a closed one ended', async () => {
    const ahead = '2030-01-06T07:00:00.000Z';
    const page = await render('/dashboard', {
      appointments: {
        total: 5,
        items: [
          appointment({ id: 'a-open', date: ahead, status: 'confirmed', paymentStatus: 'paid' }),
          // Started already: nothing left to manage.
          appointment({ id: 'a-past', status: 'confirmed', paymentStatus: 'paid' }),
          appointment({
            id: 'a-office',
            date: ahead,
            status: 'cancelled',
            paymentStatus: 'paid',
            cancelledBy: 'admin',
            cancelReason: 'المستشار في إجازة مرضية',
            refund: { percent: 100, amount: 30, status: 'pending' },
          }),
          appointment({
            id: 'a-client',
            date: ahead,
            status: 'cancelled',
            paymentStatus: 'paid',
            cancelledBy: 'client',
            cancelReason: 'سافرت',
            refund: { percent: 50, amount: 15, status: 'refunded' },
          }),
          appointment({ id: 'a-noshow', status: 'no_show', paymentStatus: 'paid' }),
        ],
      },
    });
    const [open, past, byOffice, byClient, noShow] = [
      ...visiblePanel(page).querySelectorAll('article'),
    ] as HTMLElement[];
    const manage = open?.querySelector<HTMLAnchorElement>('[data-testid="manage-appointment"]');
    expect(manage?.getAttribute('href')).toBe('/appointments/manage?id=a-open');
    expect(manage?.textContent).toBe('إدارة الموعد');
    expect(manage?.getAttribute('aria-label')).toMatch(/^إدارة الموعد: تسجيل إصابات العمل/);
    expect(past?.querySelector('[data-testid="manage-appointment"]')).toBeNull();

    expect(byOffice?.querySelector('[data-testid="cancelled-by"]')?.textContent).toBe('المكتب');
    expect(byOffice?.querySelector('[data-testid="cancel-reason"]')?.textContent).toBe(
      'المستشار في إجازة مرضية',
    );
    expect(byOffice?.querySelector('[data-testid="refund-status"]')?.textContent).toContain(
      'قيد الاسترداد',
    );
    expect(byOffice?.querySelector('[data-testid="refund-amount"]')?.textContent).toMatch(
      /^استرداد كامل المبلغ: 30 ديناراً أردنياً$/,
    );
    expect(byOffice?.querySelector('[data-testid="manage-appointment"]')).toBeNull();

    expect(byClient?.querySelector('[data-testid="cancelled-by"]')?.textContent).toBe('العميل');
    expect(byClient?.querySelector('[data-testid="cancel-reason"]')).toBeNull();
    expect(byClient?.querySelector('[data-testid="refund-status"]')?.textContent).toContain(
      'تم الاسترداد',
    );
    expect(byClient?.querySelector('[data-testid="refund-amount"]')?.textContent).toMatch(
      /^استرداد 50% من المبلغ: 15 ديناراً أردنياً$/,
    );

    expect(noShow?.querySelector('[data-testid="status"]')?.textContent).toContain('لم يحضر');
    expect(noShow?.querySelector('[data-testid="manage-appointment"]')).toBeNull();
  });

  it('reads a refunded payment as refunded, not «مدفوع» (issue 33.4)', async () => {
    const cancelled = { status: 'cancelled', paymentStatus: 'paid', cancelledBy: 'admin' } as const;
    const page = await render('/dashboard', {
      appointments: {
        total: 4,
        items: [
          appointment({
            ...cancelled,
            id: 'a-full',
            refund: { percent: 100, amount: 30, status: 'refunded' },
          }),
          appointment({
            ...cancelled,
            id: 'a-part',
            refund: { percent: 50, amount: 15, status: 'refunded' },
          }),
          // On its way back: still paid until the provider says it went through.
          appointment({
            ...cancelled,
            id: 'a-pending',
            refund: { percent: 100, amount: 30, status: 'pending' },
          }),
          appointment({ id: 'a-paid', status: 'confirmed', paymentStatus: 'paid' }),
        ],
      },
    });
    const payments = [...visiblePanel(page).querySelectorAll('article')].map(
      (card) => card.querySelector('[data-testid="payment"]')?.textContent,
    );
    expect(payments).toEqual([
      'حالة الدفع: تم الاسترداد',
      'حالة الدفع: مسترد جزئياً',
      'حالة الدفع: مدفوع',
      'حالة الدفع: مدفوع',
    ]);
  });

  it('has a screen reader say «الاسترداد» once, then the refund (issue 33.4)', async () => {
    const page = await render('/dashboard', {
      appointments: {
        total: 1,
        items: [
          appointment({
            status: 'cancelled',
            paymentStatus: 'paid',
            cancelledBy: 'client',
            refund: { percent: 50, amount: 15, status: 'refunded' },
          }),
        ],
      },
    });
    const card = visiblePanel(page).querySelector('article') as HTMLElement;
    const fact = card.querySelector('[data-testid="refund-status"]')?.closest('dl > div');
    expect(spoken(fact?.querySelector('dt'))).toBe('الاسترداد');
    expect(spoken(fact?.querySelector('dd'))).toBe(
      'تم الاسترداد استرداد 50% من المبلغ: 15 ديناراً أردنياً',
    );
    expect(spoken(fact)).not.toMatch(/الاسترداد:?\s*الاسترداد:/);
    // The colon stays for the eye; every term of the card is heard without it.
    expect(fact?.querySelector('dt')?.textContent).toBe('الاسترداد:');
    for (const term of card.querySelectorAll('dt')) expect(spoken(term)).not.toMatch(/:$/);
    expect(spoken(card.querySelector('dt'))).toBe('رقم الحجز');
  });

  it('shows loading while nothing has arrived and empty states when lists are empty', async () => {
    const loading = await render('/dashboard');
    expect(visiblePanel(loading).querySelector('[role="status"]')?.textContent).toBe(
      'جارٍ تحميل مواعيدك...',
    );
    unmountAll();
    const empty = await render('/dashboard?tab=documents', {
      appointments: { items: [], total: 0 },
      documents: { items: [], total: 0 },
    });
    expect(visiblePanel(empty).textContent).toContain('لا توجد مستندات في حسابك بعد');
    await pressKey(tabs(empty)[1]!, 'ArrowRight');
    expect(visiblePanel(empty).textContent).toContain('لا توجد مواعيد بعد');
  });

  it('lists documents with name, readable size, date and download link', async () => {
    const page = await render('/dashboard?tab=documents', {
      documents: {
        total: 1,
        items: [
          {
            id: 'd-1',
            fileName: 'كشف الاشتراكات.pdf',
            fileSize: 3 * 1024 * 1024,
            createdAt: '2026-03-01T08:00:00.000Z',
          },
        ],
      },
    });
    const row = visiblePanel(page).querySelector('tbody tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[0]).toBe('كشف الاشتراكات.pdf');
    expect(cells[1]).toBe('3 ميغابايت');
    expect(cells[2]).toContain('2026');
    expect(row.querySelector('a')?.getAttribute('href')).toBe('/api/documents/d-1/download');
    expect(row.querySelector('a')?.getAttribute('aria-label')).toBe('تنزيل كشف الاشتراكات.pdf');
  });

  it('the upload tab takes the booking file types', async () => {
    const page = await render('/dashboard?tab=upload');
    const input = visiblePanel(page).querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png,.jfif');
    const button = [...visiblePanel(page).querySelectorAll('button')].find(
      (b) => b.textContent === 'رفع المستندات',
    );
    expect(button?.disabled).toBe(true);
  });
});
