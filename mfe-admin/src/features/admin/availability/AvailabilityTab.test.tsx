// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { resetUnauthorizedForTests } from '@ssc/api-client/unauthorized';
import { availabilityMessages, DEFAULT_WEEK } from '@ssc/contracts/availability';
import { theme, useSessionStore } from '@ssc/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityTab } from './AvailabilityTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const holiday = { date: '2027-05-25', closed: true, note: 'عيد الاستقلال' };
const stranded = {
  id: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-27-00042',
  date: '2027-06-01T06:00:00.000Z',
  contactName: 'خالد العمري',
};

function network() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url: String(input), body });
      if (method === 'GET') return json({ week: DEFAULT_WEEK, exceptions: [holiday] });
      const closed = { date: '2027-06-01', closed: true, note: 'غياب' };
      return json({ week: DEFAULT_WEEK, exceptions: [holiday, closed], affected: [stranded] });
    }),
  );
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
          <AvailabilityTab />
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

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (form: Element | null | undefined) =>
  act(async () => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('the availability tab', () => {
  beforeEach(() => {
    resetUnauthorizedForTests();
    useSessionStore.getState().setUser({ id: 'a1', email: 'admin@example.jo', role: 'admin' });
  });
  afterEach(() => {
    act(() => root?.unmount());
    host?.remove();
    vi.unstubAllGlobals();
    useSessionStore.getState().setUser(null);
  });

  it('shows the week and the seeded holiday, and refuses a bad time before sending', async () => {
    const calls = network();
    const page = await render();
    const sunday = () => page.querySelector<HTMLInputElement>('#week-0');
    await until(() => sunday() !== null);
    expect(sunday()?.value).toBe(DEFAULT_WEEK['0'].join('، '));
    expect(page.querySelector<HTMLInputElement>('#week-5')?.value).toBe('');
    expect(page.textContent).toContain('عيد الاستقلال');
    expect(page.textContent).toContain(availabilityMessages.movableHolidaysHint);

    type(sunday() as HTMLInputElement, '9:00');
    await submit(sunday()?.closest('form'));
    expect(page.textContent).toContain(availabilityMessages.timeInvalid);
    expect(sunday()?.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    type(sunday() as HTMLInputElement, '١٠:٠٠، 09:00');
    await submit(sunday()?.closest('form'));
    await until(() => calls.some((c) => c.method === 'PUT'));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/availability/week',
      body: { week: { ...DEFAULT_WEEK, '0': ['09:00', '10:00'] } },
    });
  });

  it('closes a day and lists the appointment the change leaves outside the hours', async () => {
    const calls = network();
    const page = await render();
    const date = () => page.querySelector<HTMLInputElement>('#exception-date');
    await until(() => date() !== null);
    type(date() as HTMLInputElement, '2027-06-01');
    type(page.querySelector<HTMLInputElement>('#exception-note') as HTMLInputElement, 'غياب');
    await submit(date()?.closest('form'));
    await until(() => page.textContent?.includes('SND-27-00042') ?? false);
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/availability/exceptions/2027-06-01',
      body: { closed: true, note: 'غياب' },
    });
    expect(page.textContent).toContain('خالد العمري');
    expect(page.textContent).toContain('غياب');
  });
});
