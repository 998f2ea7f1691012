// @vitest-environment jsdom
import type { Appointment } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../../testing/dom';
import { appointment, salaryAdjustments } from '../../../testing/fixtures';
import { AppointmentsTab } from '../appointments/AppointmentsTab';
import { unpaidConfirmWarning } from './AdvanceStatus';

// Issue 34.1: confirming a booking that is not paid says so first; the confirmation still goes.
const unpaid = appointment({ paymentDueAt: '2030-01-05T07:30:00.000Z' });
const paid = appointment({
  id: '55555555-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00012',
  contactName: 'ليلى حداد',
  paymentStatus: 'paid',
});

function network(list: Appointment[]) {
  return stubFetch((method, url, body) => {
    if (url.startsWith('/api/services')) return json([salaryAdjustments]);
    if (url.startsWith('/api/appointments?'))
      return json(list, 200, { 'x-total-count': String(list.length) });
    if (method === 'PATCH') return json({ ...unpaid, ...(body as object) });
    return json({ message: 'غير موجود' }, 404);
  });
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
const description = () => {
  const id = dialog()?.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('confirming an unpaid booking', () => {
  setUpEach();

  it('words the warning by where the payment stands', () => {
    expect(unpaidConfirmWarning(unpaid)).toMatch(
      /^هذا الموعد غير مدفوع بعد\. يبقى بانتظار الدفع حتى /,
    );
    expect(unpaidConfirmWarning({ paymentStatus: 'pending', paymentDueAt: null })).toBe(
      'هذا الموعد غير مدفوع بعد، والتأكيد لا يعني الدفع.',
    );
    expect(unpaidConfirmWarning({ paymentStatus: 'awaiting_confirmation' })).toContain('CliQ');
    expect(unpaidConfirmWarning({ paymentStatus: 'paid', paymentDueAt: null })).toBeUndefined();
  });

  it('says it is unpaid, and until when it is held, in the dialog before confirming', async () => {
    const calls = network([unpaid, paid]);
    await render(<AppointmentsTab />);
    await until(() => buttonNamed(`تأكيد موعد ${unpaid.contactName}`) !== undefined);
    await act(async () => buttonNamed(`تأكيد موعد ${unpaid.contactName}`)?.click());
    await until(() => dialog() !== null);
    // Read with the dialog's facts (its description), before anything is sent.
    expect(description()).toContain('هذا الموعد غير مدفوع بعد');
    expect(description()).toContain('يُلغى تلقائياً إن لم يُدفع');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await act(async () => buttonNamed('نعم، تأكيد')?.click());
    await until(() => calls.some((c) => c.method === 'PATCH'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
  });

  it('says nothing of a payment when the booking is paid', async () => {
    network([unpaid, paid]);
    await render(<AppointmentsTab />);
    await until(() => buttonNamed(`تأكيد موعد ${paid.contactName}`) !== undefined);
    await act(async () => buttonNamed(`تأكيد موعد ${paid.contactName}`)?.click());
    await until(() => dialog() !== null);
    expect(description()).toContain(paid.reference);
    expect(dialog()?.querySelector('[data-testid="unpaid-confirm-warning"]')).toBeNull();
  });
});
