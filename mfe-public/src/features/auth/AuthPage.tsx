import { safeReturnPath } from '@ssc/contracts/return-path';
import { PageHeading, useDocumentTitle } from '@ssc/ui';
import { LinkButton } from '@ssc/ui/forms';
import { focusTab, Tabs } from '@ssc/ui/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthHeading, AuthPageFrame, FormLinks, SignInReason } from './components/layout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { AUTH_REGISTER_SCREEN } from './forms/registerScreens';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { GuestOnly } from './session';

export type AuthTab = 'register' | 'login' | 'forgot';

const TABS = [
  { key: 'register', label: 'إنشاء حساب' },
  { key: 'login', label: 'تسجيل الدخول' },
  { key: 'forgot', label: 'نسيت كلمة المرور' },
] as const satisfies readonly { key: AuthTab; label: string }[];

const HEADINGS: Record<AuthTab, { title: string; lead: string }> = {
  register: {
    title: 'إنشاء حساب جديد',
    lead: 'سجّل مرة واحدة لتحجز استشاراتك وتتابع مواعيدك ووثائقك لدى فريقنا بسهولة.',
  },
  login: {
    title: 'تسجيل الدخول',
    lead: 'ادخل إلى حسابك لمتابعة مواعيدك وطلباتك.',
  },
  forgot: {
    title: 'استعادة كلمة المرور',
    lead: 'أدخل بريدك الإلكتروني المسجل وسنرسل إليك رابطاً لتعيين كلمة مرور جديدة.',
  },
};

/** The pages a guest is sent here from, by the name the user menu gives them. */
const NEXT_PAGE_NAMES: Readonly<Record<string, string>> = {
  '/dashboard': 'لوحة التحكم',
  '/admin': 'لوحة الإدارة',
};
export const SIGN_IN_TO_CONTINUE = 'يرجى تسجيل الدخول للمتابعة';

/**
 * Why a guest sent here by a protected page (`?next=`) must sign in (issue 33.4): naming the page
 * when it is a known one. None without a `next` (or with one that is not a path of this site).
 */
export function signInReason(next: string | null): string | null {
  const path = safeReturnPath(next);
  if (!path) return null;
  const pathname = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const section = Object.keys(NEXT_PAGE_NAMES).find(
    (known) => pathname === known || pathname.startsWith(`${known}/`),
  );
  return section ? `${SIGN_IN_TO_CONTINUE} إلى ${NEXT_PAGE_NAMES[section]}` : SIGN_IN_TO_CONTINUE;
}

/** The tab of `?tab=`; the page is the registration screen by default (spec route table). */
export function parseAuthTab(value: string | null): AuthTab {
  return value === 'login' || value === 'forgot' ? value : 'register';
}

/** Spec §2 "/auth": registration, sign-in and forgot-password on one page, for guests only. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseAuthTab(params.get('tab'));
  const heading = HEADINGS[tab];
  const reason = signInReason(params.get('next'));
  useDocumentTitle(heading.title);

  function select(key: AuthTab) {
    // `next` stays: whichever form the visitor uses, they go back to the page that sent them.
    const next = params.get('next');
    setParams(
      { ...(key === 'register' ? {} : { tab: key }), ...(next ? { next } : {}) },
      { replace: true },
    );
  }
  /** From a link inside a panel: the link disappears, so focus goes to the new tab. */
  function jumpTo(key: AuthTab) {
    select(key);
    focusTab(key);
  }

  const panels: Record<AuthTab, ReactNode> = {
    register: <RegisterForm screen={AUTH_REGISTER_SCREEN} />,
    login: (
      <LoginForm
        footer={
          <FormLinks>
            <LinkButton type="button" onClick={() => jumpTo('forgot')}>
              نسيت كلمة المرور؟
            </LinkButton>
            <p>
              ليس لديك حساب؟{' '}
              <LinkButton type="button" onClick={() => jumpTo('register')}>
                أنشئ حساباً جديداً
              </LinkButton>
            </p>
          </FormLinks>
        }
      />
    ),
    forgot: (
      <ForgotPasswordForm
        footer={
          <FormLinks>
            <p>
              تذكرت كلمة المرور؟{' '}
              <LinkButton type="button" onClick={() => jumpTo('login')}>
                العودة لتسجيل الدخول
              </LinkButton>
            </p>
          </FormLinks>
        }
      />
    ),
  };

  return (
    <AuthPageFrame>
      <AuthHeading>
        <PageHeading title={heading.title} lead={heading.lead} />
      </AuthHeading>
      <GuestOnly>
        {reason ? <SignInReason role="status">{reason}</SignInReason> : null}
        <AuthCard $wide={tab === 'register'}>
          <Tabs
            label="خيارات الحساب"
            look="segmented"
            keepMounted={false}
            value={tab}
            onValueChange={(key) => select(parseAuthTab(key))}
            items={TABS.map(({ key, label }) => ({ value: key, label, panel: panels[key] }))}
          />
        </AuthCard>
      </GuestOnly>
    </AuthPageFrame>
  );
}
