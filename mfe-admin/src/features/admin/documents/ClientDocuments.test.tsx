// @vitest-environment jsdom
import type { AdminUser, Appointment, UserDocument } from '@ssc/contracts';
import { uploadMessages } from '@ssc/contracts/uploads';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../../testing/dom';
import { appointment } from '../../../testing/fixtures';
import { AppointmentDetails } from '../components/AppointmentDetails';
import { UsersTab } from '../users/UsersTab';
import { storageFigure } from './client-documents-api';

// Issue 37 item 6: the office sees what a client keeps in their account, with the storage used;
// and a booking's file deleted after it went unpaid says so instead of a broken link (item 1).

const client: AdminUser = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'huda',
  email: 'huda@example.jo',
  fullName: 'هدى سالم',
  role: 'user',
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-01T08:00:00.000Z',
};
const statement: UserDocument = {
  id: 'doc-1',
  fileName: 'كشف حساب.pdf',
  fileSize: 2048,
  createdAt: '2026-03-01T08:00:00.000Z',
  appointment: null,
};
const MIB = 1024 * 1024;

function network() {
  return stubFetch((_method, url) => {
    if (url.startsWith(`/api/users/${client.id}/documents`)) {
      return json([statement], 200, {
        'x-total-count': '1',
        'x-storage-used': String(12.5 * MIB),
        'x-storage-quota': String(100 * MIB),
      });
    }
    if (url.startsWith('/api/users')) return json([client], 200, { 'x-total-count': '1' });
    if (url.startsWith('/api/appointments/')) {
      return json({
        appointment: booked,
        serviceName: 'خدمة',
        cancel: { allowed: false, refund: null },
        reschedule: { allowed: false, remaining: null },
        history: [],
      });
    }
    if (url.startsWith('/api/slots/window')) {
      return json({ horizonDays: 90, firstDay: '2030-01-01', lastDay: '2030-03-31' });
    }
    return json({});
  });
}

const booked: Appointment = appointment({
  userId: client.id,
  files: [
    {
      id: 'file-1',
      fileName: 'هوية.pdf',
      fileSize: 1000,
      mimeType: 'application/pdf',
      purgedAt: '2026-03-04T08:00:00.000Z',
    },
    { id: 'file-2', fileName: 'عقد.pdf', fileSize: 1000, mimeType: 'application/pdf' },
  ],
});

const sheet = () => document.querySelector('[role="dialog"]');
const links = (root: Element | null) =>
  [...(root?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));

describe('a client’s documents in the console', () => {
  setUpEach();

  it('says how much storage is used in megabytes', () => {
    expect(storageFigure(12.5 * MIB, 100 * MIB)).toBe('12.5 ميغابايت من 100');
    expect(storageFigure(0, 100 * MIB)).toBe('0 ميغابايت من 100');
  });

  it('opens «المستندات» from the users tab: the list, download links and the storage figure', async () => {
    const calls = network();
    const page = await render(<UsersTab />);
    await until(() => page.querySelector(`tr[data-user-id="${client.id}"]`) !== null);
    // Nothing is fetched (nor audited) before the sheet is opened.
    expect(calls.some((c) => c.url.includes('/documents'))).toBe(false);
    const open = page.querySelector<HTMLButtonElement>(
      `button[aria-label="المستندات: ${client.fullName}"]`,
    );
    await act(async () => open?.click());
    await until(() => sheet()?.textContent?.includes(statement.fileName) ?? false);
    expect(sheet()?.querySelector('[data-testid="client-storage"]')?.textContent).toContain(
      '12.5 ميغابايت من 100',
    );
    expect(sheet()?.textContent).toContain('المستندات (1)');
    expect(links(sheet())).toEqual(['/api/documents/doc-1/download']);
    expect(calls.map((c) => c.url)).toContain(`/api/users/${client.id}/documents?pageSize=100`);
  });

  it("shows the client's account documents beside a signed-in booking's attachments, a purged one without a link", async () => {
    const calls = network();
    const page = await render(<AppointmentDetails appointment={booked} serviceName="خدمة" />);
    const open = page.querySelector('button');
    await act(async () => open?.click());
    await until(() => sheet()?.textContent?.includes(statement.fileName) ?? false);
    expect(sheet()?.querySelector('[data-testid="file-purged"]')?.textContent).toBe(
      uploadMessages.purged,
    );
    expect(links(sheet())).toEqual(
      expect.arrayContaining(['/api/documents/file-2/download', '/api/documents/doc-1/download']),
    );
    expect(links(sheet())).not.toContain('/api/documents/file-1/download');
    expect(calls.map((c) => c.url)).toContain(`/api/users/${client.id}/documents?pageSize=100`);
  });

  it('shows no account documents for a guest booking', async () => {
    const calls = network();
    const page = await render(
      <AppointmentDetails appointment={{ ...booked, userId: 'guest' }} serviceName="خدمة" />,
    );
    await act(async () => page.querySelector('button')?.click());
    await until(() => sheet()?.textContent?.includes('عقد.pdf') ?? false);
    expect(sheet()?.querySelector('[data-testid="client-documents"]')).toBeNull();
    expect(calls.some((c) => c.url.includes('/documents'))).toBe(false);
  });
});
