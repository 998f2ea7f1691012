import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link in every email that lets whoever holds it cancel or reschedule that one appointment
 * without signing in (guests included). The token is `<expiry, base36 seconds>.<HMAC>`, the MAC
 * binding the purpose, the appointment id and the expiry with a key derived from the service key:
 * unguessable, worthless for another appointment or purpose, and dead after the appointment.
 */
const PURPOSE = 'appointment-manage';

function linkKey(serviceKey: string): Buffer {
  return createHmac('sha256', serviceKey).update('booking:manage-links').digest();
}

function mac(serviceKey: string, appointmentId: string, expires: string): Buffer {
  return createHmac('sha256', linkKey(serviceKey))
    .update(`${PURPOSE}\n${appointmentId}\n${expires}`)
    .digest();
}

/** A token valid until `expiresAt` (the appointment's start, or later for a moved one). */
export function manageToken(serviceKey: string, appointmentId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${expires}.${mac(serviceKey, appointmentId, expires).toString('base64url')}`;
}

/** Whether `token` was made for this appointment and has not expired at `now`. */
export function verifyManageToken(
  serviceKey: string,
  appointmentId: string,
  token: string,
  now: Date,
): boolean {
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const [, expires = '', signature = ''] = match;
  if (Number.parseInt(expires, 36) * 1000 <= now.getTime()) return false;
  const expected = mac(serviceKey, appointmentId, expires);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page of the site where the link leads. */
export function manageUrl(
  publicUrl: string,
  serviceKey: string,
  appointment: { id: string; startsAt: Date },
): string {
  const url = new URL('/appointments/manage', publicUrl);
  url.searchParams.set('id', appointment.id);
  url.searchParams.set('token', manageToken(serviceKey, appointment.id, appointment.startsAt));
  return url.toString();
}
