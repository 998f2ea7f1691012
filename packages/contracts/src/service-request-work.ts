import { z } from 'zod';
import { toLatinDigits } from './constants';
import { multilineText } from './person-name';

/**
 * The office's work on a service request (issue 34.10): where it stands, moved forward one step
 * at a time by an admin (new → in progress → done), and the admins' notes on it.
 */
export const SERVICE_REQUEST_STATUSES = ['new', 'in_progress', 'done'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  new: 'جديد',
  in_progress: 'قيد المعالجة',
  done: 'منجز',
};

/** The one step each status may take; `done` is the end. */
export const NEXT_SERVICE_REQUEST_STATUS: Record<
  ServiceRequestStatus,
  ServiceRequestStatus | null
> = {
  new: 'in_progress',
  in_progress: 'done',
  done: null,
};

export const SERVICE_REQUEST_NOTE_MAX_LENGTH = 2000;

export const serviceRequestWorkMessages = {
  statusInvalid: 'حالة الطلب غير صحيحة',
  transitionRefused: (from: ServiceRequestStatus, to: ServiceRequestStatus) =>
    `لا يمكن نقل الطلب من «${SERVICE_REQUEST_STATUS_LABELS[from]}» إلى «${SERVICE_REQUEST_STATUS_LABELS[to]}»`,
  noteRequired: 'نص الملاحظة مطلوب',
  noteTooLong: `الملاحظة أطول من ${SERVICE_REQUEST_NOTE_MAX_LENGTH} حرف`,
} as const;

/** `PATCH /api/service-requests/:id` (admin): the status the request moves to. */
export const updateServiceRequestSchema = z.object({
  status: z.enum(SERVICE_REQUEST_STATUSES, { error: serviceRequestWorkMessages.statusInvalid }),
});
export type UpdateServiceRequest = z.infer<typeof updateServiceRequestSchema>;

/** One admin's note on a service request, as `GET /api/service-requests/:id/notes` answers it. */
export const serviceRequestNoteSchema = z.object({
  id: z.string(),
  serviceRequestId: z.string(),
  body: z.string(),
  /** The admin account that wrote it. */
  authorId: z.string(),
  createdAt: z.string(),
});
export type ServiceRequestNote = z.infer<typeof serviceRequestNoteSchema>;

/** `POST /api/service-requests/:id/notes` (admin). */
export const createServiceRequestNoteSchema = z.object({
  body: multilineText(serviceRequestWorkMessages.noteRequired)
    .trim()
    .min(1, serviceRequestWorkMessages.noteRequired)
    .max(SERVICE_REQUEST_NOTE_MAX_LENGTH, serviceRequestWorkMessages.noteTooLong),
});

/**
 * A typed request reference as stored: `req-26-12`, `REQ 26 12` or Arabic-Indic digits become
 * `REQ-26-00012`; anything else (a part of one, `26-000`) is returned in capitals and latin
 * digits, for a contains-search.
 */
export function normalizeRequestReference(typed: string): string {
  const latin = toLatinDigits(typed).trim().toUpperCase();
  const whole = /^REQ[\s-]*(\d{2})[\s-]+(\d{1,})$/.exec(latin);
  if (whole?.[1] && whole[2]) return `REQ-${whole[1]}-${whole[2].padStart(5, '0')}`;
  return latin.replace(/\s+/g, '-');
}
