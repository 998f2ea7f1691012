// @vitest-environment jsdom
import { authMessages } from '@ssc/contracts';
import { useSessionStore, useToastStore } from '@ssc/ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthPage, parseAuthTab, SIGN_IN_TO_CONTINUE, signInReason } from './AuthPage';
import { LOGIN_FAILED_TITLE } from './LoginForm';
import { SESSION_CHECK_LABEL } from './session';
import {
  button,
  cleanup,
  click,
  currentLocation,
  description,
  field,
  hasField,
  press,
  renderPage,
  submit,
  type,
} from './testing';

beforeEach(() => {
  useSessionStore.getState().setUser(null);
});
afterEach(cleanup);

const selectedTab = (c: HTMLElement) =>
  c.querySelector('[role="tab"][aria-selected="true"]')?.textContent;

describe('/auth registration', () => {
  it('starts with the Jordanian variant and switches the identity and insurance fields', () => {
    const page = renderPage(<AuthPage />, '/auth');
    expect(selectedTab(page)).toBe('إنشاء حساب');
    expect(field(page, 'أردني').checked).toBe(true);
    expect(hasField(page, 'الرقم الوطني')).toBe(true);
    expect(hasField(page, 'رقم التأمين (اختياري)')).toBe(true);
    expect(hasField(page, 'الرقم الشخصي')).toBe(false);

    click(field(page, 'غير أردني'));
    expect(hasField(page, 'الرقم الوطني')).toBe(false);
    expect(hasField(page, 'الرقم الشخصي')).toBe(true);
    expect(hasField(page, 'رقم التأمين / الضمان الاجتماعي')).toBe(true);
    expect(hasField(page, 'رقم التأمين (اختياري)')).toBe(false);
  });

  it('has every field of the spec, the mobile example and the register button', () => {
    const page = renderPage(<AuthPage />, '/auth');
    for (const label of [
      'الاسم الأول',
      'اسم الأب',
      'اسم الجد',
      'اسم العائلة',
      'رقم الهاتف المحمول',
      'البريد الإلكتروني',
      'تأكيد البريد الإلكتروني',
      'كلمة المرور',
      'تأكيد كلمة المرور',
    ]) {
      expect(hasField(page, label), label).toBe(true);
    }
    expect(description(field(page, 'رقم الهاتف المحمول'))).toContain('0791234567');
    expect(description(field(page, 'رقم الهاتف المحمول'))).toContain('\u2066+971501234567\u2069');
    expect(button(page, 'تسجيل').type).toBe('submit');
  });

  it('toggles the three work statuses independently with aria-pressed', () => {
    const page = renderPage(<AuthPage />, '/auth');
    const toggles = ['منقطع', 'مشترك', 'متقاعد'].map((t) => button(page, t));
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    click(toggles[0]!);
    click(toggles[2]!);
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'true']);
    click(toggles[0]!);
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true']);
    // Toggles never submit the form.
    expect(toggles.every((t) => t.type === 'button')).toBe(true);
  });

  it('shows the Arabic errors on the invalid fields, announced through aria-describedby', async () => {
    const page = renderPage(<AuthPage />, '/auth');
    type(field(page, 'البريد الإلكتروني'), 'someone@example.com');
    type(field(page, 'تأكيد البريد الإلكتروني'), 'other@example.com');
    type(field(page, 'كلمة المرور'), 'short');
    await submit(page, 'تسجيل');

    const firstName = field(page, 'الاسم الأول');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(description(firstName)).toContain(authMessages.firstNameRequired);
    expect(page.ownerDocument.activeElement).toBe(firstName);
    // Each name part says which one is missing (docs/glossary.md).
    expect(description(field(page, 'اسم الأب'))).toContain('اسم الأب مطلوب');
    expect(description(field(page, 'اسم الجد'))).toContain('اسم الجد مطلوب');
    expect(description(field(page, 'اسم العائلة'))).toContain('اسم العائلة مطلوب');
    expect(description(firstName)).toContain('الاسم الأول مطلوب');
    expect(description(field(page, 'رقم الهاتف المحمول'))).toContain(authMessages.mobileRequired);
    expect(description(field(page, 'تأكيد البريد الإلكتروني'))).toContain(
      authMessages.emailsMismatch,
    );
    expect(description(field(page, 'كلمة المرور'))).toContain(authMessages.passwordMin);
    expect(description(field(page, 'تأكيد كلمة المرور'))).toContain(
      authMessages.confirmPasswordRequired,
    );
    expect(field(page, 'البريد الإلكتروني').getAttribute('aria-invalid')).toBe('false');
    // Nothing was sent: the button is back to its label.
    expect(button(page, 'تسجيل').disabled).toBe(false);
  });

  it('asks for the terms consent: a required checkbox linking to the terms, its error under it', async () => {
    const page = renderPage(<AuthPage />, '/auth');
    const form = page.querySelector('form[aria-label="إنشاء حساب جديد"]')!;
    const terms = form.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(terms.checked).toBe(false);
    expect(terms.getAttribute('aria-required')).toBe('true');
    const label = terms.closest('label')!;
    expect(label.textContent).toContain('أوافق على الشروط والأحكام');
    expect(label.querySelector('a[href="/terms-of-service"]')?.textContent).toBe('الشروط والأحكام');

    await submit(page, 'تسجيل');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(description(terms)).toBe(authMessages.termsRequired);

    // Ticking it clears the message (validated again on change after a submit).
    await act(async () => {
      terms.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(terms.checked).toBe(true);
    expect(terms.getAttribute('aria-invalid')).toBeNull();
    expect(description(terms)).toBe('');
  });

  it('says a non-Jordanian mobile number is invalid, with the example', async () => {
    const page = renderPage(<AuthPage />, '/auth');
    type(field(page, 'رقم الهاتف المحمول'), '0612345678');
    await submit(page, 'تسجيل');
    expect(description(field(page, 'رقم الهاتف المحمول'))).toContain(authMessages.mobileInvalid);
  });
});

describe('/auth tabs', () => {
  it('opens the tab named in the address and shows its form', () => {
    const page = renderPage(<AuthPage />, '/auth?tab=login');
    expect(selectedTab(page)).toBe('تسجيل الدخول');
    expect(hasField(page, 'اسم المستخدم أو البريد الإلكتروني')).toBe(true);
    expect(page.querySelector('h1')?.textContent).toBe('تسجيل الدخول');
    const panel = page.querySelector('[role="tabpanel"]:not([hidden])');
    const tab = page.querySelector('[role="tab"][aria-selected="true"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tab?.id);
    expect(tab?.getAttribute('aria-controls')).toBe(panel?.id);
  });

  it('moves between tabs with the arrow keys in right-to-left order', async () => {
    const page = renderPage(<AuthPage />, '/auth');
    const register = button(page, 'إنشاء حساب');
    register.focus();
    await press(register, 'ArrowLeft');
    expect(selectedTab(page)).toBe('تسجيل الدخول');
    expect(page.ownerDocument.activeElement?.textContent).toBe('تسجيل الدخول');
    expect(currentLocation(page)).toBe('/auth?tab=login');
    await press(page.ownerDocument.activeElement as HTMLElement, 'End');
    expect(selectedTab(page)).toBe('نسيت كلمة المرور');
    expect(hasField(page, 'البريد الإلكتروني')).toBe(true);
    await press(page.ownerDocument.activeElement as HTMLElement, 'ArrowLeft');
    expect(selectedTab(page)).toBe('إنشاء حساب');
    expect(currentLocation(page)).toBe('/auth');
  });

  it('links from the login form to the forgot-password form', () => {
    const page = renderPage(<AuthPage />, '/auth?tab=login');
    click(button(page, 'نسيت كلمة المرور؟'));
    expect(selectedTab(page)).toBe('نسيت كلمة المرور');
    expect(page.ownerDocument.activeElement?.getAttribute('role')).toBe('tab');
  });

  it('validates login and forgot-password forms with the contract messages', async () => {
    const page = renderPage(<AuthPage />, '/auth?tab=login');
    await submit(page, 'تسجيل الدخول');
    expect(description(field(page, 'اسم المستخدم أو البريد الإلكتروني'))).toContain(
      authMessages.usernameRequired,
    );
    expect(description(field(page, 'كلمة المرور'))).toContain(authMessages.passwordRequired);

    click(button(page, 'نسيت كلمة المرور؟'));
    type(field(page, 'البريد الإلكتروني'), 'not-an-email');
    await submit(page, 'إرسال رابط إعادة التعيين');
    expect(description(field(page, 'البريد الإلكتروني'))).toContain(authMessages.emailInvalid);
  });

  it('reads unknown tab names as the registration screen', () => {
    expect(parseAuthTab(null)).toBe('register');
    expect(parseAuthTab('forgot')).toBe('forgot');
    expect(parseAuthTab('admin')).toBe('register');
  });
});

describe('/auth session', () => {
  it('sends a signed-in visitor to the home page', () => {
    useSessionStore.getState().setUser({ id: 'u1', email: 'a@example.com', firstName: 'علي' });
    const page = renderPage(<AuthPage />, '/auth');
    expect(currentLocation(page)).toBe('/');
    expect(page.querySelector('form')).toBeNull();
  });

  it('waits with a spinner while the session is being determined', () => {
    useSessionStore.setState({ status: 'loading', user: null });
    const page = renderPage(<AuthPage />, '/auth');
    expect(page.querySelector('[role="status"]')?.textContent).toContain(SESSION_CHECK_LABEL);
    expect(page.querySelector('form')).toBeNull();
  });
});

describe('/auth sent from a protected page (issue 33.4)', () => {
  it('tells the guest why, naming the page when it is a known one', () => {
    expect(signInReason('/dashboard')).toBe('يرجى تسجيل الدخول للمتابعة إلى لوحة التحكم');
    expect(signInReason('/dashboard/appointments?tab=1')).toBe(
      'يرجى تسجيل الدخول للمتابعة إلى لوحة التحكم',
    );
    expect(signInReason('/admin')).toBe('يرجى تسجيل الدخول للمتابعة إلى لوحة الإدارة');
    expect(signInReason('/booking')).toBe(SIGN_IN_TO_CONTINUE);
    expect(signInReason(null)).toBeNull();
    expect(signInReason('https://evil.example/')).toBeNull();
  });

  it('shows the notice as a status above the form, and keeps next when the tab changes', async () => {
    const page = renderPage(<AuthPage />, '/auth?tab=login&next=%2Fdashboard');
    const notice = page.querySelector('[role="status"]');
    expect(notice?.textContent).toBe('يرجى تسجيل الدخول للمتابعة إلى لوحة التحكم');
    expect(
      notice!.compareDocumentPosition(page.querySelector('[role="tablist"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    click(button(page, 'نسيت كلمة المرور؟'));
    expect(currentLocation(page)).toBe('/auth?tab=forgot&next=%2Fdashboard');
    expect(renderPage(<AuthPage />, '/auth').querySelector('[role="status"]')).toBeNull();
  });
});

describe('/auth sign-in toasts (issue 33.4)', () => {
  const answers: Response[] = [];
  beforeEach(() => {
    useToastStore.setState({ toasts: [], queue: [] });
    vi.stubGlobal('fetch', async () => answers.shift() ?? new Response(null, { status: 500 }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const onScreen = () =>
    useToastStore
      .getState()
      .toasts.filter((t) => t.open)
      .map((t) => t.title);

  it("closes a failed try's error toast when the next try succeeds", async () => {
    const page = renderPage(<AuthPage />, '/auth?tab=login&next=%2Fdashboard');
    type(field(page, 'اسم المستخدم أو البريد الإلكتروني'), 'sara');
    type(field(page, 'كلمة المرور'), 'wrong-password');
    answers.push(json(401, { message: authMessages.invalidCredentials }));
    await submit(page, 'تسجيل الدخول');
    expect(onScreen()).toEqual([LOGIN_FAILED_TITLE]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ page: true });

    type(field(page, 'كلمة المرور'), 'right-password');
    answers.push(json(200, { id: 'u1', email: 'sara@example.com', firstName: 'سارة' }));
    answers.push(json(200, { id: 'u1', email: 'sara@example.com', firstName: 'سارة' }));
    await submit(page, 'تسجيل الدخول');
    expect(onScreen()).toEqual(['تم تسجيل الدخول بنجاح']);
    expect(useToastStore.getState().queue).toEqual([]);
    expect(currentLocation(page)).toBe('/dashboard');
  });
});
