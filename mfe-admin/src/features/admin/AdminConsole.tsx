import { Container, PageHeading, Spinner } from '@ssc/ui';
import { Tabs } from '@ssc/ui/tabs';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useMessageStats } from './api/queries';
import { AppointmentsTab } from './appointments/AppointmentsTab';
import { CalendarTab } from './calendar/CalendarTab';
import { StatsCards } from './components/StatsCards';
import { usePendingPayments } from './payments/payments-api';

// The tabs an office opens now and then load when first opened: the console's route chunk stays
// within its budget (60 KB gzip) as tabs are added.
const AuditTab = lazy(() => import('./audit/AuditTab').then((m) => ({ default: m.AuditTab })));
const AvailabilityTab = lazy(() =>
  import('./availability/AvailabilityTab').then((m) => ({ default: m.AvailabilityTab })),
);
const InvoicesTab = lazy(() =>
  import('./invoices/InvoicesTab').then((m) => ({ default: m.InvoicesTab })),
);
const MessagesTab = lazy(() =>
  import('./messages/MessagesTab').then((m) => ({ default: m.MessagesTab })),
);
const ServiceRequestsTab = lazy(() =>
  import('./service-requests/ServiceRequestsTab').then((m) => ({ default: m.ServiceRequestsTab })),
);
const MeetingRoomsTab = lazy(() =>
  import('./meeting-rooms/MeetingRoomsTab').then((m) => ({ default: m.MeetingRoomsTab })),
);
const PendingPaymentsTab = lazy(() =>
  import('./payments/PendingPaymentsTab').then((m) => ({ default: m.PendingPaymentsTab })),
);
const ServicesTab = lazy(() =>
  import('./services/ServicesTab').then((m) => ({ default: m.ServicesTab })),
);
const UsersTab = lazy(() => import('./users/UsersTab').then((m) => ({ default: m.UsersTab })));

/** A lazily loaded tab's panel, with the loading state every tab shows. */
const Later = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner label="جارٍ التحميل..." />}>{children}</Suspense>
);

type TabId =
  | 'appointments'
  | 'calendar'
  | 'availability'
  | 'meeting-rooms'
  | 'services'
  | 'messages'
  | 'service-requests'
  | 'payments'
  | 'invoices'
  | 'users'
  | 'audit';

const Page = styled.div`
  display: grid;
  /* minmax(0, …): the scrolling tab bar and wide tables must not widen the page at 360 px. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

/** The count of new messages on the messages tab. */
const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  line-height: 1.5rem;
  text-align: center;
`;

/** The admin console itself: mounted only for an admin, so none of its queries run for others. */
export function AdminConsole() {
  const [tab, setTab] = useState<TabId>('appointments');
  const newMessages = useMessageStats().data?.new;
  // The same request as the tab's list: how many reported transfers wait for the office.
  const pendingPayments = usePendingPayments().data?.length;
  const tabs: { value: TabId; label: ReactNode; panel: ReactNode }[] = [
    { value: 'appointments', label: 'المواعيد', panel: <AppointmentsTab /> },
    { value: 'calendar', label: 'التقويم', panel: <CalendarTab /> },
    {
      value: 'availability',
      label: 'أوقات العمل',
      panel: (
        <Later>
          <AvailabilityTab />
        </Later>
      ),
    },
    {
      value: 'meeting-rooms',
      label: 'غرف الاجتماعات',
      panel: (
        <Later>
          <MeetingRoomsTab />
        </Later>
      ),
    },
    {
      value: 'services',
      label: 'الخدمات',
      panel: (
        <Later>
          <ServicesTab />
        </Later>
      ),
    },
    {
      value: 'messages',
      label: (
        <>
          الرسائل
          {newMessages ? <Count aria-label={`${newMessages} جديدة`}>{newMessages}</Count> : null}
        </>
      ),
      panel: (
        <Later>
          <MessagesTab />
        </Later>
      ),
    },
    {
      value: 'service-requests',
      label: 'طلبات الخدمات',
      panel: (
        <Later>
          <ServiceRequestsTab />
        </Later>
      ),
    },
    {
      value: 'payments',
      label: (
        <>
          مدفوعات بانتظار التأكيد
          {pendingPayments ? (
            <Count aria-label={`${pendingPayments} بانتظار التأكيد`} data-testid="pending-count">
              {pendingPayments}
            </Count>
          ) : null}
        </>
      ),
      panel: (
        <Later>
          <PendingPaymentsTab />
        </Later>
      ),
    },
    {
      value: 'invoices',
      label: 'الفواتير',
      panel: (
        <Later>
          <InvoicesTab />
        </Later>
      ),
    },
    {
      value: 'users',
      label: 'المستخدمون',
      panel: (
        <Later>
          <UsersTab />
        </Later>
      ),
    },
    {
      value: 'audit',
      label: 'سجل العمليات',
      panel: (
        <Later>
          <AuditTab />
        </Later>
      ),
    },
  ];
  return (
    <Container>
      <Page>
        <PageHeading
          title="لوحة الإدارة"
          lead="متابعة المواعيد والخدمات ورسائل العملاء في مكان واحد."
        />
        <StatsCards />
        {/* Only the open tab's panel is mounted: a tab's data is fetched when it is opened. */}
        <Tabs
          label="أقسام لوحة الإدارة"
          look="scroll"
          keepMounted={false}
          value={tab}
          onValueChange={(next) => setTab(next as TabId)}
          items={tabs}
        />
      </Page>
    </Container>
  );
}
