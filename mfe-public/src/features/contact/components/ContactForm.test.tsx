// @vitest-environment jsdom
import { contactMessages } from '@ssc/contracts/constants';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderPage, submit, type } from '../../../testing/dom';
import { ContactForm } from './ContactForm';
import { preloadContactValidation } from './contactResolver';

// The validation loads on the first focus in the form; here it is ready before the tests.
beforeAll(async () => {
  await preloadContactValidation();
}, 30_000);

const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  useToastStore.setState({ toasts: [], queue: [] });
  vi.stubGlobal('fetch', async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ id: 'm1', message: contactMessages.sent }), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const byId = <T extends HTMLElement>(page: HTMLElement, id: string) =>
  page.querySelector<T>(`#${id}`) as T;

function setValue(element: HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  act(() => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', {
        bubbles: true,
      }),
    );
  });
}

/** Lets the lazily loaded validation and the request settle. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

describe('contact form focus (issue 33.4)', () => {
  it('moves the focus to the first invalid field', async () => {
    const page = renderPage(<ContactForm />, '/contact');
    type(byId(page, 'contact-first-name'), 'سارة');
    await submit(page, 'إرسال الرسالة');
    await settle();
    const lastName = byId<HTMLInputElement>(page, 'contact-last-name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(lastName);
    expect(sent).toEqual([]);
  });

  it('after sending, focuses a status message saying so', async () => {
    const page = renderPage(<ContactForm />, '/contact');
    type(byId(page, 'contact-first-name'), 'سارة');
    type(byId(page, 'contact-last-name'), 'الخطيب');
    type(byId(page, 'contact-email'), 'sara@example.com');
    type(byId(page, 'contact-phone'), '0795551234');
    setValue(byId<HTMLSelectElement>(page, 'contact-inquiry-type'), 'retirement');
    setValue(
      byId<HTMLTextAreaElement>(page, 'contact-message'),
      'أرغب في معرفة شروط التقاعد المبكر.',
    );
    await submit(page, 'إرسال الرسالة');
    await settle();
    expect(sent).toHaveLength(1);
    const status = page.querySelector<HTMLElement>('[role="status"]');
    expect(status?.textContent).toContain(contactMessages.sent);
    expect(status?.textContent).toContain(contactMessages.sentHint);
    expect(status?.tabIndex).toBe(-1);
    expect(document.activeElement).toBe(status);
    // The form is empty again for another message.
    expect(byId<HTMLInputElement>(page, 'contact-first-name').value).toBe('');
  });
});
