import type { Appointment, AppointmentDetail } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { TextAreaField } from '@ssc/ui/forms';
import { CalendarX } from 'lucide-react';
import { useCancelAppointment } from '../api/queries';
import { formatDateTime, formatPrice } from '../format';
import { ClientName } from './ClientName';
import { ConfirmFieldDialog } from './ConfirmFieldDialog';

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
  const a = appointment;
  return (
    <ConfirmFieldDialog
      opener={
        <>
          <CalendarX size={18} aria-hidden />
          إلغاء الموعد
        </>
      }
      openerLabel={`إلغاء الموعد (${a.contactName}، ${a.reference})`}
      openerVariant="secondary"
      title="إلغاء الموعد؟"
      description={
        <>
          <ClientName appointment={a} />، {formatDateTime(a.date)}. يصل السبب إلى العميل في رسالة
          الإلغاء.
          {refund ? ` يُرد إليه ${refund.percent}% مما دفع (${formatPrice(refund.amount)}).` : ''}
        </>
      }
      confirmLabel="نعم، ألغِ الموعد"
      busy={cancel.isPending}
      fieldId={`cancel-reason-${a.id}`}
      problem={reasonProblem}
      // A 400 on the reason belongs under the field; anything else above the buttons.
      isFieldError={(message) => message === lifecycleMessages.reasonRequired}
      send={(reason, outcome) => cancel.mutate({ id: a.id, reason }, outcome)}
      field={(field) => (
        <TextAreaField
          {...field}
          label="سبب الإلغاء"
          required
          rows={4}
          hint={`يقرؤه العميل. ${REASON_MAX} حرف على الأكثر (${field.value.trim().length}/${REASON_MAX}).`}
        />
      )}
    />
  );
}
