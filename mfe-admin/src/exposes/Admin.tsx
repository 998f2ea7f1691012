import { AdminPage } from '../features/admin/AdminPage';

/** `/admin` (spec: admin dashboard). */
export default AdminPage;
