import { type UploadOptions, uploadRequest } from '@ssc/api-client';
import type { Appointment, bookingFormSchema, CreateAppointmentInput } from '@ssc/contracts';
import { toAppointmentDate } from '@ssc/contracts/slots';

/** The booking form after validation (trimmed, digits made Latin, defaults filled in). */
export type BookingValues = ReturnType<typeof bookingFormSchema.parse>;

/**
 * The multipart body of `POST /api/appointments`: the fields of createAppointmentSchema (the day
 * and slot become one ISO `date` in Amman time) and each file as a repeated `files` part.
 * userId, status and paymentStatus are the server's to set (design §3), so none is sent.
 */
export function appointmentFormData(values: BookingValues, files: readonly File[]): FormData {
  const fields: Required<CreateAppointmentInput> & { whatsappConsent: 'true' | 'false' } = {
    serviceId: values.serviceId,
    consultationMode: values.consultationMode,
    date: toAppointmentDate(values.day, values.time),
    contactName: values.contactName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    socialSecurityNumber: values.socialSecurityNumber,
    description: values.description,
    // A checkbox in multipart: 'true' only when the client agreed (issue 33.3).
    whatsappConsent: values.whatsappConsent ? 'true' : 'false',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export function createAppointment(
  values: BookingValues,
  files: readonly File[],
  options?: UploadOptions,
): Promise<Appointment> {
  return uploadRequest<Appointment>(
    'POST',
    '/api/appointments',
    appointmentFormData(values, files),
    options,
  );
}
