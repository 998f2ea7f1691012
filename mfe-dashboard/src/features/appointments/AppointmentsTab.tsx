import { bareList, Spinner } from '@ssc/ui';
import { Pager } from '@ssc/ui/pager';
import { EmptyStateLink, ErrorState } from '@ssc/ui/states';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { DASHBOARD_PAGE_SIZE } from '../../lib/pageSize';
import { AppointmentCard } from './AppointmentCard';
import { useMyAppointments, useServices } from './queries';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}
`;

/** The appointments tab: the user's bookings, newest first, with statuses and the pay action. */
export function AppointmentsTab() {
  const [page, setPage] = useState(1);
  const appointments = useMyAppointments(page);
  // The catalogue only names the services and prices the pay link; the list shows without it.
  const services = useServices();

  if (appointments.isPending) return <Spinner label="جارٍ تحميل مواعيدك..." />;
  if (appointments.isError) {
    return (
      <ErrorState
        title="تعذّر تحميل مواعيدك"
        description={appointments.error.message}
        signInOn401={{ error: appointments.error }}
        onRetry={() => void appointments.refetch()}
      />
    );
  }
  const { items, total } = appointments.data;
  if (total === 0 && page === 1) {
    return (
      <EmptyStateLink
        title="لا توجد مواعيد بعد"
        description="احجز استشارتك الأولى مع مستشارينا المتخصصين في قضايا الضمان الاجتماعي، وستظهر مواعيدك هنا."
        to="/booking"
        icon={CalendarPlus}
        label="احجز استشارة"
      />
    );
  }
  const byId = new Map(services.data?.map((s) => [s.id, s]));
  return (
    <>
      <List aria-label={`مواعيدي (${total})`} aria-busy={appointments.isPlaceholderData}>
        {items.map((appointment) => (
          <li key={appointment.id}>
            <AppointmentCard appointment={appointment} service={byId.get(appointment.serviceId)} />
          </li>
        ))}
      </List>
      <Pager
        label="صفحات المواعيد"
        page={page}
        pageSize={DASHBOARD_PAGE_SIZE}
        total={total}
        busy={appointments.isPlaceholderData}
        onPage={setPage}
      />
    </>
  );
}
