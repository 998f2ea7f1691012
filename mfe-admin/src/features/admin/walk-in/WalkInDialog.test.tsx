// @vitest-environment jsdom
import { type AdminUser, type Appointment, bookingMessages } from '@ssc/contracts';
import { officeBookingMessages } from '@ssc/contracts/office-bookings';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type FetchCall,
  json,
  render,
  setUpEach,
  stubFetch,
  type,
  until,
} from '../../../testing/dom';
import { appointment, salaryAdjustments } from '../../../testing/fixtures';
import { AppointmentsTab } from '../appointments/AppointmentsTab';

const booked = appointment({
  id: '55555555-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00042',
  contactName: 'ليلى الحسن',
  date: '2030-01-13T11:00:00.000Z',
});
const khaled: AdminUser = {
  id: '0b7c2a4e-5d1f-4c0a-9f3e-2a1b3c4d5e6f',
  username: 'khaled',
  email: 'khaled@example.jo',
  fullName: 'خالد العمري',
  role: 'user',
  disabled: false,
  disabledAt: null,
  createdAt: '2029-01-01T00:00:00.000Z',
};

/** The console's neighbours: `book` answers POST /api/admin/appointments. */
function network(book: () => Response = () => json(booked, 201)) {
  return stubFetch((method, url) => {
    if (method === 'POST' && url === '/api/admin/appointments') return book();
    if (method === 'POST' && url === '/api/payments/cash') return json({ status: 'paid' });
    if (url.startsWith('/api/services')) return json([salaryAdjustments]);
    if (url === '/api/slots/window') {
      return json({ horizonDays: 60, firstDay: '2030-01-01', lastDay: '2030-02-28' });
    }
    if (url.startsWith('/api/slots?date=')) {
      return json({
        date: url.slice('/api/slots?date='.length),
        slots: ['09:00', '10:00', '14:00'].map((time) => ({ time, available: time !== '10:00' })),
      });
    }
    if (url.startsWith('/api/users?')) {
      return json([khaled], 200, { 'x-total-count': '1' });
    }
    if (url.startsWith('/api/appointments?')) {
      return json([booked], 200, { 'x-total-count': '1' });
    }
    return json({ message: 'غير موجود' }, 404);
  });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
const radio = (name: string, value: string) =>
  dialog()?.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`) ?? null;
const posts = (calls: FetchCall[]) => calls.filter((c) => c.method === 'POST');

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function openDialog() {
  await render(<AppointmentsTab />);
  await until(() => button('حجز جديد') !== undefined);
  await act(async () => button('حجز جديد')?.click());
  await until(() => dialog()?.textContent?.includes('حجز جديد من المكتب') === true);
}

/** The service, the day 13 January 2030 and its 14:00. */
async function pickServiceAndSlot() {
  await until(() => (field('walk-in-service') as unknown as HTMLSelectElement).options.length > 1);
  await choose(field('walk-in-service') as unknown as HTMLSelectElement, salaryAdjustments.id);
  await type(field('walk-in-day'), '2030-01-13');
  await until(() => radio('walk-in-time', '14:00') !== null);
  expect(radio('walk-in-time', '10:00')?.disabled).toBe(true);
  await act(async () => radio('walk-in-time', '14:00')?.click());
}

describe('«حجز جديد» (issue 34.4)', () => {
  setUpEach();
  // The dialog is its own chunk: loaded once here, so the first test does not pay for it.
  beforeAll(() => import('./WalkInDialog'), 60_000);

  it('asks for what is missing in Arabic, focused, and sends nothing', async () => {
    const calls = network();
    await openDialog();
    await act(async () => radio('walk-in-client', 'new')?.click());
    await act(async () => button('تأكيد الحجز')?.click());
    expect(dialog()?.textContent).toContain(bookingMessages.contactNameMin);
    expect(dialog()?.textContent).toContain(bookingMessages.contactEmailInvalid);
    expect(document.activeElement).toBe(field('walk-in-name'));
    expect(field('walk-in-name').getAttribute('aria-invalid')).toBe('true');

    await type(field('walk-in-name'), 'ليلى الحسن');
    await type(field('walk-in-phone'), '0795550000');
    await type(field('walk-in-email'), 'layla@example.jo');
    await pickServiceAndSlot();
    await act(async () => button('تأكيد الحجز')?.click());
    expect(dialog()?.textContent).toContain(officeBookingMessages.paymentRequired);
    expect(posts(calls)).toEqual([]);
  });

  it('books a typed-in client paid in cash: the booking, then the cash path, then the reference', async () => {
    const calls = network();
    await openDialog();
    await act(async () => radio('walk-in-client', 'new')?.click());
    await type(field('walk-in-name'), 'ليلى الحسن');
    await type(field('walk-in-phone'), '+971501234567');
    await type(field('walk-in-email'), 'Layla@Example.jo');
    await pickServiceAndSlot();
    await act(async () => radio('walk-in-payment', 'cash')?.click());
    await act(async () => button('تأكيد الحجز')?.click());

    await until(() => dialog()?.querySelector('[data-testid="walk-in-done"]') != null);
    const done = dialog()?.querySelector('[data-testid="walk-in-done"]');
    expect(done?.getAttribute('role')).toBe('status');
    expect(done?.textContent).toContain('SND-26-00042');
    expect(done?.textContent).toContain('سُجّل الدفع نقداً');
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/appointments',
        body: {
          client: {
            kind: 'new',
            contactName: 'ليلى الحسن',
            contactPhone: '+971501234567',
            contactEmail: 'Layla@Example.jo',
          },
          serviceId: salaryAdjustments.id,
          consultationMode: 'office',
          date: '2030-01-13T14:00:00+03:00',
          socialSecurityNumber: '',
          paymentMethod: 'cash',
        },
      },
      { method: 'POST', url: '/api/payments/cash', body: { appointmentId: booked.id } },
    ]);

    // «عرض في قائمة المواعيد»: the list searched by the reference.
    await act(async () => button('عرض في قائمة المواعيد')?.click());
    await until(() => dialog() === null);
    await until(() =>
      calls.some((c) => c.url.startsWith('/api/appointments?') && c.url.includes('SND-26-00042')),
    );
  });

  it('books a registered client by account id only, and keeps a refused slot in the dialog', async () => {
    let answer = () => json({ message: bookingMessages.slotTaken }, 409);
    const calls = network(() => answer());
    await openDialog();
    await type(field('walk-in-search'), 'خالد');
    await until(() => dialog()?.textContent?.includes('حساب واحد تطابق البحث') === true);
    await act(async () => radio('walk-in-account', khaled.id)?.click());
    await pickServiceAndSlot();
    // Cash is for the office only: a Zoom consultation cannot choose it.
    await act(async () => radio('walk-in-mode', 'zoom')?.click());
    expect(radio('walk-in-payment', 'cash')?.disabled).toBe(true);
    await act(async () => radio('walk-in-payment', 'link')?.click());
    await act(async () => button('تأكيد الحجز')?.click());

    await until(() => dialog()?.querySelector('[role="alert"]') != null);
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(bookingMessages.slotTaken);
    expect(posts(calls)[0]?.body).toMatchObject({
      client: { kind: 'account', userId: khaled.id },
      consultationMode: 'zoom',
      paymentMethod: 'link',
    });
    expect(JSON.stringify(posts(calls)[0]?.body)).not.toContain(khaled.email);

    answer = () => json({ ...booked, consultationMode: 'zoom' } satisfies Appointment, 201);
    await act(async () => button('تأكيد الحجز')?.click());
    await until(() => dialog()?.querySelector('[data-testid="walk-in-done"]') != null);
    expect(dialog()?.textContent).toContain('بانتظار الدفع');
    expect(posts(calls).filter((c) => c.url === '/api/payments/cash')).toEqual([]);
  });
});
