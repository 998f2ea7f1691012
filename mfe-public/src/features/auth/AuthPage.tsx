import { PageHeading, useDocumentTitle } from '@ssc/ui';
import { LinkButton } from '@ssc/ui/forms';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthHeading, AuthPageFrame, FormLinks } from './components/layout';
import { TabPanel, Tabs, tabId } from './components/Tabs';
import { ForgotPasswordForm } from './ForgotPasswordForm';
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

const PREFIX = 'auth';

/** The tab of `?tab=`; the page is the registration screen by default (spec route table). */
export function parseAuthTab(value: string | null): AuthTab {
  return value === 'login' || value === 'forgot' ? value : 'register';
}

/** Spec §2 "/auth": registration, sign-in and forgot-password on one page, for guests only. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = parseAuthTab(params.get('tab'));
  const heading = HEADINGS[tab];
  useDocumentTitle(heading.title);

  function select(key: AuthTab) {
    setParams(key === 'register' ? {} : { tab: key }, { replace: true });
  }
  /** From a link inside a panel: the link disappears, so focus goes to the new tab. */
  function jumpTo(key: AuthTab) {
    select(key);
    document.getElementById(tabId(PREFIX, key))?.focus();
  }

  return (
    <AuthPageFrame>
      <AuthHeading>
        <PageHeading title={heading.title} lead={heading.lead} />
      </AuthHeading>
      <GuestOnly>
        <AuthCard $wide={tab === 'register'}>
          <Tabs label="خيارات الحساب" prefix={PREFIX} tabs={TABS} active={tab} onSelect={select} />
          <TabPanel prefix={PREFIX} tabKey={tab}>
            {tab === 'register' ? <RegisterForm /> : null}
            {tab === 'login' ? (
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
            ) : null}
            {tab === 'forgot' ? (
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
            ) : null}
          </TabPanel>
        </AuthCard>
      </GuestOnly>
    </AuthPageFrame>
  );
}
