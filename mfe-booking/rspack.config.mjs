import { createAppConfig } from '@ssc/rspack-config';

export default createAppConfig({
  name: 'mfe_booking',
  dir: import.meta.dirname,
  port: 3002,
  exposes: {
    './Booking': './src/exposes/Booking.tsx',
    './ServiceRequest': './src/exposes/ServiceRequest.tsx',
    './Checkout': './src/exposes/Checkout.tsx',
    './TestUpload': './src/exposes/TestUpload.tsx',
    './ManageAppointment': './src/exposes/ManageAppointment.tsx',
  },
});
