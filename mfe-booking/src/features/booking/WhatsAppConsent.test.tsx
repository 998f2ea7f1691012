// @vitest-environment jsdom
import { SERVICES_QUERY_KEY, WHATSAPP_STATUS_QUERY_KEY } from '@ssc/api-client/query-keys';
import { whatsappMessages } from '@ssc/contracts';
import { sampleService } from '@ssc/contracts/testing';
import { useSessionStore } from '@ssc/ui';
import { mountInFrame, offlineQueryClient, unmountAll } from '@ssc/ui/testing';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingPage } from './BookingPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
vi.setConfig({ testTimeout: 20_000 });

/** The booking page, its catalogue and (when given) the WhatsApp status seeded; nothing fetched. */
const render = (status?: { enabled: boolean }) =>
  mountInFrame(<BookingPage />, {
    url: '/booking',
    client: offlineQueryClient([
      [SERVICES_QUERY_KEY, [sampleService()]],
      ...(status ? [[WHATSAPP_STATUS_QUERY_KEY, status] as const] : []),
    ]),
  });

/** The consent checkbox, found by its label's text. */
const consentBox = (page: HTMLElement) =>
  [...page.querySelectorAll('label')]
    .find((l) => l.textContent?.includes(whatsappMessages.consentLabel))
    ?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;

afterEach(() => {
  unmountAll();
  useSessionStore.setState({ status: 'loading', user: null });
});

describe('the WhatsApp consent of the booking form (issue 33.3)', () => {
  it('is not asked while the status is unknown or WhatsApp is off', async () => {
    expect(consentBox(await render())).toBeNull();
    unmountAll();
    expect(consentBox(await render({ enabled: false }))).toBeNull();
  });

  it('is a real checkbox under the phone, unticked, with its hint read with it', async () => {
    const page = await render({ enabled: true });
    const box = consentBox(page);
    expect(box).toBeInstanceOf(HTMLInputElement);
    expect(box?.name).toBe('whatsappConsent');
    expect(box?.checked).toBe(false);
    const hint = box
      ?.getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(hint).toBe(whatsappMessages.consentHint);
    // Under the phone field: the same cell of the contact grid.
    const phone = page.querySelector('input[name="contactPhone"]');
    expect(phone?.parentElement?.parentElement?.contains(box ?? null)).toBe(true);
    await act(async () => box?.click());
    expect(box?.checked).toBe(true);
  });

  it('starts ticked for a signed-in client whose account agreed, even when the session arrives late', async () => {
    const page = await render({ enabled: true });
    expect(consentBox(page)?.checked).toBe(false);
    await act(async () => {
      useSessionStore.setState({
        status: 'signed-in',
        user: { id: 'u-1', email: 'sara@example.jo', whatsappConsent: true },
      });
    });
    expect(consentBox(page)?.checked).toBe(true);
    unmountAll();
    expect(consentBox(await render({ enabled: true }))?.checked).toBe(true);
    unmountAll();
    useSessionStore.setState({
      status: 'signed-in',
      user: { id: 'u-2', email: 'omar@example.jo', whatsappConsent: false },
    });
    expect(consentBox(await render({ enabled: true }))?.checked).toBe(false);
  });
});
