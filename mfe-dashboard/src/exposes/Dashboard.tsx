import { AppointmentsTab } from '../features/appointments/AppointmentsTab';
import { DashboardPage, type DashboardPanels } from '../features/dashboard/DashboardPage';
import { DocumentsTab } from '../features/documents/DocumentsTab';
import { ProfileTab } from '../features/profile/ProfileTab';
import { UploadTab } from '../features/upload/UploadTab';

const panels: DashboardPanels = {
  appointments: () => <AppointmentsTab />,
  documents: () => <DocumentsTab />,
  upload: (select) => <UploadTab onShowDocuments={() => select('documents')} />,
  profile: () => <ProfileTab />,
};

/**
 * The /dashboard route (spec: user dashboard); the shell renders it for signed-in users only. The
 * tab features meet here, so none of them imports another.
 */
export default function Dashboard() {
  return <DashboardPage panels={panels} />;
}
