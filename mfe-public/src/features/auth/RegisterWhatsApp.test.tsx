// @vitest-environment jsdom
import { whatsappMessages } from '@ssc/contracts';
import { useSessionStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage } from './AuthPage';
import { cleanup, click, description, field, renderPage, submit, type } from './testing';

/** The gateway: WhatsApp on or off; a registration answers with the new user. Returns the bodies sent. */
function gateway(enabled: boolean | 'fails') {
  const registered: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/whatsapp/status') {
        return enabled === 'fails'
          ? Response.json({ message: 'خطأ' }, { status: 500 })
          : Response.json({ enabled });
      }
      if (url === '/api/register') {
        registered.push(JSON.parse(String(init?.body)));
        return Response.json({ id: 'u-9', email: 'laila@example.com', firstName: 'ليلى' });
      }
      return Response.json(null, { status: 401 });
    }),
  );
  return registered;
}

/** Lets the status query answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

const consentBox = (page: HTMLElement) =>
  [...page.querySelectorAll('label')]
    .find((l) => l.textContent?.includes(whatsappMessages.consentLabel))
    ?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;

async function fillAndSubmit(page: HTMLElement) {
  for (const [label, value] of [
    ['الاسم الأول', 'ليلى'],
    ['اسم الأب', 'خالد'],
    ['اسم الجد', 'محمود'],
    ['اسم العائلة', 'الحسن'],
    ['الرقم الوطني', '9901234567'],
    ['رقم الهاتف المحمول', '0771234567'],
    ['البريد الإلكتروني', 'laila@example.com'],
    ['تأكيد البريد الإلكتروني', 'laila@example.com'],
    ['كلمة المرور', 'Another#Pass9'],
    ['تأكيد كلمة المرور', 'Another#Pass9'],
  ] as const) {
    type(field(page, label), value);
  }
  const terms = [...page.querySelectorAll('label')]
    .find((l) => l.textContent?.includes('الشروط والأحكام'))
    ?.querySelector<HTMLInputElement>('input');
  if (!terms) throw new Error('No terms checkbox');
  click(terms);
  await submit(page, 'تسجيل');
  await settle();
}

beforeEach(() => useSessionStore.getState().setUser(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the WhatsApp consent of the registration form (issue 33.3)', () => {
  it('is offered while WhatsApp is on: unticked, its hint read with it, and sent as true once ticked', async () => {
    const registered = gateway(true);
    const page = renderPage(<AuthPage />, '/auth');
    await settle();
    const box = consentBox(page);
    expect(box).toBeInstanceOf(HTMLInputElement);
    expect(box?.checked).toBe(false);
    expect(description(box!)).toBe(whatsappMessages.consentHint);
    click(box!);
    await fillAndSubmit(page);
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ email: 'laila@example.com', whatsappConsent: true });
  });

  it('sends false when left unticked', async () => {
    const registered = gateway(true);
    const page = renderPage(<AuthPage />, '/auth');
    await settle();
    expect(consentBox(page)).not.toBeNull();
    await fillAndSubmit(page);
    expect(registered[0]).toMatchObject({ whatsappConsent: false });
  });

  it.each([false, 'fails'] as const)(
    'is not offered when the status is %s, and false is sent',
    async (enabled) => {
      const registered = gateway(enabled);
      const page = renderPage(<AuthPage />, '/auth');
      await settle();
      expect(consentBox(page)).toBeNull();
      await fillAndSubmit(page);
      expect(registered[0]).toMatchObject({ whatsappConsent: false });
    },
  );
});
