// Sample records for the tests (the front ends' components, the services' requests), one shape kept
// in step with the contracts' types (a new required field is added here once). Not for production code.
import type { Appointment, CreateAppointmentInput } from './appointments';
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
