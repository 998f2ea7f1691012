import {
  cliqMessages,
  formatJod,
  PAYMENT_FAILURE_REDIRECT_DELAY_MS,
  PAYMENT_STATUS_LABELS,
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
import { CalendarPlus, CircleCheck, Clock, Home, LayoutDashboard } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  appointmentReceiptHref,
  createPaymentIntent,
  isAlreadyPaid,
  isTransferReported,
  paymentErrorMessage,
} from '../../components/payment/api';
import { PaymentOptions } from '../../components/payment/PaymentOptions';
import { usePaymentReturn } from '../../components/payment/paymentReturn';
import { Receipt, ReceiptDownload } from '../../components/payment/Receipt';
import { ReturnedPayment } from '../../components/payment/ReturnedPayment';
import { Card, ErrorNote, StatePanel, Summary, Total } from '../../components/payment/ui';
import { AppointmentDate } from '../../components/text/Inline';
import { type CheckoutOrder, orderOf, recallOrder, rememberOrder } from './order';
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

const Deadline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const APPOINTMENT_LABEL = 'رقم الحجز';

/** What the page's heading says: one thing per stage, never "pay" next to "paid". */
const HEADINGS = {
  paying: {
    title: 'إتمام الدفع',
    lead: 'جميع الاستشارات مدفوعة مسبقاً. أكمل دفع رسوم موعدك لتثبيته.',
  },
  checking: {
    title: 'إتمام الدفع',
    lead: 'نتحقق من نتيجة عملية الدفع لدى مزوّد الدفع، لحظات من فضلك.',
  },
  paid: {
    title: 'تم دفع رسوم موعدك',
    lead: 'شكراً لك. رسوم موعدك مدفوعة، ولا حاجة للدفع مرة أخرى.',
  },
  /** A CliQ transfer reported: neither "pay" nor "paid" until the office has seen it arrive. */
  awaiting: {
    title: 'بانتظار تأكيد التحويل',
    lead: 'أبلغتنا بتحويل رسوم موعدك عبر CliQ، ويتحقق المكتب من وصول الحوالة.',
  },
} as const;

/**
 * The order being paid: service, the appointment's SND- reference, its date and time and the
 * payment deadline in Amman, and the amount, all as the server gave them (nothing from the link:
 * a price or a name in a URL is whatever someone typed; no internal id either).
 */
function OrderSummary({ intent }: { intent: PaymentIntentResponse | undefined }) {
  return (
    <Card as="aside" aria-labelledby="checkout-summary-title" aria-busy={!intent || undefined}>
      <h2 id="checkout-summary-title">ملخص الطلب</h2>
      <Summary>
        <dt>الخدمة</dt>
        <dd data-testid="checkout-service">{intent ? intent.serviceName : '…'}</dd>
        {intent?.reference ? (
          <>
            <dt>{APPOINTMENT_LABEL}</dt>
            <dd>
              <bdi data-testid="checkout-reference">{intent.reference}</bdi>
            </dd>
          </>
        ) : null}
        {intent?.startsAt ? (
          <>
            <dt>موعد الاستشارة</dt>
            <dd data-testid="checkout-starts-at">
              <AppointmentDate iso={intent.startsAt} />
            </dd>
          </>
        ) : null}
        {intent?.paymentDueAt ? (
          <>
            <dt>آخر موعد للدفع</dt>
            <dd data-testid="checkout-deadline">
              <AppointmentDate iso={intent.paymentDueAt} />
            </dd>
          </>
        ) : null}
      </Summary>
      {intent?.paymentDueAt ? (
        <Deadline>
          إن لم يصلنا الدفع حتى آخر موعد للدفع يُلغى الحجز تلقائياً ويصبح الموعد متاحاً لغيرك.
        </Deadline>
      ) : null}
      <Total>
        <span>
          المبلغ المستحق <small>(شامل الضرائب)</small>
        </span>
        <strong data-testid="checkout-amount">{intent ? formatJod(intent.amount) : '…'}</strong>
      </Total>
    </Card>
  );
}

function AlreadyPaid({ downloadHref }: { downloadHref: string | undefined }) {
  const signedIn = useSessionStore((s) => Boolean(s.user));
  return (
    <StatePanel $tone="success" aria-labelledby="already-paid-title">
      <CircleCheck size={40} aria-hidden="true" />
      <h2 id="already-paid-title">تم دفع رسوم هذا الموعد مسبقاً</h2>
      <p>{paymentMessages.alreadyPaid}. سيتواصل معك فريقنا لتأكيد الموعد إن لم يفعل بعد.</p>
      <div>
        <ButtonLink to={signedIn ? '/dashboard' : '/'}>
          {signedIn ? (
            <LayoutDashboard size={18} aria-hidden="true" />
          ) : (
            <Home size={18} aria-hidden="true" />
          )}
          {signedIn ? 'عرض مواعيدي' : 'العودة إلى الرئيسية'}
        </ButtonLink>{' '}
        {downloadHref ? <ReceiptDownload href={downloadHref} /> : null}
      </div>
    </StatePanel>
  );
}
/** The client reported a CliQ transfer before (a reload, the emailed link): the office checks it. */
function AwaitingTransfer() {
  const signedIn = useSessionStore((s) => Boolean(s.user));
  return (
    <StatePanel aria-labelledby="awaiting-transfer-title" data-testid="awaiting-transfer">
      <Clock size={40} aria-hidden="true" />
      <h2 id="awaiting-transfer-title">{PAYMENT_STATUS_LABELS.awaiting_confirmation}</h2>
      <p>
        {cliqMessages.alreadyReported}. يبقى موعدك محجوزاً بينما يتحقق المكتب من وصول الحوالة، ونرسل
        لك الإيصال بالبريد الإلكتروني فور تأكيدها.
      </p>
      <div>
        <ButtonLink to={signedIn ? '/dashboard' : '/'}>
          {signedIn ? (
            <LayoutDashboard size={18} aria-hidden="true" />
          ) : (
            <Home size={18} aria-hidden="true" />
          )}
          {signedIn ? 'عرض مواعيدي' : 'العودة إلى الرئيسية'}
        </ButtonLink>
      </div>
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

/**
 * Creates the appointment's intent on load and shows the office's ways to pay it (the provider's
 * form, a CliQ transfer); `notice` says why a previous attempt did not go through (back from the
 * provider with a failed payment).
 */
function CheckoutPayment({
  checkout,
  notice,
  onPaid,
  onAlreadyPaid,
  onTransferAwaiting,
}: {
  checkout: CheckoutParams;
  notice: string | null;
  /** Paid by card, or a CliQ transfer reported (with until when the booking stays held). */
  onPaid(payment: Payment, order: CheckoutOrder, holdUntil?: string | null): void;
  onAlreadyPaid(): void;
  /** A reported CliQ transfer is being checked (409): nothing to pay meanwhile. */
  onTransferAwaiting(): void;
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
  const awaiting = intent.isError && isTransferReported(intent.error);
  useInitFailure(intent.isError && !alreadyPaid && !awaiting, intent.error);
  useEffect(() => {
    if (alreadyPaid) onAlreadyPaid();
  }, [alreadyPaid, onAlreadyPaid]);
  useEffect(() => {
    if (awaiting) onTransferAwaiting();
  }, [awaiting, onTransferAwaiting]);
  // A provider that leaves the page (HyperPay) brings the visitor back to a new page load: what
  // the receipt says of the order is kept for it.
  useEffect(() => {
    if (intent.data?.paymentId) rememberOrder(intent.data.paymentId, orderOf(intent.data));
  }, [intent.data]);

  let body: ReactNode;
  if (intent.isPending) body = <Spinner label="جارٍ تجهيز عملية الدفع..." />;
  else if (alreadyPaid || awaiting) body = <Spinner label="جارٍ عرض حالة الدفع..." />;
  else if (intent.isError)
    body = (
      <ErrorNote role="alert">
        {paymentMessages.systemError}: {paymentMessages.systemErrorHint}
      </ErrorNote>
    );
  else {
    const data = intent.data;
    body = (
      <PaymentOptions
        intent={data}
        target={{ appointmentId }}
        notice={notice}
        onPaid={(payment) => onPaid(payment, orderOf(data))}
        onTransferReported={(payment, holdUntil) => onPaid(payment, orderOf(data), holdUntil)}
      />
    );
  }

  return (
    <Layout>
      <div>{body}</div>
      <OrderSummary intent={intent.data} />
    </Layout>
  );
}

/**
 * /checkout?appointmentId (spec, payment page; `price` and `service` in a link are ignored): the
 * appointment's payment with the active provider, the "not enabled" state pointing to contact,
 * the init-failure toast and redirect, an "already paid" state, the return from a provider's page
 * (Stripe's redirect methods, HyperPay always), and a receipt once the provider has confirmed.
 * Once paid, the whole page says so: heading, title and receipt.
 */
export function CheckoutPage() {
  const [params] = useSearchParams();
  const checkout = readCheckoutParams(params);
  const { returned, clear } = usePaymentReturn();
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const [paid, setPaid] = useState<{
    payment: Payment;
    order?: CheckoutOrder;
    holdUntil?: string | null;
  } | null>(null);
  const [alreadyPaid, setAlreadyPaid] = useState(false);
  const [transferAwaiting, setTransferAwaiting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  let stage: keyof typeof HEADINGS = 'paying';
  if (paid?.payment.status === 'awaiting_confirmation' || (!paid && transferAwaiting))
    stage = 'awaiting';
  else if (paid || alreadyPaid) stage = 'paid';
  else if (returned && checkout.appointmentId) stage = 'checking';
  const heading = HEADINGS[stage];
  useDocumentTitle(
    stage === 'paid'
      ? 'إيصال الدفع'
      : stage === 'awaiting'
        ? HEADINGS.awaiting.title
        : 'إتمام الدفع',
  );

  /** The receipt PDF for whoever may have it: a signed-in owner, or a guest with the link's token. */
  const receiptHref = (appointmentId: string | undefined) =>
    appointmentId && (signedIn || checkout.token)
      ? appointmentReceiptHref(appointmentId, checkout.token)
      : undefined;

  const onPaid = useCallback(
    (payment: Payment, order?: CheckoutOrder, holdUntil?: string | null) => {
      setNotice(null);
      setPaid({ payment, order, holdUntil });
    },
    [],
  );
  const returnedId = returned?.paymentId;
  const onReturnedPaid = useCallback(
    (payment: Payment) => onPaid(payment, returnedId ? recallOrder(returnedId) : undefined),
    [onPaid, returnedId],
  );
  const onReturnedUnpaid = useCallback(
    (message: string) => {
      setNotice(message);
      // A fresh checkout follows: the address no longer names the payment that did not go through.
      clear();
    },
    [clear],
  );
  const onAlreadyPaid = useCallback(() => setAlreadyPaid(true), []);
  const onTransferAwaiting = useCallback(() => setTransferAwaiting(true), []);

  let content: ReactNode;
  if (paid) {
    const { payment, order, holdUntil } = paid;
    content = (
      <Receipt
        payment={payment}
        serviceName={
          payment.serviceName || order?.serviceName || paymentMessages.defaultServiceName
        }
        target={order?.reference ? { label: APPOINTMENT_LABEL, value: order.reference } : undefined}
        startsAt={order?.startsAt}
        downloadHref={receiptHref(payment.kind === 'appointment' ? payment.targetId : undefined)}
        holdUntil={holdUntil}
      />
    );
  } else if (alreadyPaid)
    content = <AlreadyPaid downloadHref={receiptHref(checkout.appointmentId)} />;
  else if (transferAwaiting) content = <AwaitingTransfer />;
  else if (!checkout.appointmentId) content = <NoAppointment />;
  else if (returned)
    content = (
      <ReturnedPayment
        paymentId={returned.paymentId}
        askProvider={returned.askProvider}
        onPaid={onReturnedPaid}
        onUnpaid={onReturnedUnpaid}
      />
    );
  else
    content = (
      <CheckoutPayment
        checkout={checkout}
        notice={notice}
        onPaid={onPaid}
        onAlreadyPaid={onAlreadyPaid}
        onTransferAwaiting={onTransferAwaiting}
      />
    );

  return (
    <Page>
      <PageHeading title={heading.title} lead={heading.lead} />
      {content}
    </Page>
  );
}
