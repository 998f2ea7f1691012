// @vitest-environment jsdom
import { authMessages } from '@ssc/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKING_LINK,
  FORGOT_PASSWORD_PATH,
  REQUEST_NEW_LINK,
  ResetPasswordPage,
} from './ResetPasswordPage';
import { cleanup, description, field, hasField, renderPage, submit, type } from './testing';

const alertOf = (c: HTMLElement) => c.querySelector('[role="alert"]');
const token = 'a'.repeat(43);

// Only the browser's fetch is replaced: the check is answered as the auth service would.
const calls: string[] = [];
function answerCheck(answer: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return answer();
  });
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** Lets the check's answer arrive and the page re-render. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/reset-password', () => {
  it('without a token explains the link is invalid and offers a new one', () => {
    answerCheck(() => json(200, { valid: true }));
    const page = renderPage(<ResetPasswordPage />, '/reset-password');
    expect(alertOf(page)?.textContent).toContain(authMessages.resetTokenInvalid);
    const link = alertOf(page)?.querySelector('a');
    expect(link?.textContent).toBe(REQUEST_NEW_LINK);
    expect(link?.getAttribute('href')).toBe(FORGOT_PASSWORD_PATH);
    expect(hasField(page, 'كلمة المرور الجديدة')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('checks the link as it opens, then asks for the new password twice (contract checks)', async () => {
    answerCheck(() => json(200, { valid: true }));
    const page = renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`);
    expect(page.querySelector('[role="status"]')?.textContent).toContain(CHECKING_LINK);
    expect(hasField(page, 'كلمة المرور الجديدة')).toBe(false);
    await settle();
    expect(calls).toEqual([`/api/reset-password/check?token=${token}`]);
    expect(alertOf(page)).toBeNull();
    type(field(page, 'كلمة المرور الجديدة'), 'short');
    type(field(page, 'تأكيد كلمة المرور الجديدة'), 'different');
    await submit(page, 'حفظ كلمة المرور');
    expect(description(field(page, 'كلمة المرور الجديدة'))).toContain(authMessages.passwordMin);

    type(field(page, 'كلمة المرور الجديدة'), 'LongEnough#1');
    await submit(page, 'حفظ كلمة المرور');
    expect(description(field(page, 'تأكيد كلمة المرور الجديدة'))).toContain(
      authMessages.passwordsMismatch,
    );
    expect(alertOf(page)).toBeNull();
  });

  it('shows a used or expired link as dead at once, with the way to a new one, and no form', async () => {
    answerCheck(() =>
      json(400, {
        message: authMessages.resetTokenInvalid,
        errors: { token: authMessages.resetTokenInvalid },
      }),
    );
    const page = renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`);
    await settle();
    expect(alertOf(page)?.textContent).toContain(authMessages.resetTokenInvalid);
    expect(alertOf(page)?.querySelector('a')?.getAttribute('href')).toBe(FORGOT_PASSWORD_PATH);
    expect(hasField(page, 'كلمة المرور الجديدة')).toBe(false);
    expect(hasField(page, 'تأكيد كلمة المرور الجديدة')).toBe(false);
  });

  it('treats a malformed token as a dead link without asking', async () => {
    answerCheck(() => json(200, { valid: true }));
    const page = renderPage(<ResetPasswordPage />, '/reset-password?token=short');
    await settle();
    expect(alertOf(page)?.textContent).toContain(authMessages.resetTokenInvalid);
    expect(hasField(page, 'كلمة المرور الجديدة')).toBe(false);
    expect(calls).toEqual([]);
  });

  it('shows the form when the check itself cannot answer (the reset will say)', async () => {
    answerCheck(() => Promise.reject(new TypeError('Failed to fetch')));
    const page = renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`);
    await settle();
    expect(hasField(page, 'كلمة المرور الجديدة')).toBe(true);
    expect(alertOf(page)).toBeNull();
  });
});
