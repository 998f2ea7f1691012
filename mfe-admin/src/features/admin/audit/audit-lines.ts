import type { AuditEntry } from '@ssc/contracts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The actions whose target is an appointment's id (`/api/appointments/:id…`). */
const ON_APPOINTMENT = new Set([
  'updateAppointment',
  'cancelAppointment',
  'rescheduleAppointment',
  'createAppointmentNote',
  'retryRefund',
  'recordRefund',
  'appointmentReceipt',
]);

/**
 * What an entry says (issue 34.7): the service's own words when it recorded them; an entry from
 * before («تحديث موعد: 1a3bfafa-…») becomes its action's label, with the appointment to name by
 * its reference (`appointmentId`) when the target is one. A bare id is never shown.
 */
export function auditLine(entry: AuditEntry): { text: string; appointmentId?: string } {
  if (!UUID.test(entry.summary)) return { text: entry.summary };
  const target = entry.target ?? '';
  // The gateway's old words were «label: target».
  const label =
    target && entry.summary.endsWith(`: ${target}`)
      ? entry.summary.slice(0, -`: ${target}`.length)
      : entry.summary.replace(new RegExp(UUID.source, 'gi'), '').replace(/[\s:(),/-]+$/, '');
  if (ON_APPOINTMENT.has(entry.action) && UUID.test(target)) {
    return { text: label, appointmentId: target.match(UUID)?.[0] ?? target };
  }
  return { text: label };
}
