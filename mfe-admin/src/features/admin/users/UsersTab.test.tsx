// @vitest-environment jsdom
import { type AdminUser, userAdminMessages } from '@ssc/contracts';
import { useToastStore } from '@ssc/ui';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { json, render, setUpEach, stubFetch, type, until } from '../../../testing/dom';
import { DISABLED_NOTE, LAST_ADMIN_NOTE, UsersTab } from './UsersTab';

const me: AdminUser = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'office',
  email: 'office@example.jo',
  fullName: 'مشرف المكتب',
  role: 'admin',
  disabled: false,
  disabledAt: null,
  createdAt: '2026-01-01T08:00:00.000Z',
};
const client: AdminUser = {
  ...me,
  id: '22222222-2222-4222-8222-222222222222',
  username: 'huda',
  email: 'huda@example.jo',
  fullName: 'هدى سالم',
  role: 'user',
  disabled: true,
  disabledAt: '2026-02-01T08:00:00.000Z',
};

/** The gateway as the users tab sees it; `patch` answers every PATCH. */
function network(patch: () => Response) {
  const calls: string[] = [];
  stubFetch((method, url, body) => {
    calls.push(`${method} ${url}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`);
    if (method === 'PATCH') return patch();
    if (url.includes('q=nobody')) return json([], 200, { 'x-total-count': '0' });
    return json([me, client], 200, { 'x-total-count': '2' });
  });
  return calls;
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent === name,
  );
const rowOf = (page: HTMLElement, id: string) => page.querySelector(`tr[data-user-id="${id}"]`);

describe('the users tab', () => {
  setUpEach({ id: me.id, email: me.email, role: 'admin' });

  it('lists accounts with their role and state, never offers disabling oneself, and searches trimmed', async () => {
    const calls = network(() => json({}));
    const page = await render(<UsersTab />);
    await until(() => rowOf(page, client.id) !== null);
    const mine = rowOf(page, me.id);
    const theirs = rowOf(page, client.id);
    expect(mine?.querySelector('[data-testid="role"]')?.textContent).toContain('مشرف');
    expect(mine?.querySelector('[data-testid="account-status"]')?.textContent).toContain('نشط');
    expect(mine?.textContent).toContain('(حسابك)');
    expect(button(mine as Element, `تعطيل الحساب: ${me.fullName}`)).toBeUndefined();
    expect(theirs?.querySelector('[data-testid="role"]')?.textContent).toContain('مستخدم');
    expect(theirs?.querySelector('[data-testid="account-status"]')?.textContent).toContain('معطّل');
    expect(button(theirs as Element, `تفعيل الحساب: ${client.fullName}`)).toBeDefined();
    expect(calls).toContain('GET /api/users?page=1&pageSize=20');

    const input = page.querySelector<HTMLInputElement>('#users-q');
    await type(input as HTMLInputElement, '  nobody  ');
    await act(async () => button(page, 'بحث')?.click());
    await until(() => page.textContent?.includes('لا توجد حسابات مطابقة') ?? false);
    expect(calls).toContain('GET /api/users?q=nobody&page=1&pageSize=20');
  });

  it('asks before demoting, sends nothing on «تراجع», and shows the server refusal in Arabic', async () => {
    const calls = network(() => json({ message: userAdminMessages.lastAdmin }, 409));
    const page = await render(<UsersTab />);
    await until(() => rowOf(page, me.id) !== null);
    const open = () => button(page, `إلغاء صلاحية المشرف: ${me.fullName}`);
    const dialog = () => document.querySelector('[role="dialog"]');

    await act(async () => open()?.click());
    await until(() => dialog() !== null);
    expect(dialog()?.textContent).toContain(me.email);
    await act(async () => button(dialog() as Element, 'تراجع')?.click());
    await until(() => dialog() === null);
    expect(calls.some((c) => c.startsWith('PATCH'))).toBe(false);

    await act(async () => open()?.click());
    await until(() => dialog() !== null);
    await act(async () => button(dialog() as Element, 'نعم، إلغاء الصلاحية')?.click());
    await until(() => useToastStore.getState().toasts[0]?.variant === 'destructive');
    expect(useToastStore.getState().toasts[0]?.description).toBe(userAdminMessages.lastAdmin);
    expect(calls).toContain(`PATCH /api/users/${me.id}/role {"role":"user"}`);
  });

  it('offers no demotion of the last active admin and no promotion of a disabled account, and says why', async () => {
    const other: AdminUser = {
      ...me,
      id: '33333333-3333-4333-8333-333333333333',
      email: 'other@example.jo',
      fullName: 'مشرف آخر',
      lastActiveAdmin: true,
    };
    const calls: string[] = [];
    stubFetch((method, url) => {
      calls.push(`${method} ${url}`);
      return json([other, client], 200, { 'x-total-count': '2' });
    });
    const page = await render(<UsersTab />);
    await until(() => rowOf(page, other.id) !== null);
    const row = rowOf(page, other.id) as Element;

    for (const name of [
      `إلغاء صلاحية المشرف: ${other.fullName}`,
      `تعطيل الحساب: ${other.fullName}`,
    ]) {
      const off = button(row, name);
      expect(off?.disabled).toBe(true);
      const note = page.querySelector(`#${off?.getAttribute('aria-describedby')}`);
      expect(note?.textContent).toBe(LAST_ADMIN_NOTE);
    }
    await act(async () => button(row, `إلغاء صلاحية المشرف: ${other.fullName}`)?.click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    const disabled = rowOf(page, client.id) as Element;
    expect(button(disabled, `ترقية إلى مشرف: ${client.fullName}`)).toBeUndefined();
    expect(disabled.textContent).toContain(DISABLED_NOTE);
    expect(calls.some((c) => c.startsWith('PATCH'))).toBe(false);
  });
});
