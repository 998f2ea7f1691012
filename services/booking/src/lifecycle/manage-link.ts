import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in every email that lets whoever holds it cancel or reschedule that one appointment
 * without signing in (guests included). The token is an HMAC binding the purpose and the
 * appointment id, with a key derived from the service key: unguessable and worthless for another
 * appointment or purpose. It dies when the appointment begins, checked against the appointment's
 * current start: a link from an email sent before a reschedule lives until the new start.
 */
const PURPOSE = 'appointment-manage';

function linkKey(serviceKey: string): Buffer {
  return createHmac('sha256', serviceKey).update('booking:manage-links').digest();
}

/** The token of one appointment's link. */
export function manageToken(serviceKey: string, appointmentId: string): string {
  return createHmac('sha256', linkKey(serviceKey))
    .update(`${PURPOSE}\n${appointmentId}`)
    .digest('base64url');
}

/** Whether `token` was made for this appointment, which has not begun at `now`. */
export function verifyManageToken(
  serviceKey: string,
  appointment: { id: string; startsAt: Date },
  token: string,
  now: Date,
): boolean {
  if (!/^[\w-]{43}$/.test(token)) return false;
  if (appointment.startsAt.getTime() <= now.getTime()) return false;
  const expected = Buffer.from(manageToken(serviceKey, appointment.id), 'base64url');
  const given = Buffer.from(token, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page of the site where the link leads. */
export function manageUrl(publicUrl: string, serviceKey: string, appointmentId: string): string {
  const url = new URL('/appointments/manage', publicUrl);
  url.searchParams.set('id', appointmentId);
  url.searchParams.set('token', manageToken(serviceKey, appointmentId));
  return url.toString();
}
