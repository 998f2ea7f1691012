// Sample records for the tests (the front ends' components, the services' requests, the worker's
// emails) and the bench, one shape kept in step with the contracts' types (a new required field is
// added here once). Not for production code.
import type { Appointment, CreateAppointmentInput } from './appointments';
import type { BookingConfirmationJob } from './emails';
import type { PublicService } from './services';

/** The salary-adjustments service of the catalogue (60 minutes, 30 JOD), with `changes` over it. */
export const sampleService = (changes: Partial<PublicService> = {}): PublicService => ({
  id: 'svc-salary-adjustments',
  nameEn: 'salary-adjustments',
  nameAr: 'تعديل الرواتب',
  descriptionAr: 'متابعة طلبات تعديل الأجور',
  duration: 60,
  price: 30,
  ...changes,
});

/**
 * Khaled's office appointment for `sampleService()` (Sunday 6 January 2030, 10:00 in Amman,
 * pending and unpaid, booked as a guest), with `changes` laid over it.
 */
export const sampleAppointment = (changes: Partial<Appointment> = {}): Appointment => ({
  id: '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
  reference: 'SND-26-00007',
  serviceId: 'svc-salary-adjustments',
  userId: 'guest',
  date: '2030-01-06T07:00:00.000Z',
  consultationMode: 'office',
  contactName: 'خالد العمري',
  contactEmail: 'khaled@example.jo',
  contactPhone: '0795551234',
  socialSecurityNumber: '12345678',
  description: '',
  status: 'pending',
  paymentStatus: 'pending',
  files: [],
  createdAt: '2029-12-01T07:00:00.000Z',
  ...changes,
});

/**
 * What a guest fills in on the booking form (the retirement consultation, at the office), without
 * the date: the services' tests post it as the fields of `POST /api/appointments`.
 */
export const sampleBookingFields = {
  serviceId: 'svc-retirement-consultations',
  consultationMode: 'office',
  contactName: 'سارة أحمد',
  contactEmail: 'sara@example.jo',
  contactPhone: '0791234567',
  socialSecurityNumber: '12345678',
  description: 'استفسار عن التقاعد المبكر',
} satisfies Omit<CreateAppointmentInput, 'date'>;

/** A client's name with markup in it on purpose: an email that shows it must show it escaped. */
export const SAMPLE_NAME = 'سارة <b>"الخطيب"</b> & أولادها';
/** The site the sample emails link to. */
export const SAMPLE_SITE = 'https://sanad.example.jo';

/**
 * The booking-confirmation email job for Sara's office appointment (Sunday 6 January 2030, 09:00
 * in Amman, 30 JOD, payment due within 30 minutes, a description with markup), as the booking
 * service puts it on the email queue, with `changes` laid over it.
 */
export function sampleConfirmationJob(
  changes: Partial<BookingConfirmationJob> = {},
): BookingConfirmationJob {
  const appointmentId = '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b';
  const checkout = new URL('/checkout', SAMPLE_SITE);
  checkout.searchParams.set('appointmentId', appointmentId);
  checkout.searchParams.set('price', '30');
  checkout.searchParams.set('service', 'الاستشارات التقاعدية');
  return {
    template: 'booking-confirmation',
    to: 'sara@example.jo',
    name: SAMPLE_NAME,
    appointmentId,
    reference: 'SND-30-00042',
    startsAt: '2030-01-06T06:00:00.000Z', // Sunday 09:00 in Amman
    bookedAt: '2029-12-30T10:15:00.000Z',
    consultationMode: 'office',
    service: { nameAr: 'الاستشارات التقاعدية', price: 30 },
    paymentDueAt: '2029-12-30T10:45:00.000Z',
    description: 'وصف "مهم" & <i>عاجل</i>',
    checkoutUrl: checkout.toString(),
    manageUrl: `${SAMPLE_SITE}/appointments/manage?id=${appointmentId}&token=sample`,
    ...changes,
  };
}
