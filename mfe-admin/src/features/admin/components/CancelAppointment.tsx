import type { Appointment, AppointmentDetail } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { Button } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { FormAlert, TextAreaField } from '@ssc/ui/forms';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useCancelAppointment } from '../api/queries';
import { formatDateTime, formatPrice } from '../format';
import { ClientName } from './ClientName';
import { DialogFields } from './dialogParts';

/** The reason's limit (the server's `updateAppointmentSchema` refuses more). */
export const REASON_MAX = 500;

/** Why the reason cannot be sent as it is, in the contracts' words; undefined when it can. */
export function reasonProblem(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (!trimmed) return lifecycleMessages.reasonRequired;
  if (trimmed.length > REASON_MAX) return lifecycleMessages.reasonTooLong;
  return undefined;
}

/**
 * The office cancels an appointment: the reason is required (it goes to the client in the
 * cancellation email) and the dialog says what comes back to the client before anything is sent.
 * The dialog stays open until the server agrees, and shows its refusal in place.
 */
export function CancelAppointment({
  appointment,
  refund,
}: {
  appointment: Appointment;
  refund: AppointmentDetail['cancel']['refund'] | undefined;
}) {
  const cancel = useCancelAppointment();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const a = appointment;

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFieldError(undefined);
      setServerError(undefined);
    }
  };

  return (
    <>
      <Button
        $variant="secondary"
        aria-label={`إلغاء الموعد (${a.contactName}، ${a.reference})`}
        onClick={() => openChange(true)}
      >
        <CalendarX size={18} aria-hidden />
        إلغاء الموعد
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title="إلغاء الموعد؟"
        description={
          <>
            <ClientName appointment={a} />، {formatDateTime(a.date)}. يصل السبب إلى العميل في رسالة
            الإلغاء.
            {refund ? ` يُرد إليه ${refund.percent}% مما دفع (${formatPrice(refund.amount)}).` : ''}
          </>
        }
        confirmLabel="نعم، ألغِ الموعد"
        dismissLabel="تراجع"
        busy={cancel.isPending}
        onConfirm={() => {
          const problem = reasonProblem(reason);
          setFieldError(problem);
          setServerError(undefined);
          if (problem) {
            document.getElementById(`cancel-reason-${a.id}`)?.focus();
            return false;
          }
          cancel.mutate(
            { id: a.id, reason: reason.trim() },
            {
              onSuccess: () => {
                setReason('');
                setOpen(false);
              },
              onError: (error) => {
                // A 400 on the reason belongs under the field; anything else above the buttons.
                if (error.message === lifecycleMessages.reasonRequired)
                  setFieldError(error.message);
                else setServerError(error.message);
              },
            },
          );
          return false;
        }}
      >
        <DialogFields>
          <TextAreaField
            id={`cancel-reason-${a.id}`}
            label="سبب الإلغاء"
            required
            rows={4}
            value={reason}
            error={fieldError}
            hint={`يقرؤه العميل. ${REASON_MAX} حرف على الأكثر (${reason.trim().length}/${REASON_MAX}).`}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldError(undefined);
            }}
          />
          {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
        </DialogFields>
      </ConfirmDialog>
    </>
  );
}
