import {
  formatJod,
  PAYMENT_FAILURE_REDIRECT_DELAY_MS,
  type Payment,
  type PaymentIntentResponse,
  paymentMessages,
} from '@ssc/contracts';
import {
  ButtonLink,
  Container,
  PageHeading,
  Spinner,
  toast,
  useDocumentTitle,
  useSessionStore,
} from '@ssc/ui';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, CircleCheck, Home, LayoutDashboard, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  createPaymentIntent,
  isAlreadyPaid,
  isReadyIntent,
  paymentErrorMessage,
  waitForOutcome,
} from '../../components/payment/api';
import { PaymentNotEnabled } from '../../components/payment/NotEnabled';
import { PaymentPanel } from '../../components/payment/PaymentPanel';
import { Receipt } from '../../components/payment/Receipt';
import { Card, ErrorNote, StatePanel, Summary, Total } from '../../components/payment/ui';
import { type CheckoutParams, readCheckoutParams } from './params';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[7]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Secure = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  svg { flex: none; color: ${({ theme }) => theme.colors.success}; }
`;

const APPOINTMENT_LABEL = 'رقم الموعد';

/**
 * The order being paid: service, appointment and amount, all as the server priced them (nothing
 * from the link: a price or a name in a URL is whatever someone typed).
 */
function OrderSummary({
  checkout,
  intent,
}: {
  checkout: CheckoutParams;
  intent: PaymentIntentResponse | undefined;
}) {
  return (
    <Card as="aside" aria-labelledby="checkout-summary-title" aria-busy={!intent || undefined}>
      <h2 id="checkout-summary-title">ملخص الطلب</h2>
      <Summary>
        <dt>الخدمة</dt>
        <dd data-testid="checkout-service">{intent ? intent.serviceName : '…'}</dd>
        <dt>{APPOINTMENT_LABEL}</dt>
        <dd>
          <bdi>{checkout.appointmentId}</bdi>
        </dd>
      </Summary>
      <Total>
        <span>
          المبلغ المستحق <small>(شامل الضرائب)</small>
        </span>
        <strong data-testid="checkout-amount">{intent ? formatJod(intent.amount) : '…'}</strong>
      </Total>
    </Card>
  );
}

function AlreadyPaid() {
  const signedIn = useSessionStore((s) => Boolean(s.user));
  return (
    <StatePanel $tone="success" aria-labelledby="already-paid-title">
      <CircleCheck size={40} aria-hidden="true" />
      <h2 id="already-paid-title">تم دفع رسوم هذا الموعد مسبقاً</h2>
      <p>{paymentMessages.alreadyPaid}. سيتواصل معك فريقنا لتأكيد الموعد إن لم يفعل بعد.</p>
      <ButtonLink to={signedIn ? '/dashboard' : '/'}>
        {signedIn ? (
          <LayoutDashboard size={18} aria-hidden="true" />
        ) : (
          <Home size={18} aria-hidden="true" />
        )}
        {signedIn ? 'عرض مواعيدي' : 'العودة إلى الرئيسية'}
      </ButtonLink>
    </StatePanel>
  );
}

function NoAppointment() {
  return (
    <StatePanel aria-labelledby="no-appointment-title">
      <CalendarPlus size={40} aria-hidden="true" />
      <h2 id="no-appointment-title">لا يوجد موعد محدد للدفع</h2>
      <p>تصل إلى صفحة الدفع بعد حجز موعدك. احجز استشارتك أولاً، ثم اختر «ادفع الآن» لإتمام الدفع.</p>
      <ButtonLink to="/booking">
        <CalendarPlus size={18} aria-hidden="true" />
        احجز استشارة
      </ButtonLink>
    </StatePanel>
  );
}

/**
 * Spec §8: when the payment cannot be set up, a destructive 'system error' toast and, after
 * 2 s, back to /booking.
 */
function useInitFailure(failed: boolean, error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    toast({
      title: paymentMessages.systemError,
      description: paymentErrorMessage(error, paymentMessages.systemErrorHint),
      variant: 'destructive',
      // The page leaves in 2 s: shown at once, not behind a toast already on screen.
      urgent: true,
    });
    const timer = setTimeout(() => navigate('/booking'), PAYMENT_FAILURE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failed, error, navigate]);
}

/** Creates the appointment's intent on load and shows the provider's form. */
function CheckoutPayment({
  checkout,
  onPaid,
}: {
  checkout: CheckoutParams;
  onPaid(p: Payment): void;
}) {
  const appointmentId = checkout.appointmentId ?? '';
  const intent = useQuery<PaymentIntentResponse>({
    queryKey: ['/api/create-payment-intent', appointmentId],
    // No amount: the server prices the appointment from its service in the catalogue.
    queryFn: () => createPaymentIntent({ appointmentId }),
    // An intent is a fresh server-side object: never served from an earlier visit's cache.
    gcTime: 0,
    retry: false,
  });
  const alreadyPaid = intent.isError && isAlreadyPaid(intent.error);
  useInitFailure(intent.isError && !alreadyPaid, intent.error);

  let body: ReactNode;
  if (intent.isPending) body = <Spinner label="جارٍ تجهيز عملية الدفع..." />;
  else if (alreadyPaid) body = <AlreadyPaid />;
  else if (intent.isError)
    body = (
      <ErrorNote role="alert">
        {paymentMessages.systemError}: {paymentMessages.systemErrorHint}
      </ErrorNote>
    );
  else if (!isReadyIntent(intent.data)) body = <PaymentNotEnabled />;
  else
    body = (
      <Card aria-labelledby="checkout-pay-title">
        <h2 id="checkout-pay-title">الدفع الإلكتروني</h2>
        <Secure>
          <ShieldCheck size={18} aria-hidden="true" />
          دفع آمن ومشفّر؛ لا نحتفظ ببيانات بطاقتك على خوادمنا.
        </Secure>
        <PaymentPanel intent={intent.data} onPaid={onPaid} />
      </Card>
    );

  return (
    <Layout>
      <div>{body}</div>
      <OrderSummary checkout={checkout} intent={intent.data} />
    </Layout>
  );
}

/** Back from a Stripe redirect: the payment's outcome as the server knows it. */
function ReturnedPayment({
  paymentId,
  onPaid,
  onUnpaid,
}: {
  paymentId: string;
  onPaid(p: Payment): void;
  onUnpaid(): void;
}) {
  const outcome = useQuery({
    queryKey: ['/api/payments', paymentId, 'outcome'],
    queryFn: ({ signal }) => waitForOutcome(paymentId, { signal }),
    gcTime: 0,
    retry: false,
  });
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || outcome.isPending) return;
    settled.current = true;
    if (outcome.data?.status === 'paid') onPaid(outcome.data);
    else {
      if (outcome.data?.status === 'failed')
        toast({ title: paymentMessages.paymentFailed, variant: 'destructive' });
      onUnpaid();
    }
  }, [outcome.isPending, outcome.data, onPaid, onUnpaid]);
  return <Spinner label={paymentMessages.paymentProcessing} />;
}

/**
 * /checkout?appointmentId (spec, payment page; `price` and `service` in a link are ignored): the
 * appointment's payment with
 * the active provider, the "not enabled" state pointing to contact, the init-failure toast and
 * redirect, an "already paid" state, and a receipt once the provider has confirmed.
 */
export function CheckoutPage() {
  useDocumentTitle('إتمام الدفع');
  const [params, setParams] = useSearchParams();
  const checkout = readCheckoutParams(params);
  const [paid, setPaid] = useState<Payment | null>(null);

  let content: ReactNode;
  if (paid)
    content = (
      <Receipt
        payment={paid}
        serviceName={paid.serviceName || paymentMessages.defaultServiceName}
        target={
          checkout.appointmentId
            ? { label: APPOINTMENT_LABEL, value: checkout.appointmentId }
            : undefined
        }
      />
    );
  else if (!checkout.appointmentId) content = <NoAppointment />;
  else if (checkout.returnedPaymentId)
    content = (
      <ReturnedPayment
        paymentId={checkout.returnedPaymentId}
        onPaid={setPaid}
        onUnpaid={() => {
          const next = new URLSearchParams(params);
          next.delete('paymentId');
          setParams(next, { replace: true });
        }}
      />
    );
  else content = <CheckoutPayment checkout={checkout} onPaid={setPaid} />;

  return (
    <Page>
      <PageHeading
        title="إتمام الدفع"
        lead="جميع الاستشارات مدفوعة مسبقاً. أكمل دفع رسوم موعدك لتثبيته."
      />
      {content}
    </Page>
  );
}
