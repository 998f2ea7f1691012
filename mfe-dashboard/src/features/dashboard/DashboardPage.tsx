import { Container, displayName, PageHeading, useDocumentTitle, useSessionStore } from '@ssc/ui';
import { Tabs } from '@ssc/ui/tabs';
import { CalendarDays, FileStack, FolderUp, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, type DashboardTab, tabFromQuery } from './tabs';

const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[7]};
  max-width: 1040px;
`;

const ICONS: Record<DashboardTab, ReactNode> = {
  appointments: <CalendarDays size={18} aria-hidden="true" />,
  documents: <FileStack size={18} aria-hidden="true" />,
  upload: <FolderUp size={18} aria-hidden="true" />,
  profile: <UserRound size={18} aria-hidden="true" />,
};

const label = (tab: DashboardTab) => (
  <>
    {ICONS[tab]}
    {DASHBOARD_TAB_LABELS[tab]}
  </>
);

/**
 * What each tab shows, given a way to switch tabs (the upload tab offers to show the documents).
 * The panels are features of their own, handed in by the exposed route module.
 */
export type DashboardPanels = Record<
  DashboardTab,
  (select: (tab: DashboardTab) => void) => ReactNode
>;

/**
 * The client dashboard (spec: user dashboard). The shell mounts it for signed-in users only; the
 * selected tab lives in `?tab=` so that a reload or a shared link opens the same tab.
 */
export function DashboardPage({ panels }: { panels: DashboardPanels }) {
  useDocumentTitle('لوحة التحكم');
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  const select = (next: string) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'appointments') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  };

  return (
    <Page>
      <PageHeading
        title="لوحة التحكم"
        lead={
          user
            ? `مرحباً، ${displayName(user)}. تابع مواعيدك ومستنداتك وبيانات حسابك من مكان واحد.`
            : undefined
        }
      />
      <Tabs
        label="أقسام لوحة التحكم"
        value={tab}
        onValueChange={select}
        items={DASHBOARD_TABS.map((value) => ({
          value,
          label: label(value),
          panel: panels[value](select),
        }))}
      />
    </Page>
  );
}
