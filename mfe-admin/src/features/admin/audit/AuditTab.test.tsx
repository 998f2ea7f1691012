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
});
