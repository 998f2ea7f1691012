import { type Appointment, isOpenAppointment } from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { FormAlert } from '@ssc/ui/forms';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../format';
import { useRecordCashPayment } from '../payments/payments-api';
import { ClientName } from './ClientName';
import { DialogFields } from './dialogParts';

export const CASH_LABEL = 'مدفوع نقداً';

/**
 * Whether the office may record this appointment as paid in cash at the desk: an office
 * consultation, still open (pending or confirmed), not paid yet. A reported CliQ transfer is the
 * same payment, so cash taken instead settles it too.
 */
export function mayRecordCash(appointment: Appointment): boolean {
  return (
    appointment.consultationMode === 'office' &&
    isOpenAppointment(appointment) &&
    appointment.paymentStatus !== 'paid'
  );
}

/**
 * «مدفوع نقداً» (issue 31.2): after a dialog naming the client and the time,
 * `POST /api/payments/cash`; the same paid path as a card payment (the receipt email, the badge).
 * Shown only where `mayRecordCash`; the server's refusal (not at the office, cash not offered,
 * paid meanwhile) stays in the dialog and a toast. Usable in the table's row and in the details sheet.
 */
export function CashPaymentButton({ appointment }: { appointment: Appointment }) {
  const record = useRecordCashPayment();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  if (!mayRecordCash(appointment)) return null;
  const a = appointment;
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) setServerError(undefined);
  };
  return (
    <>
      <Button
        $variant="secondary"
        aria-label={`${CASH_LABEL} (${a.contactName}، ${a.reference})`}
        onClick={() => openChange(true)}
        data-testid="cash-payment"
      >
        <Banknote size={18} aria-hidden />
        {CASH_LABEL}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title="تسجيل الدفع نقداً؟"
        description={
          <>
            <ClientName appointment={a} />، {formatDateTime(a.date)}: استلم المكتب رسوم الموعد نقداً.
            {a.paymentStatus === 'awaiting_confirmation'
              ? ' أبلغ العميل عن حوالة CliQ لهذا الموعد، فتأكد أنه دفع نقداً بدلاً منها.'
              : ''}{' '}
            يُسجَّل الموعد مدفوعاً ويصل الإيصال إلى العميل بالبريد الإلكتروني.
          </>
        }
        confirmLabel="نعم، دُفع نقداً"
        dismissLabel="تراجع"
        busy={record.isPending}
        onConfirm={() => {
          setServerError(undefined);
          record.mutate(
            { appointmentId: a.id, contactName: a.contactName },
            {
              onSuccess: () => setOpen(false),
              onError: (error) => setServerError(error.message),
            },
          );
          return false;
        }}
      >
        {serverError ? (
          <DialogFields>
            <FormAlert role="alert">{serverError}</FormAlert>
          </DialogFields>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
