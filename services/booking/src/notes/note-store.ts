import { clientKeyOf, type Note } from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { sql } from 'drizzle-orm';
import { appointments, GUEST_USER_ID, notes } from '../db/schema';

interface NoteQueryRow extends Record<string, unknown> {
  id: string;
  appointment_id: string | null;
  appointment_reference: string | null;
  client_key: string | null;
  body: string;
  author_id: string;
  created_at: Date | string;
}

const toNote = (row: NoteQueryRow): Note => ({
  id: row.id,
  scope: row.appointment_id ? 'appointment' : 'client',
  appointmentId: row.appointment_id,
  appointmentReference: row.appointment_reference,
  clientKey: row.client_key,
  body: row.body,
  authorId: row.author_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The columns every list selects, from `notes n` left-joined to its appointment `a`. */
const columns = sql`n.id, n.appointment_id, a.reference as appointment_reference, n.client_key,
  n.body, n.author_id, n.created_at`;

/**
 * What an admin reads on one appointment (issue 34.6): its own notes and its client's, newest
 * first. Each part is an index range (`notes_appointment_idx`, `notes_client_idx`).
 */
export async function notesOfAppointment(
  db: Db,
  row: { id: string; userId: string; contactEmail: string },
): Promise<Note[]> {
  const { rows } = await db.execute<NoteQueryRow>(sql`
    select ${columns}
      from ${notes} n left join ${appointments} a on a.id = n.appointment_id
     where n.appointment_id = ${row.id}
    union all
    select ${columns}
      from ${notes} n left join ${appointments} a on a.id = n.appointment_id
     where n.client_key = ${clientKeyOf(row)}
     order by created_at desc, id desc`);
  return rows.map(toNote);
}

/**
 * Everything written about one client (the client page): the notes on the client and those on
 * each of their appointments, newest first. An account's appointments are found by its id
 * (`appointments_user_created_idx`), a guest's by the email in any case
 * (`appointments_guest_email_idx`).
 */
export async function notesOfClient(db: Db, clientKey: string): Promise<Note[]> {
  const bookings = clientKey.startsWith('user:')
    ? sql`${appointments.userId} = ${clientKey.slice('user:'.length)}`
    : sql`${appointments.userId} = ${GUEST_USER_ID}
          and lower(${appointments.contactEmail}) = ${clientKey.slice('guest:'.length)}`;
  const { rows } = await db.execute<NoteQueryRow>(sql`
    select ${columns}
      from ${notes} n left join ${appointments} a on a.id = n.appointment_id
     where n.client_key = ${clientKey}
    union all
    select ${columns}
      from ${notes} n join ${appointments} a on a.id = n.appointment_id
     where n.appointment_id in (select ${appointments.id} from ${appointments} where ${bookings})
     order by created_at desc, id desc`);
  return rows.map(toNote);
}

/** Stores one note: on an appointment or on a client (exactly one of the two). */
export async function addNote(
  db: Db,
  note: { appointment: { id: string; reference: string } } | { clientKey: string },
  body: string,
  authorId: string,
): Promise<Note> {
  const [row] = await db
    .insert(notes)
    .values({
      ...('appointment' in note
        ? { appointmentId: note.appointment.id }
        : { clientKey: note.clientKey }),
      body,
      authorId,
    })
    .returning();
  if (!row) throw new Error('note not stored');
  return {
    id: row.id,
    scope: row.appointmentId ? 'appointment' : 'client',
    appointmentId: row.appointmentId,
    appointmentReference: 'appointment' in note ? note.appointment.reference : null,
    clientKey: row.clientKey,
    body: row.body,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
  };
}
