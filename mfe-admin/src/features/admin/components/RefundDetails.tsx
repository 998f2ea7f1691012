import type { Appointment } from '@ssc/contracts';
import { REFUND_BY_HAND_REASON } from '@ssc/contracts/lifecycle';
import { Button } from '@ssc/ui';
import { RefundStatusBadge } from '@ssc/ui/badges';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { FormAlert } from '@ssc/ui/forms';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useRetryRefund } from '../api/queries';
import { formatPrice } from '../format';
import { ClientName } from './ClientName';
import { DialogFields } from './dialogParts';
import { Muted } from './layout';

const RefundFacts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Reason = styled.span`
  overflow-wrap: anywhere;
`;

type AppointmentRefund = NonNullable<Appointment['refund']>;

/** The refund's share and amount, as the office reads them: "100% (30 د.أ)". */
export const refundAmountText = (refund: AppointmentRefund) =>
  `${refund.percent}% (${formatPrice(refund.amount)})`;

/** A refund the office pays back itself by design (a CliQ or cash payment): retrying cannot help. */
export function isRefundByHand(refund: Appointment['refund']): boolean {
  return refund?.status === 'failed' && refund.failureReason === REFUND_BY_HAND_REASON;
}

/**
 * The sheet's rows about the money going back: the refund's state, share and amount, and for one
 * the provider refused, its reason in the provider's words (often English: isolated); and for a
 * payment that landed after its hold ran out, that its refund is automatic.
 */
export function RefundRows({ appointment }: { appointment: Appointment }) {
  const { refund, needsRefund } = appointment;
  // Refunded automatically since issue 31.4; a late payment recorded before that has no refund.
  const automatic = refund && refund.status !== 'none';
  return (
    <>
      {refund ? (
        <>
          <dt>الاسترداد</dt>
          <dd data-testid="details-refund">
            <RefundFacts>
              <span>
                {/* The dt says «الاسترداد»: the badge does not say it again (issue 33.4). */}
                <RefundStatusBadge
                  status={refund.status}
                  labelled={false}
                  testId="details-refund-status"
                />{' '}
                {refundAmountText(refund)}
              </span>
              {refund.status === 'failed' ? (
                <Reason data-testid="details-refund-reason">
                  سبب الرفض: <bdi>{refund.failureReason || 'لم يذكر مزوّد الدفع سبباً'}</bdi>
                </Reason>
              ) : null}
            </RefundFacts>
          </dd>
        </>
      ) : null}
      {needsRefund ? (
        <>
          <dt>دفعة متأخرة</dt>
          <dd data-testid="details-late-payment">
            {automatic ? (
              <>
                دُفع بعد انتهاء مهلة الدفع وإلغاء الحجز: يُرد المبلغ كاملاً تلقائياً عبر مزوّد الدفع،
                وحالته في «الاسترداد».
              </>
            ) : (
              <strong>
                دُفع بعد الإلغاء قبل تفعيل الاسترداد التلقائي: يجب رد المبلغ للعميل يدوياً
              </strong>
            )}
          </dd>
        </>
      ) : null}
    </>
  );
}

/**
 * «إعادة محاولة الاسترداد»: a refund the provider refused is sent to it once more, after a dialog
 * naming the client, the amount and why it was refused. The dialog waits for the server and shows
 * its refusal in place (409: nothing refused to retry any more); the toasts and the refreshed sheet
 * come from `useRetryRefund`.
 */
export function RetryRefund({ appointment }: { appointment: Appointment }) {
  const retry = useRetryRefund();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const a = appointment;
  const refund = a.refund;
  // A CliQ or cash payment's refund is the office's to pay back («تسجيل رد المبلغ يدوياً»): no
  // provider can take it, so it is not offered for a retry.
  const failed = refund?.status === 'failed' && !isRefundByHand(refund);
  // A dialog still open when the sheet reads that the refund moved on (retried elsewhere: the 409)
  // stays, with the server's words, until the admin closes it.
  if (!refund || (!failed && !open)) return null;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) setServerError(undefined);
  };

  return (
    <>
      {failed ? (
        <>
          <Button
            $variant="secondary"
            aria-label={`إعادة محاولة الاسترداد (${a.contactName}، ${a.reference})`}
            disabled={retry.isPending}
            onClick={() => openChange(true)}
          >
            <RotateCcw size={18} aria-hidden />
            إعادة محاولة الاسترداد
          </Button>
          <Muted>رفض مزوّد الدفع استرداد هذا الموعد؛ السبب في «الاسترداد» أدناه.</Muted>
        </>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title="إعادة محاولة الاسترداد؟"
        description={
          <>
            <ClientName appointment={a} />: يُرسل استرداد {refundAmountText(refund)} إلى مزوّد الدفع
            مرة أخرى، ويبقى «قيد الاسترداد» حتى يردّ المزوّد.
          </>
        }
        confirmLabel="نعم، أعد المحاولة"
        dismissLabel="تراجع"
        busy={retry.isPending}
        busyLabel="جارٍ الإرسال..."
        holdWhileBusy
        onConfirm={() => {
          setServerError(undefined);
          retry.mutate(
            { id: a.id },
            {
              onSuccess: () => setOpen(false),
              onError: (error) => setServerError(error.message),
            },
          );
          return false;
        }}
      >
        <DialogFields>
          {failed ? (
            <Muted data-testid="retry-refund-reason">
              سبب الرفض السابق: <bdi>{refund.failureReason || 'لم يذكر مزوّد الدفع سبباً'}</bdi>
            </Muted>
          ) : null}
          {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
        </DialogFields>
      </ConfirmDialog>
    </>
  );
}
