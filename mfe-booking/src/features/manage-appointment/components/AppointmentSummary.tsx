import {
  type AppointmentDetail,
  CANCELLED_BY_LABELS,
  CONSULTATION_MODE_LABELS,
} from '@ssc/contracts';
import { AppointmentStatusBadge, PaymentStatusBadge, RefundStatusBadge } from '@ssc/ui/badges';
import { iconLink } from '@ssc/ui/layout';
import { Video } from 'lucide-react';
import styled from 'styled-components';
import { Card, Summary } from '../../../components/payment/ui';
import { AppointmentDate } from '../../../components/text/Inline';
import { LATE_PAYMENT_TEXT, refundResult } from '../lib/rules';
import { RefundFailure } from './RefundFailure';

const MeetingLink = styled.a`
  ${iconLink}
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const RefundFacts = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The appointment as its holder knows it: reference, service, time in Amman, mode, statuses, the
 * meeting link once the office confirmed a remote one, and how a cancelled one ended (a refund the
 * provider refused with its reason; a late payment's automatic refund).
 */
export function AppointmentSummary({ detail }: { detail: AppointmentDetail }) {
  const { appointment } = detail;
  const remote = appointment.consultationMode !== 'office';
  const meetingUrl =
    remote && appointment.status === 'confirmed' ? appointment.meetingUrl : undefined;
  return (
    <Card aria-labelledby="manage-summary-title">
      <h2 id="manage-summary-title">تفاصيل الموعد</h2>
      <Summary>
        <dt>رقم الحجز</dt>
        <dd>
          <bdi data-testid="manage-reference">{appointment.reference}</bdi>
        </dd>
        <dt>الخدمة</dt>
        <dd>{detail.serviceName}</dd>
        <dt>الموعد</dt>
        <dd data-testid="manage-date">
          <AppointmentDate iso={appointment.date} /> <small>(بتوقيت عمّان)</small>
        </dd>
        <dt>نوع الاستشارة</dt>
        <dd>{CONSULTATION_MODE_LABELS[appointment.consultationMode]}</dd>
        <dt>الحالة</dt>
        <dd>
          <Badges>
            <AppointmentStatusBadge status={appointment.status} testId="manage-status" />
            <PaymentStatusBadge status={appointment.paymentStatus} />
          </Badges>
        </dd>
        {remote && appointment.status === 'pending' ? (
          <>
            <dt>رابط الاجتماع</dt>
            <dd>يصلك رابط الاجتماع بالبريد الإلكتروني عند تأكيد الموعد.</dd>
          </>
        ) : null}
        {meetingUrl ? (
          <>
            <dt>رابط الاجتماع</dt>
            <dd>
              <MeetingLink
                href={meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                data-testid="manage-meeting-link"
              >
                <Video size={18} aria-hidden="true" />
                {meetingUrl}
              </MeetingLink>
            </dd>
          </>
        ) : null}
        {appointment.status === 'cancelled' && appointment.cancelledBy ? (
          <>
            <dt>ألغاه</dt>
            <dd data-testid="manage-cancelled-by">
              {CANCELLED_BY_LABELS[appointment.cancelledBy]}
            </dd>
          </>
        ) : null}
        {appointment.status === 'cancelled' && appointment.cancelReason ? (
          <>
            <dt>سبب الإلغاء</dt>
            <dd>{appointment.cancelReason}</dd>
          </>
        ) : null}
        {appointment.status === 'cancelled' && appointment.refund ? (
          <>
            <dt>الاسترداد</dt>
            <dd>
              <RefundFacts>
                <Badges>
                  <RefundStatusBadge
                    status={appointment.refund.status}
                    testId="manage-refund-status"
                  />
                  <span>{refundResult(appointment.refund)}</span>
                </Badges>
                {appointment.refund.status === 'failed' ? (
                  <RefundFailure
                    reason={appointment.refund.failureReason}
                    testIdPrefix="manage-refund"
                  />
                ) : null}
              </RefundFacts>
            </dd>
          </>
        ) : null}
        {appointment.status === 'cancelled' && appointment.needsRefund ? (
          <>
            <dt>الدفع</dt>
            <dd data-testid="manage-late-payment">{LATE_PAYMENT_TEXT}</dd>
          </>
        ) : null}
      </Summary>
    </Card>
  );
}
