import type { Page } from '@ssc/api-client/lists';
import type { Appointment } from '@ssc/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { APPOINTMENTS_KEY, applyStatus, rollback } from './optimistic';

const appointment = (id: string, status: Appointment['status']): Appointment => ({
  id,
  reference: `SND-26-${id}`,
  serviceId: 'svc-salary-adjustments',
  userId: 'guest',
  date: '2030-01-06T07:00:00.000Z',
  consultationMode: 'office',
  contactName: 'خالد',
  contactEmail: 'k@example.jo',
  contactPhone: '0795551234',
  socialSecurityNumber: '12345678',
  description: '',
  status,
  paymentStatus: 'pending',
  files: [],
  createdAt: '2029-12-01T07:00:00.000Z',
});

describe('optimistic status change', () => {
  it('changes the appointment in every cached page and rolls every page back', () => {
    const client = new QueryClient();
    const pageA: Page<Appointment> = {
      items: [appointment('a', 'pending'), appointment('b', 'confirmed')],
      total: 3,
    };
    const pageB: Page<Appointment> = { items: [appointment('c', 'pending')], total: 1 };
    client.setQueryData([APPOINTMENTS_KEY, {}, 1], pageA);
    client.setQueryData([APPOINTMENTS_KEY, { status: 'pending' }, 1], {
      items: [appointment('a', 'pending')],
      total: 1,
    });
    client.setQueryData([APPOINTMENTS_KEY, {}, 2], pageB);
    client.setQueryData(['/api/appointments/stats'], { total: 3 });

    const snapshot = applyStatus(client, 'a', 'confirmed');
    const statusOf = (key: unknown[], id: string) =>
      client.getQueryData<Page<Appointment>>(key)?.items.find((x) => x.id === id)?.status;
    expect(statusOf([APPOINTMENTS_KEY, {}, 1], 'a')).toBe('confirmed');
    expect(statusOf([APPOINTMENTS_KEY, { status: 'pending' }, 1], 'a')).toBe('confirmed');
    expect(statusOf([APPOINTMENTS_KEY, {}, 1], 'b')).toBe('confirmed');
    expect(client.getQueryData([APPOINTMENTS_KEY, {}, 2])).toBe(pageB);
    expect(client.getQueryData(['/api/appointments/stats'])).toEqual({ total: 3 });

    rollback(client, snapshot);
    expect(client.getQueryData([APPOINTMENTS_KEY, {}, 1])).toEqual(pageA);
    expect(statusOf([APPOINTMENTS_KEY, { status: 'pending' }, 1], 'a')).toBe('pending');
  });
});
