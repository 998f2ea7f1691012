import { ApiError } from '@ssc/api-client';
import { type Payment, paymentMessages } from '@ssc/contracts';
import { Button, Spinner } from '@ssc/ui';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { paymentErrorMessage, waitForOutcome } from './api';
import type { PaymentReturn } from './paymentReturn';
import { ErrorNote } from './ui';

/** The provider has not told us yet: what that means, and a button to ask again. */
export function PendingNote({ onCheck, busy }: { onCheck(): void; busy?: boolean }) {
  return (
    <div role="status">
      <p>
        لم يصلنا تأكيد مزوّد الدفع بعد. إن تم خصم المبلغ فسيظهر الدفع مؤكداً خلال دقائق، ونرسل لك
        التأكيد بالبريد الإلكتروني.
      </p>
      <Button $variant="secondary" onClick={onCheck} disabled={busy}>
        <RefreshCw size={18} aria-hidden="true" />
        تحقق من حالة الدفع
      </Button>
    </div>
  );
}

/**
 * Back from a provider's page: the payment's outcome as the server knows it (after asking the
 * provider when `askProvider`), then polled while still pending (`waitForOutcome`). Paid →
 * `onPaid`; failed, or a payment the server does not know → `onUnpaid` with what to say (a fresh
 * checkout follows); still pending or not answered → a note and «تحقق من حالة الدفع», which asks
 * again (through the provider for a HyperPay payment).
 */
export function ReturnedPayment({
  paymentId,
  askProvider,
  onPaid,
  onUnpaid,
}: PaymentReturn & {
  onPaid(payment: Payment): void;
  onUnpaid(message: string): void;
}) {
  const [ask, setAsk] = useState(askProvider);
  const outcome = useQuery({
    queryKey: ['/api/payments', paymentId, ask ? 'refresh' : 'outcome'],
    queryFn: ({ signal }) => waitForOutcome(paymentId, { refresh: ask, signal }),
    gcTime: 0,
    retry: false,
  });

  const notFound = outcome.error instanceof ApiError && outcome.error.status === 404;
  useEffect(() => {
    if (outcome.isFetching) return;
    if (outcome.data?.status === 'paid') onPaid(outcome.data);
    else if (outcome.data?.status === 'failed') onUnpaid(paymentMessages.paymentFailed);
    else if (notFound) onUnpaid(paymentMessages.paymentNotFound);
  }, [outcome.isFetching, outcome.data, notFound, onPaid, onUnpaid]);

  const checkAgain = () => {
    // A HyperPay payment is read from HyperPay again; others from our server.
    const viaProvider = ask || outcome.data?.provider === 'hyperpay';
    if (viaProvider !== ask) setAsk(viaProvider);
    else void outcome.refetch();
  };

  if (outcome.isFetching || outcome.isPending) {
    return <Spinner label={paymentMessages.paymentProcessing} />;
  }
  if (outcome.isError && !notFound) {
    return (
      <>
        <ErrorNote role="alert">
          {paymentErrorMessage(outcome.error, 'تعذر التحقق من حالة الدفع الآن')}
        </ErrorNote>
        <PendingNote onCheck={checkAgain} />
      </>
    );
  }
  if (outcome.data?.status === 'pending') return <PendingNote onCheck={checkAgain} />;
  return <Spinner label={paymentMessages.paymentProcessing} />;
}
