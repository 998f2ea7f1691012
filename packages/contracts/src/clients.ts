import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  appointmentFileSchema,
  PAYMENT_STATUSES,
  userDocumentSchema,
} from './appointments';
import { REFUND_STATUSES } from './lifecycle';
import { noteSchema } from './notes';
import { PAYMENT_METHODS } from './payments';

/**
 * The client page (issue 34.5): everything the office has about one client, keyed like the notes
 * (`user:<account id>` or `guest:<email>`). Admins only. Money in fils (minor units).
 */
export const clientMessages = {
  notFound: 'لا يوجد عميل بهذا المعرّف',
} as const;

/** One of the client's appointments, as the page lists it, newest start first. */
export const clientAppointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  serviceId: z.string(),
  /** The service's Arabic name (the consultation, generically, while the catalogue is away). */
  serviceName: z.string(),
  date: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The files the client attached to this booking (download: /api/documents/:id/download). */
  files: z.array(appointmentFileSchema),
});
export type ClientAppointment = z.infer<typeof clientAppointmentSchema>;

/** A payment the client made for one of their appointments. */
export const clientPaymentSchema = z.object({
  appointmentId: z.string(),
  reference: z.string(),
  amountMinor: z.number().int().nonnegative(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** The provider's or the office's reference (a CliQ transfer, a receipt number). */
  paymentReference: z.string().nullable(),
  paidAt: z.string(),
});
export type ClientPayment = z.infer<typeof clientPaymentSchema>;

/** A refund owed or paid back on a cancelled appointment. */
export const clientRefundSchema = z.object({
  appointmentId: z.string(),
  reference: z.string(),
  amountMinor: z.number().int().nonnegative(),
  percent: z.number().int(),
  status: z.enum(REFUND_STATUSES),
});
export type ClientRefund = z.infer<typeof clientRefundSchema>;

/** `GET /api/clients/{key}`. */
export const clientPageSchema = z.object({
  key: z.string(),
  kind: z.enum(['user', 'guest']),
  /**
   * Who the client is: an account's name and email from the auth service (its mobile number
   * when given), else what the latest booking gave; a guest's from their latest booking.
   */
  identity: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  appointments: z.array(clientAppointmentSchema),
  payments: z.array(clientPaymentSchema),
  refunds: z.array(clientRefundSchema),
  /** An account's own documents (bookings' files are listed with each appointment). */
  documents: z.array(userDocumentSchema),
  notes: z.array(noteSchema),
});
export type ClientPage = z.infer<typeof clientPageSchema>;
