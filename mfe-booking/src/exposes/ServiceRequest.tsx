import { ServiceRequestPage } from '../features/service-request/ServiceRequestPage';

export default ServiceRequestPage;
