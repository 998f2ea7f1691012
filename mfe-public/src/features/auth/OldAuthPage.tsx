import { FORGOT_PASSWORD_RETURN_DELAY_MS } from '@ssc/contracts';
import { useDocumentTitle } from '@ssc/ui';
import { LinkButton } from '@ssc/ui/forms';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AuthCard, AuthPageFrame, FormLinks } from './components/layout';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { OLD_AUTH_REGISTER_SCREEN } from './forms/registerScreens';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { GuestOnly } from './session';

export type OldAuthMode = 'login' | 'register' | 'forgot';

const TITLES: Record<OldAuthMode, { title: string; lead: string }> = {
  login: { title: 'تسجيل الدخول', lead: 'أدخل اسم المستخدم وكلمة المرور للوصول إلى حسابك.' },
  register: { title: 'إنشاء حساب', lead: 'أكمل البيانات التالية لإنشاء حسابك لدينا.' },
  forgot: {
    title: 'نسيت كلمة المرور',
    lead: 'أدخل بريدك الإلكتروني وسنرسل إليك رابطاً لإعادة تعيين كلمة المرور.',
  },
};

export const RETURNING_TO_LOGIN = 'سيتم تحويلك إلى صفحة تسجيل الدخول خلال ثانيتين...';

const Frame = styled(AuthPageFrame)`
  padding-block-start: ${({ theme }) => theme.space[6]};
`;

const Title = styled.h1`
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-block-end: ${({ theme }) => theme.space[5]};
`;

const Status = styled.p`
  margin-block: ${({ theme }) => theme.space[4]} 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** Spec §2 "/old-auth": the older screen with login, register and forgot-password modes. */
export function OldAuthPage() {
  const [mode, setMode] = useState<OldAuthMode>('login');
  const [returning, setReturning] = useState(false);
  const { title, lead } = TITLES[mode];
  useDocumentTitle(title);

  // A mode switch replaces the form: focus goes to the heading (the same element, new text) so
  // keyboard and screen-reader users start at the top of the new form.
  const headingRef = useRef<HTMLHeadingElement>(null);
  function switchTo(next: OldAuthMode) {
    setReturning(false);
    setMode(next);
    headingRef.current?.focus();
  }

  // Spec §4: after a sent reset request the screen goes back to login after 2 seconds.
  useEffect(() => {
    if (!returning) return;
    const timer = setTimeout(() => {
      setReturning(false);
      setMode('login');
      headingRef.current?.focus();
    }, FORGOT_PASSWORD_RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [returning]);

  return (
    <Frame>
      <GuestOnly>
        <AuthCard $wide={mode === 'register'}>
          <Title ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          <Lead>{lead}</Lead>

          {mode === 'login' ? (
            <LoginForm
              usernameLabel="اسم المستخدم"
              footer={
                <FormLinks>
                  <LinkButton type="button" onClick={() => switchTo('forgot')}>
                    نسيت كلمة المرور؟
                  </LinkButton>
                  <p>
                    ليس لديك حساب؟{' '}
                    <LinkButton type="button" onClick={() => switchTo('register')}>
                      إنشاء حساب جديد
                    </LinkButton>
                  </p>
                </FormLinks>
              }
            />
          ) : null}

          {mode === 'register' ? (
            <RegisterForm
              screen={OLD_AUTH_REGISTER_SCREEN}
              footer={
                <FormLinks>
                  <p>
                    لديك حساب بالفعل؟{' '}
                    <LinkButton type="button" onClick={() => switchTo('login')}>
                      العودة لتسجيل الدخول
                    </LinkButton>
                  </p>
                </FormLinks>
              }
            />
          ) : null}

          {mode === 'forgot' ? (
            <>
              <ForgotPasswordForm
                locked={returning}
                onSent={() => setReturning(true)}
                footer={
                  <FormLinks>
                    <LinkButton type="button" onClick={() => switchTo('login')}>
                      العودة لتسجيل الدخول
                    </LinkButton>
                  </FormLinks>
                }
              />
              <div role="status">{returning ? <Status>{RETURNING_TO_LOGIN}</Status> : null}</div>
            </>
          ) : null}
        </AuthCard>
      </GuestOnly>
    </Frame>
  );
}
