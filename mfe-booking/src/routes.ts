import type { StandaloneRoute } from '@ssc/ui';
import BookingPage from './exposes/Booking';
import CheckoutPage from './exposes/Checkout';
import ManageAppointmentPage from './exposes/ManageAppointment';
import ServiceRequestPage from './exposes/ServiceRequest';
import TestUploadPage from './exposes/TestUpload';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev frame). */
export const routes: StandaloneRoute[] = [
  { path: '/booking', Page: BookingPage },
  { path: '/service-request/:serviceId', Page: ServiceRequestPage },
  { path: '/checkout', Page: CheckoutPage },
  { path: '/test-upload', Page: TestUploadPage },
  { path: '/appointments/manage', Page: ManageAppointmentPage },
];
