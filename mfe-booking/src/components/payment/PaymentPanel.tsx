import { type Payment, paymentMessages } from '@ssc/contracts';
import { Spinner, toast } from '@ssc/ui';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { paymentErrorMessage, type ReadyIntent, waitForOutcome } from './api';
import { PendingNote } from './ReturnedPayment';
import { TestPaymentForm } from './TestPaymentForm';
import { FocusedAlert } from './ui';

// Each provider's form loads only for that provider (route chunks stay within budget): Stripe's
// libraries, HyperPay's widget loader.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));
const HyperPayPaymentForm = lazy(() => import('./HyperPayPaymentForm'));

const LOADING_FORM = 'جارٍ تحميل نموذج الدفع الآمن...';

type Phase = 'ready' | 'confirming' | 'pending';

/**
 * The current page's address plus `paymentId`: where Stripe returns after a redirect method, and
 * where HyperPay's widget sends the shopper once paid (adding its `id` and `resourcePath`).
 */
export function returnUrlFor(paymentId: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
}

/**
 * Pays one intent with its provider's form, then waits for the provider's verdict (the server
 * marks the payment paid or failed, never the browser): paid → `onPaid`; failed → an error the
 * visitor can retry from; still pending → a note and a button to check again. HyperPay's widget
 * leaves the page to pay: its verdict is read where it returns (`ReturnedPayment`).
 */
export function PaymentPanel({
  intent,
  onPaid,
}: {
  intent: ReadyIntent;
  onPaid(payment: Payment): void;
}) {
  const [phase, setPhase] = useState<Phase>('ready');
  const [error, setError] = useState<string | null>(null);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const start = () => {
    setError(null);
    setPhase('confirming');
  };

  const fail = (message: string) => {
    setError(message);
    setPhase('ready');
    toast({ title: message, variant: 'destructive' });
  };

  const settle = async () => {
    start();
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const payment = await waitForOutcome(intent.paymentId, { signal: controller.signal });
      if (payment.status === 'paid') onPaid(payment);
      else if (payment.status === 'failed') fail(paymentMessages.paymentFailed);
      else setPhase('pending');
    } catch (caught) {
      if (!controller.signal.aborted)
        fail(paymentErrorMessage(caught, paymentMessages.paymentFailed));
    }
  };

  const busy = phase === 'confirming';
  let form: ReactNode;
  if (intent.provider === 'test')
    form = (
      <TestPaymentForm
        paymentId={intent.paymentId}
        amount={intent.amount}
        busy={busy}
        onStart={start}
        onConfirmed={() => void settle()}
        onError={fail}
      />
    );
  else if (intent.provider === 'hyperpay')
    form = (
      <Suspense fallback={<Spinner label={LOADING_FORM} />}>
        <HyperPayPaymentForm
          widgetUrl={intent.widgetUrl ?? ''}
          amount={intent.amount}
          returnUrl={returnUrlFor(intent.paymentId)}
        />
      </Suspense>
    );
  else
    form = (
      <Suspense fallback={<Spinner label={LOADING_FORM} />}>
        <StripePaymentForm
          publishableKey={intent.publishableKey ?? ''}
          clientSecret={intent.clientSecret}
          amount={intent.amount}
          returnUrl={returnUrlFor(intent.paymentId)}
          busy={busy}
          onStart={start}
          onConfirmed={() => void settle()}
          onError={fail}
        />
      </Suspense>
    );

  return (
    <>
      {form}
      {busy ? <Spinner label={paymentMessages.paymentProcessing} /> : null}
      {phase === 'pending' ? <PendingNote onCheck={() => void settle()} /> : null}
      {error ? <FocusedAlert message={error} testId="payment-error" /> : null}
    </>
  );
}
