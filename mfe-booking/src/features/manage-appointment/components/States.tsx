import { bookingMessages } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { ButtonLink } from '@ssc/ui';
import { ErrorState } from '@ssc/ui/states';
import { LinkIcon, LogIn, MessageCircle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Actions, StatePanel } from '../../../components/payment/ui';
import { manageHref } from '../lib/params';

/** Sign in, then back to this appointment's page (the session is then the right to manage it). */
function signInHref(id: string | undefined): string {
  const next = id ? manageHref(id) : '/dashboard';
  return `/auth?${new URLSearchParams({ tab: 'login', next })}`;
}

function State({
  id,
  icon,
  title,
  children,
  actions,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <StatePanel aria-labelledby={id} data-testid={id}>
      {icon}
      <h2 id={id}>{title}</h2>
      {children}
      <Actions>{actions}</Actions>
    </StatePanel>
  );
}

const contactLink = (
  <ButtonLink to="/contact" $variant="secondary">
    <MessageCircle size={18} aria-hidden="true" />
    تواصل معنا
  </ButtonLink>
);

/** 403: the emailed link is tampered with, expired (after the appointment) or for another one. */
export function LinkInvalid({ message, id }: { message: string; id: string }) {
  return (
    <State
      id="manage-link-invalid"
      icon={<LinkIcon size={40} aria-hidden="true" />}
      title={lifecycleMessages.linkInvalid}
      actions={
        <>
          <ButtonLink to={signInHref(id)}>
            <LogIn size={18} aria-hidden="true" />
            تسجيل الدخول
          </ButtonLink>
          {contactLink}
        </>
      }
    >
      {message !== lifecycleMessages.linkInvalid ? <p>{message}</p> : null}
      <p>
        ينتهي رابط إدارة الموعد بعد موعده، ويصلح لموعد واحد فقط. استخدم الرابط في آخر رسالة وصلتك عن
        الموعد، أو سجّل الدخول إن حجزت بحسابك، أو تواصل معنا ونساعدك.
      </p>
    </State>
  );
}

/** 404: no appointment of this account has that id. */
export function NotFound({ message }: { message: string }) {
  return (
    <State
      id="manage-not-found"
      icon={<SearchX size={40} aria-hidden="true" />}
      title={message || bookingMessages.appointmentNotFound}
      actions={
        <>
          <ButtonLink to="/dashboard">مواعيدي</ButtonLink>
          {contactLink}
        </>
      }
    >
      <p>لم نجد هذا الموعد بين مواعيد حسابك. إن وصلك رابطه بالبريد فافتحه من الرسالة نفسها.</p>
    </State>
  );
}

/** 401: neither a link nor a session. */
export function SignInNeeded({ id }: { id: string | undefined }) {
  return (
    <State
      id="manage-sign-in"
      icon={<LogIn size={40} aria-hidden="true" />}
      title="سجّل الدخول لإدارة موعدك"
      actions={
        <>
          <ButtonLink to={signInHref(id)}>
            <LogIn size={18} aria-hidden="true" />
            تسجيل الدخول
          </ButtonLink>
          {contactLink}
        </>
      }
    >
      <p>
        افتح رابط «إدارة الموعد» من رسالة الحجز في بريدك الإلكتروني، أو سجّل الدخول إن حجزت بحسابك.
      </p>
    </State>
  );
}

/** The page was opened without a usable appointment id (a link cut short). */
export function IncompleteLink() {
  return (
    <State
      id="manage-incomplete"
      icon={<LinkIcon size={40} aria-hidden="true" />}
      title="رابط إدارة الموعد غير مكتمل"
      actions={
        <>
          <ButtonLink to="/dashboard">مواعيدي</ButtonLink>
          {contactLink}
        </>
      }
    >
      <p>افتح الرابط كاملاً من رسالة الحجز في بريدك، أو اختر الموعد من لوحة التحكم.</p>
    </State>
  );
}

/** No answer, or the server failed: try again (or ask us). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <ErrorState
      data-testid="manage-load-failed"
      title="تعذّر تحميل الموعد"
      description={message}
      onRetry={onRetry}
      actions={contactLink}
    />
  );
}
