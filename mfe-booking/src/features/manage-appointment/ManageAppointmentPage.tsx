import type { Appointment } from '@ssc/contracts';
import { APPOINTMENT_STATUS_LABELS, isOpenAppointment } from '@ssc/contracts';
import { ButtonLink, PageHeading, Spinner, useDocumentTitle } from '@ssc/ui';
import { CalendarPlus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Card } from '../../components/payment/ui';
import { Page } from '../../shared/pageLayout';
import { type CancelOutcome, useAppointmentDetail } from './api/manage';
import { AppointmentSummary } from './components/AppointmentSummary';
import { CancelSection } from './components/CancelSection';
import { CancelResult, RescheduleResult } from './components/Outcome';
import { RescheduleSection } from './components/RescheduleSection';
import {
  IncompleteLink,
  LinkInvalid,
  LoadFailed,
  NotFound,
  SignInNeeded,
} from './components/States';
import { WhatsAppSection } from './components/WhatsAppSection';
import { errorMessage, statusOf } from './lib/errors';
import { type ManageParams, readManageParams } from './lib/params';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 52rem;
`;

type Outcome =
  | { kind: 'cancelled'; outcome: CancelOutcome }
  | { kind: 'rescheduled'; appointment: Appointment };

function ClosedNote({ status }: { status: Appointment['status'] }) {
  return (
    <Card aria-labelledby="manage-closed-title" data-testid="manage-closed">
      <h2 id="manage-closed-title">لا يمكن تغيير هذا الموعد</h2>
      <p>
        حالة الموعد: {APPOINTMENT_STATUS_LABELS[status]}، فلا يمكن إلغاؤه أو تغييره. يسعدنا حجز
        استشارة جديدة لك.
      </p>
      <div>
        <ButtonLink to="/booking">
          <CalendarPlus size={18} aria-hidden="true" />
          احجز استشارة
        </ButtonLink>
      </div>
    </Card>
  );
}

/** One appointment, loaded with the link's token or the session, and what may be done with it. */
function ManageAppointment({ params }: { params: ManageParams }) {
  const detail = useAppointmentDetail(params);
  // "Started" is judged against when the page was opened, as the booking form judges past slots.
  const [now] = useState(() => new Date());
  const [outcome, setOutcome] = useState<Outcome>();

  if (detail.isPending) return <Spinner label="جارٍ تحميل الموعد..." />;
  if (detail.isError) {
    const status = statusOf(detail.error);
    const message = errorMessage(detail.error, 'تعذّر تحميل الموعد');
    if (status === 403) return <LinkInvalid message={message} id={params.id} />;
    if (status === 404) return <NotFound message={message} />;
    if (status === 401) return <SignInNeeded id={params.id} />;
    return <LoadFailed message={message} onRetry={() => void detail.refetch()} />;
  }

  const data = detail.data;
  const open = isOpenAppointment(data.appointment);
  let actions: ReactNode;
  if (!open) {
    // A result panel already says how it ended.
    actions =
      outcome?.kind === 'cancelled' ? null : <ClosedNote status={data.appointment.status} />;
  } else {
    actions = (
      <>
        <RescheduleSection
          detail={data}
          params={params}
          now={now}
          onRescheduled={(appointment) => setOutcome({ kind: 'rescheduled', appointment })}
        />
        <WhatsAppSection detail={data} params={params} />
        {data.cancel.allowed ? (
          <CancelSection
            detail={data}
            params={params}
            onCancelled={(cancelled) => setOutcome({ kind: 'cancelled', outcome: cancelled })}
          />
        ) : null}
      </>
    );
  }

  return (
    <Stack>
      {outcome?.kind === 'cancelled' ? <CancelResult outcome={outcome.outcome} /> : null}
      {outcome?.kind === 'rescheduled' ? (
        <RescheduleResult appointment={outcome.appointment} />
      ) : null}
      <AppointmentSummary detail={data} />
      {actions}
    </Stack>
  );
}

/**
 * /appointments/manage?id=…[&token=…] (issue 18.3): the page every booking email links to, and
 * the dashboard's «إدارة الموعد». Works for a guest with the emailed link's token and for a
 * signed-in client without one: see the appointment, reschedule it once for free, cancel it with
 * the refund shown before confirming.
 */
export function ManageAppointmentPage() {
  useDocumentTitle('إدارة الموعد');
  const [search] = useSearchParams();
  const id = search.get('id');
  const token = search.get('token');
  // A new object only when the link changes: the query key and the forms follow it.
  const params = useMemo(
    () => readManageParams(new URLSearchParams({ id: id ?? '', token: token ?? '' })),
    [id, token],
  );
  return (
    <Page>
      <PageHeading
        title="إدارة الموعد"
        lead="راجع موعدك، وغيّر وقته مرة واحدة مجاناً، أو ألغِه مع معرفة المبلغ المسترد قبل التأكيد."
      />
      {params ? (
        <ManageAppointment key={`${params.id}|${params.token ?? ''}`} params={params} />
      ) : (
        <IncompleteLink />
      )}
    </Page>
  );
}
