// @vitest-environment jsdom
import type { AuditEntry } from '@ssc/contracts';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../../testing/dom';
import { AuditTab } from './AuditTab';

const selfId = '11111111-1111-4111-8111-111111111111';
const entry: AuditEntry = {
  id: 'e1',
  actorId: selfId,
  actorEmail: 'office@example.jo',
  actorName: 'مشرف المكتب',
  action: 'putAvailabilityWeek',
  target: null,
  summary: 'تعديل ساعات العمل',
  requestId: 'req-1',
  createdAt: '2026-03-01T08:00:00.000Z',
};

describe('the audit log tab', () => {
  setUpEach({ id: selfId, email: entry.actorEmail, role: 'admin' });

  it("lists the log, newest first as the server sends it, and narrows it to the admin's own actions", async () => {
    const calls: string[] = [];
    stubFetch((_method, url) => {
      calls.push(url);
      const body = url.includes('actorId=') ? [] : [entry];
      return json(body, 200, { 'x-total-count': String(body.length) });
    });
    const page = await render(<AuditTab />);
    await until(() => page.querySelector('tr[data-audit-action="putAvailabilityWeek"]') !== null);
    expect(page.textContent).toContain('تعديل ساعات العمل');
    expect(page.textContent).toContain('office@example.jo');
    expect(calls).toEqual(['/api/audit?page=1&pageSize=20']);

    const mine = page.querySelector<HTMLInputElement>('input[type="checkbox"]');
    await act(async () => mine?.click());
    await until(() => page.textContent?.includes('لم تنفذ أي عملية بعد') ?? false);
    expect(calls).toContain(`/api/audit?actorId=${selfId}&page=1&pageSize=20`);
  });

  it("reads in words: the service's own, and an old entry by its reference, never an id", async () => {
    const appointmentId = '1a3bfafa-2222-4c2d-8e9f-000000000012';
    const documentId = '5b3bfafa-3333-4c2d-8e9f-000000000013';
    const entries: AuditEntry[] = [
      {
        ...entry,
        id: 'e2',
        action: 'updateAppointment',
        target: appointmentId,
        summary:
          'أكّد الموعد SND-26-00012 (استشارة التقاعد) لخالد العمري، رابط Zoom https://zoom.us/j/1',
      },
      {
        ...entry,
        id: 'e3',
        action: 'cancelAppointment',
        target: appointmentId,
        summary: `إلغاء موعد: ${appointmentId}`,
      },
      {
        ...entry,
        id: 'e4',
        action: 'downloadDocument',
        target: documentId,
        summary: `تنزيل مستند عميل: ${documentId}`,
      },
    ];
    const calls = stubFetch((_method, url) =>
      url.startsWith('/api/audit')
        ? json(entries, 200, { 'x-total-count': '3' })
        : json({
            appointment: {
              id: appointmentId,
              reference: 'SND-26-00012',
              contactName: 'خالد العمري',
            },
          }),
    );
    const page = await render(<AuditTab />);
    await until(() => page.querySelector('tr[data-audit-action="cancelAppointment"]') !== null);
    await until(
      () => page.textContent?.includes('إلغاء موعد: SND-26-00012 (خالد العمري)') ?? false,
    );
    expect(page.textContent).toContain('لخالد العمري، رابط Zoom');
    expect(
      page.querySelector('tr[data-audit-action="downloadDocument"] td[data-label="العملية"]')
        ?.textContent,
    ).toBe('تنزيل مستند عميل');
    expect(page.textContent).not.toContain(appointmentId);
    expect(page.textContent).not.toContain(documentId);
    expect(calls.map((c) => c.url)).toContain(`/api/appointments/${appointmentId}`);
  });
});
