// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import type { AuditEntry } from '@ssc/contracts';
import { theme, useSessionStore } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditTab } from './AuditTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

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

let root: Root | undefined;
let host: HTMLElement | undefined;

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

describe('the audit log tab', () => {
  beforeEach(() => {
    resetUnauthorizedForTests();
    useSessionStore.getState().setUser({ id: selfId, email: entry.actorEmail, role: 'admin' });
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(null);
  });

  it("lists the log, newest first as the server sends it, and narrows it to the admin's own actions", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        calls.push(url);
        const body = url.includes('actorId=') ? [] : [entry];
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json', 'x-total-count': String(body.length) },
        });
      }),
    );
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => {
      root?.render(
        <QueryClientProvider client={createQueryClient()}>
          <ThemeProvider theme={theme}>
            <AuditTab />
          </ThemeProvider>
        </QueryClientProvider>,
      );
    });
    const page = host;
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
