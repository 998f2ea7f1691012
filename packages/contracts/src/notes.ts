import { z } from 'zod';
import { multilineText } from './person-name';

/**
 * The office's notes (issue 34.6): written by admins on one appointment or on a client, read by
 * admins only. A client is `user:<account id>` for an account and `guest:<email, lower case>` for
 * bookings made without signing in (the same person's guest bookings share one key).
 */
export const NOTE_MAX_LENGTH = 2000;

export const noteMessages = {
  bodyRequired: 'نص الملاحظة مطلوب',
  bodyTooLong: `الملاحظة أطول من ${NOTE_MAX_LENGTH} حرف`,
  clientKeyInvalid: 'معرّف العميل غير صحيح',
} as const;

export const NOTE_SCOPES = ['appointment', 'client'] as const;
export type NoteScope = (typeof NOTE_SCOPES)[number];

/** One note as the API answers it, newest first in every list. */
export const noteSchema = z.object({
  id: z.string(),
  /** `appointment`: written on one appointment; `client`: on the client (every booking of theirs). */
  scope: z.enum(NOTE_SCOPES),
  /** The appointment of an `appointment` note (null for a client's note). */
  appointmentId: z.string().nullable(),
  /** Its reference (SND-26-00012), so a client's page can name the booking; null likewise. */
  appointmentReference: z.string().nullable(),
  /** The client of a `client` note (`user:…` or `guest:…`); null for an appointment's note. */
  clientKey: z.string().nullable(),
  body: z.string(),
  /** The admin account that wrote it. */
  authorId: z.string(),
  createdAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** `POST /api/appointments/{id}/notes` and `POST /api/clients/{key}/notes`. */
export const createNoteSchema = z.object({
  body: multilineText(noteMessages.bodyRequired)
    .trim()
    .min(1, noteMessages.bodyRequired)
    .max(NOTE_MAX_LENGTH, noteMessages.bodyTooLong),
});
export type CreateNote = z.infer<typeof createNoteSchema>;

const USER_KEY = /^user:([A-Za-z0-9_-]{1,100})$/;
const GUEST_KEY = /^guest:(.+)$/;

/**
 * The canonical key of a client from a path segment (already URL-decoded), or null when it is
 * not one: `user:<id>` as given, `guest:<email>` with the email in lower case.
 */
export function parseClientKey(key: string): string | null {
  if (USER_KEY.test(key)) return key;
  const email = GUEST_KEY.exec(key)?.[1];
  if (email === undefined || email.length > 254) return null;
  return z.email().safeParse(email).success ? `guest:${email.toLowerCase()}` : null;
}

/**
 * A client key as one URL path segment. The gateway takes only unreserved characters in an /api
 * path (no `:`, `@` or percent-encoding: design §3's one spelling), so the key travels as
 * base64url of its UTF-8 bytes.
 */
export function clientKeySegment(key: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(key)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The canonical key from a path segment: a `clientKeySegment`, or the key itself (a caller on the
 * service's own port may send `user:…` URL-encoded); null when neither is a client's key.
 */
export function clientKeyFromSegment(segment: string): string | null {
  const plain = parseClientKey(segment);
  if (plain !== null || !/^[A-Za-z0-9_-]{1,400}$/.test(segment)) return plain;
  try {
    const binary = atob(segment.replaceAll('-', '+').replaceAll('_', '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return parseClientKey(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

/** The client of an appointment: its account, or a guest's email (`userId` "guest"). */
export function clientKeyOf(appointment: { userId: string; contactEmail: string }): string {
  return appointment.userId === 'guest'
    ? `guest:${appointment.contactEmail.toLowerCase()}`
    : `user:${appointment.userId}`;
}
