// @vitest-environment jsdom
import { type Appointment, type AppointmentDetail, bookingMessages } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, until as poll, render, setUpEach, stubFetch, type } from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { describeEvent } from '../components/history';
import { AppointmentsTab } from './AppointmentsTab';

// Sunday 6 January 2030, 10:00 in Amman.
const base = appointment({ status: 'confirmed', paymentStatus: 'paid' });
/** Began an hour ago: the office may record that the client did not come. */
const started: Appointment = {
  ...base,
  id: '0b6a4c2e-8f1d-4e57-9c3a-5d2e1f0a9b88',
  reference: 'SND-26-00008',
  contactName: 'سلمى الحديد',
  date: new Date(Date.now() - 3_600_000).toISOString(),
};

const ADMIN_ID = '9d3f1b2a-1111-4c2d-8e9f-000000000001';

function detailOf(appointment: Appointment): AppointmentDetail {
  const future = new Date(appointment.date).getTime() > Date.now();
  return {
    appointment,
    serviceName: 'تعديل الرواتب',
    cancel: { allowed: true, refund: { percent: 100, amount: 30 } },
    reschedule: { allowed: future, remaining: null },
    history: [
      {
        at: '2029-12-01T07:00:00.000Z',
        actor: 'client',
        actorId: null,
        action: 'booked',
        details: { date: '2030-01-02T07:00:00.000Z' },
      },
      {
        at: '2029-12-02T08:00:00.000Z',
        actor: 'admin',
        actorId: ADMIN_ID,
        action: 'confirmed',
        details: { from: 'pending' },
      },
      {
        at: '2029-12-03T09:30:00.000Z',
        actor: 'admin',
        actorId: ADMIN_ID,
        action: 'rescheduled',
        details: { from: '2030-01-02T07:00:00.000Z', to: '2030-01-06T07:00:00.000Z' },
      },
    ],
  };
}

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** The booking service as the admin console sees it; `answers` decides the changes' replies. */
function network(
  answers: { patch?: () => Response; reschedule?: () => Response; list?: Appointment[] } = {},
) {
  const sent: Sent[] = [];
  stubFetch((method, url, body) => {
    if (method !== 'GET') {
      sent.push({ method, url, body });
      if (method === 'PATCH') return answers.patch?.() ?? json({ ...base, status: 'cancelled' });
      return answers.reschedule?.() ?? json(base);
    }
    if (url.startsWith('/api/services')) return json([]);
    if (url === '/api/slots/window') {
      return json({ horizonDays: 60, firstDay: '2030-01-01', lastDay: '2030-02-28' });
    }
    if (url.startsWith('/api/slots?date=')) {
      const date = url.slice('/api/slots?date='.length);
      return json({
        date,
        slots: ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'].map((time) => ({
          time,
          available: time !== '11:00',
        })),
      });
    }
    if (url.startsWith('/api/appointments?')) {
      const list = answers.list ?? [base, started];
      return json(list, 200, { 'x-total-count': String(list.length) });
    }
    for (const a of answers.list ?? [base, started]) {
      if (url === `/api/appointments/${a.id}`) return json(detailOf(a));
    }
    return json({ message: 'غير موجود' }, 404);
  });
  return sent;
}

/** Waits as long as the other appointment tests (150 turns of 20 ms). */
const until = (check: () => boolean) => poll(check, 150);

const buttons = (scope: ParentNode) => [...scope.querySelectorAll('button')];
const byLabel = (scope: ParentNode, label: string) =>
  buttons(scope).find((b) => b.getAttribute('aria-label') === label);
const byText = (scope: ParentNode, text: string) =>
  buttons(scope).find((b) => b.textContent?.trim() === text);
const dialogs = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
const dialogNamed = (title: string) =>
  dialogs().find((d) => d.querySelector('h2')?.textContent === title);

/** A toast with this title was raised (one waits while another is on screen). */
const toasted = (title: string) => {
  const { toasts, queue } = useToastStore.getState();
  return [...toasts, ...queue].some((t) => t.title === title);
};

async function openDetails(page: HTMLElement, a: Appointment): Promise<HTMLElement> {
  await until(() => byLabel(page, `تفاصيل موعد ${a.contactName} (${a.reference})`) !== undefined);
  await act(async () => byLabel(page, `تفاصيل موعد ${a.contactName} (${a.reference})`)?.click());
  await until(() => dialogNamed(`الموعد ${a.reference}`) !== undefined);
  const sheet = dialogNamed(`الموعد ${a.reference}`) as HTMLElement;
  await until(() => sheet.querySelector('[data-testid="appointment-history"]') !== null);
  return sheet;
}

describe('the appointment lifecycle in the admin console', () => {
  setUpEach();
  afterEach(() => {
    useToastStore.setState({ toasts: [], queue: [] });
  });

  it('shows the history with who, when and what, and no no-show before the start', async () => {
    network();
    const page = await render(<AppointmentsTab />);
    const sheet = await openDetails(page, base);
    const lines = [...sheet.querySelectorAll('[data-testid="appointment-history"] > li')];
    expect(lines.map((l) => l.getAttribute('data-action'))).toEqual([
      'booked',
      'confirmed',
      'rescheduled',
    ]);
    expect(lines[0]?.textContent).toContain('العميل (دون تسجيل الدخول)');
    expect(lines[1]?.textContent).toContain('المكتب');
    // The office's account by its role, never by its id (issue 34.7).
    expect(lines[1]?.textContent).not.toContain(ADMIN_ID);
    expect(lines[1]?.textContent).toContain('بانتظار التأكيد');
    // From → to, as Amman dates: 2 January 10:00 → 6 January 10:00.
    expect(lines[2]?.textContent).toMatch(/من.*2 كانون الثاني 2030.*إلى.*6 كانون الثاني 2030/);
    expect(lines[2]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2029-12-03T09:30:00.000Z',
    );
    // Weeks ahead: "did not come" waits for the start, and says so.
    const noShow = byLabel(sheet, `تسجيل عدم الحضور (${base.contactName}، ${base.reference})`);
    expect(noShow?.disabled).toBe(true);
    expect(sheet.textContent).toContain('يمكن تسجيل عدم الحضور بعد بدء الموعد');
  });

  it('offers the invoice PDF of a paid appointment, and none before payment', async () => {
    const unpaid: Appointment = {
      ...base,
      id: '3c9e7d21-5a4b-4f60-8e1d-2b7c6a5f4e30',
      reference: 'SND-26-00009',
      contactName: 'رامي النمر',
      status: 'pending',
      paymentStatus: 'pending',
    };
    network({ list: [base, unpaid] });
    const page = await render(<AppointmentsTab />);
    const sheet = await openDetails(page, base);
    const link = sheet.querySelector<HTMLAnchorElement>('a[data-testid="details-receipt"]');
    expect(link?.getAttribute('href')).toBe(`/api/appointments/${base.id}/receipt`);
    expect(link?.getAttribute('download')).toBe(`فاتورة-${base.reference}.pdf`);
    expect(link?.textContent).toBe('تحميل الفاتورة (PDF)');
    expect(link?.getAttribute('aria-label')).toBe(
      `تحميل الفاتورة (PDF): ${base.contactName}، ${base.reference}`,
    );
    expect(link?.closest('dd')?.previousElementSibling?.textContent).toBe('الفاتورة');
    expect(sheet.textContent).not.toContain('الإيصال');
    await act(async () => {
      sheet.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await until(() => dialogNamed(`الموعد ${base.reference}`) === undefined);

    const other = await openDetails(page, unpaid);
    expect(other.querySelector('[data-testid="details-receipt"]')).toBeNull();
    expect(other.textContent).not.toContain('تحميل الفاتورة');
  });

  it('cancels with a required reason: an empty one is refused before sending, the server’s message is shown', async () => {
    let answer = () => json({ message: lifecycleMessages.cannotCancel }, 409);
    const sent = network({ patch: () => answer() });
    const page = await render(<AppointmentsTab />);
    const sheet = await openDetails(page, base);
    await act(async () =>
      byLabel(sheet, `إلغاء الموعد (${base.contactName}، ${base.reference})`)?.click(),
    );
    await until(() => dialogNamed('إلغاء الموعد؟') !== undefined);
    const dialog = dialogNamed('إلغاء الموعد؟') as HTMLElement;
    expect(dialog.textContent).toContain('100%');

    await act(async () => byText(dialog, 'نعم، ألغِ الموعد')?.click());
    const reason = dialog.querySelector('textarea') as HTMLTextAreaElement;
    expect(dialog.textContent).toContain(lifecycleMessages.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);

    await type(reason, 'x'.repeat(501));
    await act(async () => byText(dialog, 'نعم، ألغِ الموعد')?.click());
    expect(dialog.textContent).toContain(lifecycleMessages.reasonTooLong);
    expect(sent).toEqual([]);

    await type(reason, '  تعذّر حضور المستشار  ');
    await act(async () => byText(dialog, 'نعم، ألغِ الموعد')?.click());
    await until(() => dialog.querySelector('[role="alert"]') !== null);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      lifecycleMessages.cannotCancel,
    );
    expect(sent).toEqual([
      {
        method: 'PATCH',
        url: `/api/appointments/${base.id}`,
        body: { status: 'cancelled', reason: 'تعذّر حضور المستشار' },
      },
    ]);
    // Still open: the admin reads why and may try again.
    expect(dialogNamed('إلغاء الموعد؟')).toBeDefined();

    answer = () =>
      json({
        ...base,
        status: 'cancelled',
        cancelledBy: 'admin',
        cancelReason: 'تعذّر حضور المستشار',
        refund: { percent: 100, amount: 30, status: 'pending' },
      });
    await act(async () => byText(dialog, 'نعم، ألغِ الموعد')?.click());
    await until(() => dialogNamed('إلغاء الموعد؟') === undefined);
    await until(() => toasted('تم إلغاء الموعد'));
  });

  it('reschedules on the client’s behalf to a free slot of the window, and shows a 409 in place', async () => {
    let answer = () => json({ message: bookingMessages.slotTaken }, 409);
    const sent = network({ reschedule: () => answer() });
    const page = await render(<AppointmentsTab />);
    const sheet = await openDetails(page, base);
    const opener = byLabel(sheet, `تغيير الموعد (${base.contactName}، ${base.reference})`);
    await act(async () => {
      opener?.focus();
      opener?.click();
    });
    await until(() => dialogNamed('تغيير الموعد نيابة عن العميل') !== undefined);
    const dialog = dialogNamed('تغيير الموعد نيابة عن العميل') as HTMLElement;
    const day = dialog.querySelector('input[type="date"]') as HTMLInputElement;
    expect(day.labels?.[0]?.textContent).toContain('اليوم الجديد');
    await until(() => day.min === '2030-01-01' && day.max === '2030-02-28');

    // Nothing chosen yet: the day is asked for, under its field, and nothing is sent.
    await act(async () => byText(dialog, 'نعم، غيّر الموعد')?.click());
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain(bookingMessages.dateRequired);
    expect(document.activeElement).toBe(day);

    // A Friday is refused with the booking rule's words, and no slots are asked for it.
    await type(day, '2030-01-11');
    expect(dialog.textContent).toContain(bookingMessages.dateClosedDay);
    expect(dialog.querySelectorAll('input[type="radio"]')).toHaveLength(0);

    await type(day, '2030-01-13');
    await until(() => dialog.querySelectorAll('input[type="radio"]').length === 6);
    const radio = (time: string) =>
      dialog.querySelector<HTMLInputElement>(`input[type="radio"][value="${time}"]`);
    expect(radio('11:00')?.disabled).toBe(true);
    expect(radio('11:00')?.closest('label')?.textContent).toContain('محجوز');
    expect(dialog.querySelector('fieldset legend')?.textContent).toContain('الوقت');

    // No time yet: asked for, nothing sent.
    await act(async () => byText(dialog, 'نعم، غيّر الموعد')?.click());
    expect(dialog.textContent).toContain(bookingMessages.timeRequired);
    expect(sent).toEqual([]);

    await act(async () => radio('14:00')?.click());
    await act(async () => byText(dialog, 'نعم، غيّر الموعد')?.click());
    await until(() => dialog.querySelector('[role="alert"]') !== null);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(bookingMessages.slotTaken);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: `/api/appointments/${base.id}/reschedule`,
        body: { date: '2030-01-13T14:00:00+03:00' },
      },
    ]);

    answer = () => json({ ...base, date: '2030-01-13T12:00:00.000Z' });
    await act(async () => radio('15:00')?.click());
    await act(async () => byText(dialog, 'نعم، غيّر الموعد')?.click());
    await until(() => dialogNamed('تغيير الموعد نيابة عن العميل') === undefined);
    await until(() => toasted('تم تغيير الموعد'));
    // Closed, it gives the focus back to the button that opened it.
    await until(() => document.activeElement === opener);
    expect(sent.at(-1)?.body).toEqual({ date: '2030-01-13T15:00:00+03:00' });
  });

  it('marks a started confirmed appointment as no-show after asking', async () => {
    const sent = network({ patch: () => json({ ...started, status: 'no_show' }) });
    const page = await render(<AppointmentsTab />);
    const sheet = await openDetails(page, started);
    // It has begun: it can no longer be moved, and "did not come" is offered.
    expect(
      byLabel(sheet, `تغيير الموعد (${started.contactName}، ${started.reference})`),
    ).toBeUndefined();
    const noShow = byLabel(
      sheet,
      `تسجيل عدم الحضور (${started.contactName}، ${started.reference})`,
    );
    expect(noShow?.disabled).toBe(false);
    await act(async () => noShow?.click());
    await until(() => dialogNamed('تسجيل عدم حضور العميل؟') !== undefined);
    expect(sent).toEqual([]);
    await act(async () =>
      byText(dialogNamed('تسجيل عدم حضور العميل؟') as HTMLElement, 'نعم، لم يحضر')?.click(),
    );
    await until(() => sent.length === 1);
    expect(sent[0]).toEqual({
      method: 'PATCH',
      url: `/api/appointments/${started.id}`,
      body: { status: 'no_show' },
    });
    await until(() => toasted('تم تغيير حالة الموعد إلى «لم يحضر»'));
  });
});

describe('the appointments table', () => {
  setUpEach();

  it('shows where the refund of a cancelled appointment stands', async () => {
    network({
      list: [
        {
          ...base,
          status: 'cancelled',
          cancelledBy: 'admin',
          cancelReason: 'ظرف طارئ',
          refund: { percent: 100, amount: 30, status: 'pending' },
        },
      ],
    });
    const page = await render(<AppointmentsTab />);
    await until(() => page.querySelector('[data-status="cancelled"]') !== null);
    expect(page.querySelector('tr [data-testid="refund-status"]')?.textContent).toBe(
      'الاسترداد: قيد الاسترداد',
    );
  });

  it('reads a refund that went through on the payment badge, not «مدفوع» (issue 33.4)', async () => {
    const cancelled = { ...base, status: 'cancelled', cancelledBy: 'admin' } as const;
    network({
      list: [
        { ...cancelled, id: 'a-full', refund: { percent: 100, amount: 30, status: 'refunded' } },
        { ...cancelled, id: 'a-part', refund: { percent: 50, amount: 15, status: 'refunded' } },
        { ...cancelled, id: 'a-pending', refund: { percent: 100, amount: 30, status: 'pending' } },
      ],
    });
    const page = await render(<AppointmentsTab />);
    await until(() => page.querySelectorAll('tbody tr').length === 3);
    const rows = [...page.querySelectorAll('tbody tr')];
    expect(
      rows.map((row) => row.querySelector('[data-testid="payment-status"]')?.textContent),
    ).toEqual(['حالة الدفع: تم الاسترداد', 'حالة الدفع: مسترد جزئياً', 'حالة الدفع: مدفوع']);
    // Said once: no refund badge repeats «تم الاسترداد»; one still on its way keeps its own.
    expect(
      rows.map((row) => row.querySelector('[data-testid="refund-status"]')?.textContent),
    ).toEqual([undefined, undefined, 'الاسترداد: قيد الاسترداد']);
  });
});

describe('a history line', () => {
  it('says the refund of a cancellation in dinars and the reason', () => {
    const line = describeEvent({
      at: '2030-01-01T07:00:00.000Z',
      actor: 'admin',
      actorId: ADMIN_ID,
      action: 'cancelled',
      details: { reason: 'ظرف طارئ', refundPercent: 100, refundAmountMinor: 30_000 },
    });
    expect(line.what).toBe('تم الإلغاء');
    expect(line.who).toBe('المكتب');
    expect(line.details).toEqual([
      { label: 'السبب', value: 'ظرف طارئ' },
      { label: 'الاسترداد', value: '100% (30 د.أ)' },
    ]);
  });
});
