/** The dashboard's four tabs (spec: appointments, documents, upload, profile), in order. */
export const DASHBOARD_TAB_LABELS = {
  appointments: 'مواعيدي',
  documents: 'مستنداتي',
  upload: 'رفع مستندات',
  profile: 'الملف الشخصي',
} as const;
export type DashboardTab = keyof typeof DASHBOARD_TAB_LABELS;
// The tabs named once: an object keeps its (non-numeric) keys in the order they are written.
export const DASHBOARD_TABS = Object.keys(DASHBOARD_TAB_LABELS) as readonly DashboardTab[];

/** The tab named by `?tab=` (a shared or reloaded link), else the appointments. */
export function tabFromQuery(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '')
    ? (value as DashboardTab)
    : 'appointments';
}
