import {
  APPOINTMENT_STATUS_LABELS,
  type Appointment,
  type AppointmentStatus,
  CONSULTATION_MODE_LABELS,
} from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { Button } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { TextField } from '@ssc/ui/forms';
import { CalendarCheck, CircleCheckBig } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useUpdateAppointmentStatus } from '../api/queries';
import { formatDateTime } from '../format';
import { Muted } from './layout';

/** The one action the spec gives each status: confirm a pending one, complete a confirmed one. */
const NEXT_ACTION: Partial<
  Record<
    AppointmentStatus,
    { to: AppointmentStatus; label: string; question: string; Icon: typeof CalendarCheck }
  >
> = {
  pending: { to: 'confirmed', label: 'تأكيد', question: 'تأكيد الموعد؟', Icon: CalendarCheck },
  confirmed: {
    to: 'completed',
    label: 'إكمال',
    question: 'تسجيل الموعد مكتملاً؟',
    Icon: CircleCheckBig,
  },
};

/** The warning under the dialog's facts: read with them (the dialog's description). */
const Warning = styled.strong`
  display: block;
  margin-block-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * What confirming an unpaid booking means (issue 34.1), said before it is done: the confirmation
 * does not waive the payment; a held booking is still released at its deadline. Undefined for a
 * paid one.
 */
export function unpaidConfirmWarning(
  appointment: Pick<Appointment, 'paymentStatus' | 'paymentDueAt'>,
): string | undefined {
  if (appointment.paymentStatus === 'paid') return undefined;
  if (appointment.paymentStatus === 'awaiting_confirmation') {
    return 'هذا الموعد غير مدفوع بعد: أبلغ العميل عن تحويل CliQ لم يُتحقق منه في البنك بعد. التأكيد لا يعني الدفع.';
  }
  return appointment.paymentDueAt
    ? `هذا الموعد غير مدفوع بعد. يبقى بانتظار الدفع حتى ${formatDateTime(appointment.paymentDueAt)}، ويُلغى تلقائياً إن لم يُدفع، وتطلب رسالة التأكيد من العميل الدفع.`
    : 'هذا الموعد غير مدفوع بعد، والتأكيد لا يعني الدفع.';
}

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

/**
 * The status's next step after asking: confirm a pending appointment (with the meeting link of a
 * remote one), complete a confirmed one once it began. In the list's row and in the details
 * sheet, so the calendar's sheet confirms and completes too (issue 34).
 */
export function AdvanceStatus({ appointment }: { appointment: Appointment }) {
  const update = useUpdateAppointmentStatus();
  const [asking, setAsking] = useState(false);
  const [meetingUrl, setMeetingUrl] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  // The row and the open sheet may both show it: an id of its own for each.
  const hintId = useId();
  const action = NEXT_ACTION[appointment.status];
  // Confirming a remote consultation sends the client its meeting link (design §3a).
  const askLink = action?.to === 'confirmed' && appointment.consultationMode !== 'office';
  const busy = update.isPending;
  const unpaid = action?.to === 'confirmed' ? unpaidConfirmWarning(appointment) : undefined;
  // The server refuses it too (409): a consultation cannot be over before it began.
  const notStarted =
    action?.to === 'completed' && new Date(appointment.date).getTime() > Date.now();
  if (!action) return null;
  return (
    <>
      <Button
        $variant={action.to === 'confirmed' ? 'primary' : 'secondary'}
        disabled={busy || notStarted}
        aria-label={`${action.label} موعد ${appointment.contactName}`}
        aria-describedby={notStarted ? hintId : undefined}
        onClick={() => setAsking(true)}
      >
        <action.Icon size={18} aria-hidden />
        {action.label}
      </Button>
      {notStarted ? <Muted id={hintId}>يمكن إكماله بعد بدء موعده</Muted> : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        dismissLabel="تراجع"
        title={action.question}
        description={
          <>
            {`${appointment.contactName} (${appointment.reference})، ${formatDateTime(appointment.date)}: ${APPOINTMENT_STATUS_LABELS[appointment.status]} ← ${APPOINTMENT_STATUS_LABELS[action.to]}`}
            {unpaid ? <Warning data-testid="unpaid-confirm-warning">{unpaid}</Warning> : null}
          </>
        }
        confirmLabel={`نعم، ${action.label}`}
        onConfirm={() => {
          const link = meetingUrl.trim();
          if (askLink && link && !isHttpsUrl(link)) {
            setLinkError(lifecycleMessages.meetingUrlInvalid);
            return false;
          }
          update.mutate({
            id: appointment.id,
            status: action.to,
            ...(askLink && link ? { meetingUrl: link } : {}),
          });
          return undefined;
        }}
      >
        {askLink ? (
          <TextField
            id={`meeting-url-${appointment.id}`}
            label={`رابط الاجتماع (${CONSULTATION_MODE_LABELS[appointment.consultationMode]})`}
            hint="يصل إلى العميل في رسالة التأكيد. اتركه فارغاً لاستخدام غرفة المكتب الثابتة إن كانت مُعدّة."
            error={linkError}
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://zoom.us/j/…"
            value={meetingUrl}
            onChange={(event) => {
              setMeetingUrl(event.target.value);
              setLinkError(undefined);
            }}
          />
        ) : null}
      </ConfirmDialog>
    </>
  );
}
