// @vitest-environment jsdom
import type { AppointmentEvent } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { render, setUpEach } from '../../../testing/dom';
import { AppointmentHistory } from './AppointmentHistory';

const adminId = '66159852-1111-4c2d-8e9f-000000000001';
const events: AppointmentEvent[] = [
  {
    at: '2030-01-01T08:00:00.000Z',
    actor: 'client',
    actorId: 'u-7',
    actorName: 'خالد العمري',
    action: 'booked',
    details: { date: '2030-01-02T07:00:00.000Z' },
  },
  {
    at: '2030-01-01T09:00:00.000Z',
    actor: 'admin',
    actorId: null,
    action: 'paid',
    details: { amountMinor: 30_000, method: 'cash', reference: 'RCP-1' },
  },
  {
    at: '2030-01-01T10:00:00.000Z',
    actor: 'admin',
    actorId: adminId,
    actorName: 'سلمى الخطيب',
    action: 'rescheduled',
    details: { from: '2030-01-02T07:00:00.000Z', to: '2030-01-06T07:00:00.000Z' },
  },
  {
    at: '2030-01-01T11:00:00.000Z',
    actor: 'admin',
    actorId: adminId,
    action: 'confirmed',
    details: { from: 'pending' },
  },
];

describe('the appointment history', () => {
  setUpEach();

  it('names who acted, keeps the original date, shows the payment, and never an account id', async () => {
    const page = await render(<AppointmentHistory events={events} />);
    const lines = [...page.querySelectorAll('[data-testid="appointment-history"] > li')];
    expect(lines.map((l) => l.getAttribute('data-action'))).toEqual([
      'booked',
      'paid',
      'rescheduled',
      'confirmed',
    ]);
    expect(lines[0]?.textContent).toContain('خالد العمري (العميل)');
    expect(lines[0]?.textContent).toContain('2 كانون الثاني 2030');
    expect(lines[1]?.textContent).toContain('تم الدفع');
    expect(lines[1]?.textContent).toContain('نقد');
    expect(lines[1]?.textContent).toContain('30 د.أ');
    expect(lines[1]?.textContent).toContain('RCP-1');
    expect(lines[2]?.textContent).toContain('سلمى الخطيب (المكتب)');
    expect(lines[2]?.textContent).toMatch(/من.*2 كانون الثاني 2030.*إلى.*6 كانون الثاني 2030/);
    // Without a name (the auth service away), the role alone.
    expect(lines[3]?.textContent).toContain('المكتب');
    expect(page.textContent).not.toContain(adminId);
  });
});
