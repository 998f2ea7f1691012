// @vitest-environment jsdom
import { createQueryClient } from '@ssc/api-client';
import { whatsappMessages } from '@ssc/contracts';
import { useSessionStore, useToastStore } from '@ssc/ui';
import { mountInFrame, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileTab } from './ProfileTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

const SARA = { id: 'u-1', email: 'sara@example.jo', firstName: 'سارة', role: 'user' };

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The gateway; `answer` may answer a PUT (undefined: the default success). */
function gateway(
  enabled: boolean,
  answer: (call: Call) => Response | undefined | Promise<Response | undefined> = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (call.url === '/api/whatsapp/status') return Response.json({ enabled });
      const own = await answer(call);
      if (own) return own;
      const consent = (call.body as { consent: boolean }).consent;
      if (call.url === '/api/user/whatsapp-consent')
        return Response.json({ ...SARA, whatsappConsent: consent });
      if (call.url === '/api/whatsapp/consent') return Response.json({ updated: 2 });
      return Response.json({ message: 'غير موجود' }, { status: 404 });
    }),
  );
  return calls;
}

async function until(check: () => boolean) {
  for (let i = 0; i < 150 && !check(); i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  expect(check()).toBe(true);
}

const toggle = () =>
  document.querySelector<HTMLInputElement>(
    '[data-testid="dashboard-whatsapp"] input[role="switch"]',
  );
const lastToast = () =>
  useToastStore.getState().toasts.at(-1) ?? useToastStore.getState().queue.at(-1);
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body]);

async function render(whatsappConsent: boolean) {
  useSessionStore.setState({ status: 'signed-in', user: { ...SARA, whatsappConsent } });
  await mountInFrame(<ProfileTab />, { client: createQueryClient() });
}

beforeEach(() => useToastStore.setState({ toasts: [], queue: [] }));
afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('WhatsApp messages in the profile tab (issue 33.3)', () => {
  it('is not shown while WhatsApp is off', async () => {
    const calls = gateway(false);
    await render(true);
    await until(() => calls.length > 0);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('[data-testid="dashboard-whatsapp"]')).toBeNull();
    // The account card is still there.
    expect(document.body.textContent).toContain('بيانات الحساب');
  });

  it('withdraws: the account, then its upcoming appointments; the session follows and a toast says so', async () => {
    const calls = gateway(true);
    await render(true);
    await until(() => toggle() !== null);
    expect(document.querySelector('#dashboard-whatsapp-title')?.textContent).toBe('رسائل واتساب');
    expect(toggle()?.checked).toBe(true);
    await act(async () => toggle()?.click());
    await until(() => lastToast() !== undefined);
    expect(puts(calls)).toEqual([
      ['/api/user/whatsapp-consent', { consent: false }],
      ['/api/whatsapp/consent', { consent: false }],
    ]);
    expect(lastToast()?.title).toBe(whatsappMessages.withdrawn);
    expect(useSessionStore.getState().user?.whatsappConsent).toBe(false);
    expect(toggle()?.checked).toBe(false);
    expect(toggle()?.disabled).toBe(false);
  });

  it('gives consent, disabled while saving', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    gateway(true, async (call) => {
      if (call.url === '/api/whatsapp/consent') {
        await held;
        return Response.json({ updated: 1 });
      }
      return undefined;
    });
    await render(false);
    await until(() => toggle() !== null);
    await act(async () => toggle()?.click());
    await until(() => toggle()?.disabled === true);
    expect(toggle()?.checked).toBe(true);
    release();
    await until(() => toggle()?.disabled === false);
    expect(toggle()?.checked).toBe(true);
    expect(lastToast()?.title).toBe(whatsappMessages.given);
    expect(useSessionStore.getState().user?.whatsappConsent).toBe(true);
  });

  it('on failure shows the server’s message, puts the account back and the switch to its old state', async () => {
    const calls = gateway(true, (call) =>
      call.url === '/api/whatsapp/consent'
        ? Response.json({ message: 'تعذّر تحديث المواعيد القادمة' }, { status: 409 })
        : undefined,
    );
    await render(true);
    await until(() => toggle() !== null);
    await act(async () => toggle()?.click());
    await until(() => lastToast()?.variant === 'destructive');
    expect(lastToast()?.description).toBe('تعذّر تحديث المواعيد القادمة');
    expect(puts(calls)).toEqual([
      ['/api/user/whatsapp-consent', { consent: false }],
      ['/api/whatsapp/consent', { consent: false }],
      ['/api/user/whatsapp-consent', { consent: true }],
    ]);
    expect(toggle()?.checked).toBe(true);
    expect(toggle()?.disabled).toBe(false);
    expect(useSessionStore.getState().user?.whatsappConsent).toBe(true);
  });

  it('on a refused account change sends nothing more', async () => {
    const calls = gateway(true, (call) =>
      call.url === '/api/user/whatsapp-consent'
        ? Response.json({ message: 'قيمة الموافقة على رسائل واتساب غير صحيحة' }, { status: 400 })
        : undefined,
    );
    await render(false);
    await until(() => toggle() !== null);
    await act(async () => toggle()?.click());
    await until(() => lastToast()?.variant === 'destructive');
    expect(lastToast()?.description).toBe('قيمة الموافقة على رسائل واتساب غير صحيحة');
    expect(puts(calls)).toEqual([['/api/user/whatsapp-consent', { consent: true }]]);
    expect(toggle()?.checked).toBe(false);
  });
});
