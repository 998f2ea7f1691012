// @vitest-environment jsdom
import { authMessages } from '@ssc/contracts';
import { useSessionStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OldAuthPage } from './OldAuthPage';
import { SESSION_CHECK_LABEL } from './session';
import {
  button,
  cleanup,
  click,
  description,
  field,
  hasField,
  renderPage,
  submit,
  type,
} from './testing';

beforeEach(() => {
  useSessionStore.getState().setUser(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const heading = (c: HTMLElement) => c.querySelector('h1');

describe('/old-auth modes', () => {
  it('starts in login with links to the forgot-password and register modes, and back', () => {
    const page = renderPage(<OldAuthPage />, '/old-auth');
    expect(heading(page)?.textContent).toBe('تسجيل الدخول');
    expect(hasField(page, 'اسم المستخدم')).toBe(true);
    expect(hasField(page, 'كلمة المرور')).toBe(true);

    click(button(page, 'إنشاء حساب جديد'));
    expect(heading(page)?.textContent).toBe('إنشاء حساب');
    // Focus follows the switch to the top of the new form.
    expect(page.ownerDocument.activeElement).toBe(heading(page));
    click(button(page, 'العودة لتسجيل الدخول'));
    expect(heading(page)?.textContent).toBe('تسجيل الدخول');

    click(button(page, 'نسيت كلمة المرور؟'));
    expect(heading(page)?.textContent).toBe('نسيت كلمة المرور');
    expect(hasField(page, 'البريد الإلكتروني')).toBe(true);
    expect(hasField(page, 'كلمة المرور')).toBe(false);
    expect(button(page, 'إرسال رابط إعادة التعيين').type).toBe('submit');
    click(button(page, 'العودة لتسجيل الدخول'));
    expect(heading(page)?.textContent).toBe('تسجيل الدخول');
  });

  it('register mode has the old form fields, the phone example and the terms checkbox', () => {
    const page = renderPage(<OldAuthPage />, '/old-auth');
    click(button(page, 'إنشاء حساب جديد'));
    for (const label of [
      'الاسم الأول',
      'اسم الأب',
      'اسم الجد',
      'اسم العائلة',
      'اسم المستخدم',
      'البريد الإلكتروني',
      'كلمة المرور',
      'رقم الهاتف',
      'رقم التأمين',
      'أردني',
      'غير أردني',
    ]) {
      expect(hasField(page, label), label).toBe(true);
    }
    expect(field(page, 'رقم الهاتف').placeholder).toBe('07xxxxxxxx');
    const terms = page.querySelector<HTMLInputElement>('input[type="checkbox"]');
    expect(terms?.getAttribute('aria-required')).toBe('true');
    expect(terms?.closest('label')?.textContent).toContain('الشروط والأحكام');
  });

  it('requires the terms and mirrors the username typed in its own input', async () => {
    const page = renderPage(<OldAuthPage />, '/old-auth');
    click(button(page, 'إنشاء حساب جديد'));
    type(field(page, 'اسم المستخدم'), 'ab');
    await submit(page, 'إنشاء الحساب');

    const terms = page.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(description(terms)).toContain(authMessages.termsRequired);
    const username = field(page, 'اسم المستخدم');
    expect(description(username)).toContain(authMessages.usernameMin);

    // Fixing the separate input updates the form's username (re-validated while typing).
    type(username, 'laila.h');
    await Promise.resolve();
    await submit(page, 'إنشاء الحساب');
    expect(description(field(page, 'اسم المستخدم'))).not.toContain(authMessages.usernameMin);
    expect(field(page, 'اسم المستخدم').value).toBe('laila.h');
    expect(description(field(page, 'الاسم الأول'))).toContain(authMessages.firstNameRequired);
    expect(description(field(page, 'رقم الهاتف'))).toContain(authMessages.mobileRequired);
  });
  it("puts the service's field messages on this screen's fields, and only there", async () => {
    // The service names the mobile number `mobileNumber` and checks a confirmation this screen
    // does not have (its message is in the toast only).
    const answer = {
      message: 'تعذر إنشاء الحساب',
      errors: {
        username: 'اسم المستخدم مستخدم مسبقاً',
        mobileNumber: 'رقم الهاتف مسجل مسبقاً',
        confirmEmail: 'البريد الإلكتروني غير متطابق',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answer, { status: 409 })),
    );
    const page = renderPage(<OldAuthPage />, '/old-auth');
    click(button(page, 'إنشاء حساب جديد'));
    for (const [label, value] of [
      ['الاسم الأول', 'ليلى'],
      ['اسم الأب', 'خالد'],
      ['اسم الجد', 'محمود'],
      ['اسم العائلة', 'الحسن'],
      ['اسم المستخدم', 'laila.h'],
      ['البريد الإلكتروني', 'laila@example.com'],
      ['كلمة المرور', 'Another#Pass9'],
      ['رقم الهاتف', '0771234567'],
    ] as const) {
      type(field(page, label), value);
    }
    click(page.querySelector<HTMLInputElement>('input[type="checkbox"]')!);
    await submit(page, 'إنشاء الحساب');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    // One registration (the other call asks whether WhatsApp consent is offered, issue 33.3).
    const sent = vi.mocked(fetch).mock.calls.filter(([url]) => String(url) === '/api/register');
    expect(sent).toHaveLength(1);
    expect(description(field(page, 'اسم المستخدم'))).toContain(answer.errors.username);
    expect(description(field(page, 'رقم الهاتف'))).toContain(answer.errors.mobileNumber);
    expect(page.textContent).not.toContain(answer.errors.confirmEmail);
  });
});

describe('/old-auth session', () => {
  it('shows a spinner while the session is being determined', () => {
    useSessionStore.setState({ status: 'loading', user: null });
    const page = renderPage(<OldAuthPage />, '/old-auth');
    expect(page.querySelector('[role="status"]')?.textContent).toContain(SESSION_CHECK_LABEL);
    expect(page.querySelector('form')).toBeNull();
  });
});
