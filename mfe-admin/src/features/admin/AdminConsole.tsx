import { Container, EmptyState, PageHeading } from '@ssc/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useMessageStats } from './api/queries';
import { AppointmentsTab } from './appointments/AppointmentsTab';
import { StatsCards } from './components/StatsCards';
import { type TabItem, Tabs } from './components/Tabs';
import { MessagesTab } from './messages/MessagesTab';
import { ServiceRequestsTab } from './service-requests/ServiceRequestsTab';
import { ServicesTab } from './services/ServicesTab';

type TabId = 'appointments' | 'services' | 'messages' | 'service-requests' | 'users';

const Page = styled.div`
  display: grid;
  /* minmax(0, …): the scrolling tab bar and wide tables must not widen the page at 360 px. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  padding-block-end: ${({ theme }) => theme.space[8]};
`;

/** The admin console itself: mounted only for an admin, so none of its queries run for others. */
export function AdminConsole() {
  const [tab, setTab] = useState<TabId>('appointments');
  const newMessages = useMessageStats().data?.new;
  const tabs: TabItem<TabId>[] = [
    { id: 'appointments', label: 'المواعيد' },
    { id: 'services', label: 'الخدمات' },
    { id: 'messages', label: 'الرسائل', badge: newMessages },
    { id: 'service-requests', label: 'طلبات الخدمات' },
    { id: 'users', label: 'المستخدمون' },
  ];
  return (
    <Container>
      <Page>
        <PageHeading
          title="لوحة الإدارة"
          lead="متابعة المواعيد والخدمات ورسائل العملاء في مكان واحد."
        />
        <StatsCards />
        <Tabs<TabId> label="أقسام لوحة الإدارة" items={tabs} active={tab} onChange={setTab}>
          {tab === 'appointments' ? <AppointmentsTab /> : null}
          {tab === 'services' ? <ServicesTab /> : null}
          {tab === 'messages' ? <MessagesTab /> : null}
          {tab === 'service-requests' ? <ServiceRequestsTab /> : null}
          {tab === 'users' ? (
            <EmptyState
              title="قريباً"
              description="إدارة حسابات المستخدمين وصلاحياتهم ستتوفر قريباً."
            />
          ) : null}
        </Tabs>
      </Page>
    </Container>
  );
}
