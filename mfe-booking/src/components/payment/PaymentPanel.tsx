import { type Payment, paymentMessages } from '@ssc/contracts';
import { Button, Spinner, toast } from '@ssc/ui';
import { RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { paymentErrorMessage, type ReadyIntent, waitForOutcome } from './api';
import { TestPaymentForm } from './TestPaymentForm';
import { ErrorNote } from './ui';

// Stripe's libraries load only for the stripe provider (route chunks stay within budget).
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));

type Phase = 'ready' | 'confirming' | 'pending';

/** The current page's address plus `paymentId`, where Stripe returns after a redirect method. */
export function returnUrlFor(paymentId: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set('paymentId', paymentId);
  return url.toString();
}

/**
 * Pays one intent with its provider's form, then waits for the provider's verdict (the server
 * marks the payment paid or failed, never the browser): paid → `onPaid`; failed → an error the
 * visitor can retry from; still pending → a note and a button to check again.
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
  const form =
    intent.provider === 'test' ? (
      <TestPaymentForm
        paymentId={intent.paymentId}
        amount={intent.amount}
        busy={busy}
        onStart={start}
        onConfirmed={() => void settle()}
        onError={fail}
      />
    ) : (
      <Suspense fallback={<Spinner label="جارٍ تحميل نموذج الدفع الآمن..." />}>
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
      {phase === 'pending' ? (
        <div role="status">
          <p>
            لم يصلنا تأكيد مزوّد الدفع بعد. إن تم خصم المبلغ فسيظهر الدفع مؤكداً خلال دقائق، ونرسل لك
            التأكيد بالبريد الإلكتروني.
          </p>
          <Button $variant="secondary" onClick={() => void settle()}>
            <RefreshCw size={18} aria-hidden="true" />
            تحقق من حالة الدفع
          </Button>
        </div>
      ) : null}
      {error ? <ErrorNote role="alert">{error}</ErrorNote> : null}
    </>
  );
}
