// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import { type Appointment, bookingMessages } from '@ssc/contracts';
import { theme, UNAUTHORIZED_MESSAGE, useSessionStore, useToastStore } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMINS_ONLY_MESSAGE, AdminPage } from './AdminPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const pending: Appointment = {
  id: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00007',
  serviceId: 'svc-salary-adjustments',
  userId: 'guest',
  date: '2030-01-06T07:00:00.000Z',
  consultationMode: 'office',
  contactName: 'خالد العمري',
  contactEmail: 'khaled@example.jo',
  contactPhone: '0795551234',
  socialSecurityNumber: '12345678',
  description: '',
  status: 'pending',
  paymentStatus: 'pending',
  files: [],
  createdAt: '2029-12-01T07:00:00.000Z',
};

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The network as the gateway would answer the admin console; `patch` answers the PATCH. */
function network(patch: () => Response) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (init?.method === 'PATCH') return patch();
    if (url.startsWith('/api/appointments/stats')) {
      return json({ total: 5, pending: 2, confirmed: 1, completed: 1, cancelled: 0, no_show: 1 });
    }
    if (url.startsWith('/api/contact-messages/stats')) return json({ total: 5, new: 3 });
    if (url.startsWith('/api/services')) {
      return json([
        {
          id: 'svc-salary-adjustments',
          nameEn: 'salary-adjustments',
          nameAr: 'تعديل الرواتب',
          descriptionAr: 'متابعة طلبات تعديل الأجور',
          duration: 60,
          price: 30,
        },
      ]);
    }
    if (url.startsWith('/api/appointments?')) {
      return json([pending], 200, { 'x-total-count': '1' });
    }
    return json({ message: 'غير موجود' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

let root: Root | undefined;
let host: HTMLElement | undefined;

async function render(): Promise<HTMLElement> {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={['/admin']}>
            <AdminPage />
          </MemoryRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
  });
  return host;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

const lastToast = () => useToastStore.getState().toasts[0];

describe('the admin page', () => {
  beforeEach(() => resetUnauthorizedForTests());
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(null);
  });

  it('shows a signed-in non-admin the admins-only message and makes no call', async () => {
    const calls = network(() => json({}));
    useSessionStore.getState().setUser({ id: 'u1', email: 'user@example.jo', role: 'user' });
    const page = await render();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(page.textContent).toContain(ADMINS_ONLY_MESSAGE);
    expect(page.querySelector('[role="tablist"]')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows an admin the server stats, and rolls back a confirm the server refuses', async () => {
    let answer = json({ message: bookingMessages.invalidTransition }, 409);
    const calls = network(() => answer);
    useSessionStore.getState().setUser({ id: 'a1', email: 'admin@example.jo', role: 'admin' });
    const page = await render();
    const stat = (id: string) => page.querySelector(`[data-testid="stat-${id}"]`)?.textContent;
    await until(() => stat('total') === '5');
    expect([
      stat('pending'),
      stat('completed'),
      stat('no-show'),
      stat('services'),
      stat('new-messages'),
    ]).toEqual(['2', '1', '1', '1', '3']);
    expect(calls).toContain('GET /api/appointments?page=1&pageSize=20');

    const badge = () => page.querySelector('[data-status]')?.getAttribute('data-status');
    await until(() => badge() === 'pending');
    // Every change asks first, in a dialog naming the client (issue 22); nothing is sent before.
    const confirm = async () => {
      const open = [...page.querySelectorAll('button')].find((b) => b.textContent === 'تأكيد');
      await act(async () => open?.click());
      await until(() => document.querySelector('[role="dialog"]') !== null);
      const dialog = document.querySelector('[role="dialog"]');
      expect(dialog?.textContent).toContain(pending.contactName);
      expect(calls).not.toContain(`PATCH /api/appointments/${pending.id}`);
      const yes = [...(dialog?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'نعم، تأكيد',
      );
      await act(async () => yes?.click());
    };
    await confirm();
    await until(() => lastToast()?.variant === 'destructive');
    expect(lastToast()?.description).toBe(bookingMessages.invalidTransition);
    expect(calls).toContain(`PATCH /api/appointments/${pending.id}`);
    await until(() => badge() === 'pending');

    // A 401 on an action: the unauthorized toast (the redirect follows after 500 ms).
    answer = json({ message: 'يجب تسجيل الدخول أولاً' }, 401);
    calls.length = 0;
    await confirm();
    await until(() => lastToast()?.title === UNAUTHORIZED_MESSAGE);
  });
});
