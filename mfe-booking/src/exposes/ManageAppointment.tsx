import { ManageAppointmentPage } from '../features/manage-appointment/ManageAppointmentPage';

export default ManageAppointmentPage;
