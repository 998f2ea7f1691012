import { DashboardPage } from '../features/dashboard/DashboardPage';

/** The /dashboard route (spec: user dashboard); the shell renders it for signed-in users only. */
export default DashboardPage;
