// @vitest-environment jsdom
import { bookingMessages } from '@ssc/contracts';
import { UNAUTHORIZED_MESSAGE, useSessionStore, useToastStore } from '@ssc/ui';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, until } from '../../testing/dom';
import { appointment, salaryAdjustments } from '../../testing/fixtures';
import { ADMINS_ONLY_MESSAGE, AdminPage } from './AdminPage';

const pending = appointment();

/** The network as the gateway would answer the admin console; `patch` answers the PATCH. */
function network(patch: () => Response) {
  const calls: string[] = [];
  stubFetch((method, url) => {
    calls.push(`${method} ${url}`);
    if (method === 'PATCH') return patch();
    if (url.startsWith('/api/appointments/stats')) {
      return json({ total: 5, pending: 2, confirmed: 1, completed: 1, cancelled: 0, no_show: 1 });
    }
    if (url.startsWith('/api/contact-messages/stats')) return json({ total: 5, new: 3 });
    if (url.startsWith('/api/services')) return json([salaryAdjustments]);
    if (url.startsWith('/api/appointments?')) {
      return json([pending], 200, { 'x-total-count': '1' });
    }
    return json({ message: 'غير موجود' }, 404);
  });
  return calls;
}

const lastToast = () => useToastStore.getState().toasts[0];

describe('the admin page', () => {
  setUpEach(null);

  it('shows a signed-in non-admin the admins-only message and makes no call', async () => {
    const calls = network(() => json({}));
    useSessionStore.getState().setUser({ id: 'u1', email: 'user@example.jo', role: 'user' });
    const page = await render(<AdminPage />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(page.textContent).toContain(ADMINS_ONLY_MESSAGE);
    expect(page.querySelector('[role="tablist"]')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows an admin the server stats, and rolls back a confirm the server refuses', async () => {
    let answer = json({ message: bookingMessages.invalidTransition }, 409);
    const calls = network(() => answer);
    useSessionStore.getState().setUser({ id: 'a1', email: 'admin@example.jo', role: 'admin' });
    const page = await render(<AdminPage />);
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
