/** The dashboard's four tabs (spec: appointments, documents, upload, profile), in order. */
export const DASHBOARD_TABS = ['appointments', 'documents', 'upload', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  appointments: 'مواعيدي',
  documents: 'مستنداتي',
  upload: 'رفع مستندات',
  profile: 'الملف الشخصي',
};

/** The tab named by `?tab=` (a shared or reloaded link), else the appointments. */
export function tabFromQuery(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '')
    ? (value as DashboardTab)
    : 'appointments';
}
