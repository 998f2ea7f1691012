import type { Appointment } from '@ssc/contracts';
import { ButtonLink, useSessionStore } from '@ssc/ui';
import { RefundStatusBadge } from '@ssc/ui/badges';
import { CalendarPlus, CircleCheck, LayoutDashboard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Actions, StatePanel, Summary } from '../../../components/payment/ui';
import { AppointmentDate } from '../../../components/text/Inline';
import type { CancelOutcome } from '../api/manage';
import { refundResult } from '../lib/rules';
import { RefundFailure } from './RefundFailure';

const Panel = styled(StatePanel)`
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

/** The result replaces the form the client was on: focus (and screen readers) go to it. */
function useFocusOnMount() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return heading;
}

/**
 * Where to go once the appointment is cancelled (issue 33.4): a new booking for everyone, and a
 * signed-in client's way back to the dashboard.
 */
function AfterCancel() {
  const user = useSessionStore((s) => s.user);
  const client = user !== null && user.role !== 'admin';
  return (
    <Actions data-testid="cancel-result-actions">
      {client ? (
        <ButtonLink to="/dashboard">
          <LayoutDashboard size={18} aria-hidden="true" />
          العودة إلى لوحة التحكم
        </ButtonLink>
      ) : null}
      <ButtonLink to="/booking" $variant={client ? 'secondary' : 'primary'}>
        <CalendarPlus size={18} aria-hidden="true" />
        حجز موعد جديد
      </ButtonLink>
    </Actions>
  );
}

export function CancelResult({ outcome }: { outcome: CancelOutcome }) {
  const heading = useFocusOnMount();
  const { refund, appointment } = outcome;
  return (
    <Panel $tone="success" aria-labelledby="manage-cancelled-title" data-testid="cancel-result">
      <CircleCheck size={40} aria-hidden="true" />
      <h2 id="manage-cancelled-title" ref={heading} tabIndex={-1}>
        تم إلغاء موعدك
      </h2>
      <p>
        أُلغي الموعد <bdi>{appointment.reference}</bdi> وأصبح وقته متاحاً لغيرك. أرسلنا إليك رسالة
        بالإلغاء.
      </p>
      <Summary>
        <dt>الاسترداد</dt>
        <dd>
          <span data-testid="cancel-result-refund">{refundResult(refund)}</span>
        </dd>
        <dt>حالة الاسترداد</dt>
        <dd>
          <RefundStatusBadge status={refund.status} testId="cancel-result-refund-status" />
        </dd>
      </Summary>
      {refund.status === 'pending' ? (
        <p>يُعاد المبلغ إلى وسيلة الدفع نفسها، وقد يستغرق ظهوره في حسابك بضعة أيام عمل.</p>
      ) : refund.status === 'failed' ? (
        // Not "it is on its way": the provider refused it, the office finishes it.
        <RefundFailure
          reason={appointment.refund?.failureReason}
          testIdPrefix="cancel-result-refund"
        />
      ) : null}
      <AfterCancel />
    </Panel>
  );
}

export function RescheduleResult({ appointment }: { appointment: Appointment }) {
  const heading = useFocusOnMount();
  return (
    <Panel
      $tone="success"
      aria-labelledby="manage-rescheduled-title"
      data-testid="reschedule-result"
    >
      <CircleCheck size={40} aria-hidden="true" />
      <h2 id="manage-rescheduled-title" ref={heading} tabIndex={-1}>
        تم تغيير موعدك
      </h2>
      <p>
        موعدك الجديد:{' '}
        <strong data-testid="reschedule-result-date">
          <AppointmentDate iso={appointment.date} />
        </strong>{' '}
        (بتوقيت عمّان). أرسلنا إليك رسالة بالموعد الجديد مع دعوة التقويم المحدّثة.
      </p>
    </Panel>
  );
}
