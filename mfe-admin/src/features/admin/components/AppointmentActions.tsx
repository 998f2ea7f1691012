import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentDetail,
  isOpenAppointment,
} from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { useUpdateAppointmentStatus } from '../api/queries';
import { formatDateTime } from '../format';
import { AdvanceStatus } from './AdvanceStatus';
import { CancelAppointment } from './CancelAppointment';
import { ClientName } from './ClientName';
import { Actions, Muted } from './layout';
import { RecordRefund } from './RecordRefund';
import { RetryRefund } from './RefundDetails';
import { RescheduleAppointment } from './RescheduleAppointment';

/** A confirmed appointment whose time has begun: the client can now be recorded as absent. */
export function mayMarkNoShow(appointment: Appointment, now = Date.now()): boolean {
  return appointment.status === 'confirmed' && new Date(appointment.date).getTime() <= now;
}

/** Records that the client did not come (no refund, spec §9); the server refuses it before the start. */
function MarkNoShow({ appointment }: { appointment: Appointment }) {
  const update = useUpdateAppointmentStatus();
  const [asking, setAsking] = useState(false);
  const a = appointment;
  const started = mayMarkNoShow(a);
  const hintId = `no-show-hint-${a.id}`;
  return (
    <>
      <Button
        $variant="secondary"
        disabled={!started || update.isPending}
        aria-label={`تسجيل عدم الحضور (${a.contactName}، ${a.reference})`}
        aria-describedby={started ? undefined : hintId}
        onClick={() => setAsking(true)}
      >
        <UserX size={18} aria-hidden />
        تسجيل عدم الحضور
      </Button>
      {started ? null : <Muted id={hintId}>يمكن تسجيل عدم الحضور بعد بدء الموعد</Muted>}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="تسجيل عدم حضور العميل؟"
        description={
          <>
            <ClientName appointment={a} />، {formatDateTime(a.date)}:{' '}
            {APPOINTMENT_STATUS_LABELS[a.status]} ← {APPOINTMENT_STATUS_LABELS.no_show}. لا يُسترد
            المبلغ عند عدم الحضور.
          </>
        }
        confirmLabel="نعم، لم يحضر"
        dismissLabel="تراجع"
        onConfirm={() => {
          update.mutate({ id: a.id, status: 'no_show' });
          return undefined;
        }}
      />
    </>
  );
}

/**
 * What the office may still do with an appointment (issue 18.4), as the server computed it for
 * the details: confirm or complete it (as in the list's row), reschedule on the client's behalf,
 * cancel with a reason, mark a no-show, send a refund the provider refused once more (not a CliQ
 * or cash payment's: no provider can refund it), and record a refused refund the office paid back
 * itself.
 */
export function AppointmentActions({
  appointment,
  detail,
}: {
  appointment: Appointment;
  detail: AppointmentDetail | undefined;
}) {
  const open = isOpenAppointment(appointment);
  // Until the details answer, the status decides; then the server's own answer does.
  const canReschedule =
    detail?.reschedule.allowed ?? (open && new Date(appointment.date).getTime() > Date.now());
  const canCancel = detail?.cancel.allowed ?? open;
  // A refused refund is the office's to send again or to pay back, whatever the appointment's state.
  const refundFailed = appointment.refund?.status === 'failed';
  if (!canReschedule && !canCancel && !open && !refundFailed) {
    return <Muted>لا إجراءات متاحة لموعد {APPOINTMENT_STATUS_LABELS[appointment.status]}.</Muted>;
  }
  return (
    <Actions>
      <AdvanceStatus appointment={appointment} />
      {canReschedule ? <RescheduleAppointment appointment={appointment} /> : null}
      {appointment.status === 'confirmed' ? <MarkNoShow appointment={appointment} /> : null}
      {canCancel ? (
        <CancelAppointment appointment={appointment} refund={detail?.cancel.refund} />
      ) : null}
      <RetryRefund appointment={appointment} />
      <RecordRefund appointment={appointment} />
    </Actions>
  );
}
