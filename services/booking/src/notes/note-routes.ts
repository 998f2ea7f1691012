import { bookingMessages, clientKeyFromSegment, noteMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  badRequest,
  type EndpointContext,
  notFound,
  type ServiceRoutes,
  sayForAudit,
} from '@ssc/service-kit';
import { eq } from 'drizzle-orm';
import { clientLabel } from '../clients/client-page';
import { appointments } from '../db/schema';
import { auditWords } from '../http/audit-words';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { addNote, notesOfAppointment, notesOfClient } from './note-store';

/**
 * The office's notes on an appointment and on a client (issue 34.6): admins only (the table's
 * `access: 'admin'` answers 401/403 before these run), never shown to the client.
 */
export function noteRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db } = deps;

  async function appointmentOf(id: string | undefined) {
    const [row] = isUuid(id)
      ? await db
          .select({
            id: appointments.id,
            reference: appointments.reference,
            userId: appointments.userId,
            contactEmail: appointments.contactEmail,
            contactName: appointments.contactName,
          })
          .from(appointments)
          .where(eq(appointments.id, id))
      : [];
    if (!row) throw notFound(bookingMessages.appointmentNotFound);
    return row;
  }

  function clientKeyOf(key: string | undefined) {
    const parsed = key === undefined ? null : clientKeyFromSegment(key);
    if (!parsed)
      throw badRequest(noteMessages.clientKeyInvalid, { key: noteMessages.clientKeyInvalid });
    return parsed;
  }

  const authorOf = (ctx: EndpointContext) => ctx.state.identity?.userId ?? 'admin';

  routes.serve(endpoints.listAppointmentNotes, async (ctx) => {
    const row = await appointmentOf(ctx.params.id);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await notesOfAppointment(db, row);
  });

  routes.serve(endpoints.createAppointmentNote, async (ctx, { body }) => {
    const row = await appointmentOf(ctx.params.id);
    const note = await addNote(db, { appointment: row }, body.body, authorOf(ctx));
    sayForAudit(ctx, auditWords.appointmentNote(row));
    ctx.state.log.info({ appointmentId: row.id, noteId: note.id }, 'appointment note added');
    ctx.status = 201;
    ctx.body = note;
  });

  routes.serve(endpoints.listClientNotes, async (ctx) => {
    const key = clientKeyOf(ctx.params.key);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await notesOfClient(db, key);
  });

  routes.serve(endpoints.createClientNote, async (ctx, { body }) => {
    const key = clientKeyOf(ctx.params.key);
    const note = await addNote(db, { clientKey: key }, body.body, authorOf(ctx));
    sayForAudit(ctx, auditWords.clientNote(await clientLabel(db, key)));
    ctx.state.log.info({ noteId: note.id }, 'client note added');
    ctx.status = 201;
    ctx.body = note;
  });
}
