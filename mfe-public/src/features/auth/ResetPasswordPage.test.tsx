// @vitest-environment jsdom
import { authMessages } from '@ssc/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_PATH, REQUEST_NEW_LINK, ResetPasswordPage } from './ResetPasswordPage';
import { cleanup, description, field, hasField, renderPage, submit, type } from './testing';

afterEach(cleanup);

const alertOf = (c: HTMLElement) => c.querySelector('[role="alert"]');

describe('/reset-password', () => {
  it('without a token explains the link is invalid and offers a new one', () => {
    const page = renderPage(<ResetPasswordPage />, '/reset-password');
    expect(alertOf(page)?.textContent).toContain(authMessages.resetTokenInvalid);
    const link = alertOf(page)?.querySelector('a');
    expect(link?.textContent).toBe(REQUEST_NEW_LINK);
    expect(link?.getAttribute('href')).toBe(FORGOT_PASSWORD_PATH);
    expect(hasField(page, 'كلمة المرور الجديدة')).toBe(false);
  });

  it('asks for the new password twice and checks them with the contract', async () => {
    const token = 'a'.repeat(43);
    const page = renderPage(<ResetPasswordPage />, `/reset-password?token=${token}`);
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

  it('treats a malformed token as a dead link, with the way to a new one', async () => {
    const page = renderPage(<ResetPasswordPage />, '/reset-password?token=short');
    type(field(page, 'كلمة المرور الجديدة'), 'LongEnough#1');
    type(field(page, 'تأكيد كلمة المرور الجديدة'), 'LongEnough#1');
    await submit(page, 'حفظ كلمة المرور');
    expect(alertOf(page)?.textContent).toContain(authMessages.resetTokenInvalid);
    expect(alertOf(page)?.querySelector('a')?.getAttribute('href')).toBe(FORGOT_PASSWORD_PATH);
  });
});
