import { bookingMessages } from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { HttpError, notFound, type ServiceContext, unauthorized } from '@ssc/service-kit';
import { eq } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/appointment-store';
import { appointments, GUEST_USER_ID } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import type { Actor } from './lifecycle-store';
import { verifyManageToken } from './manage-link';

/**
 * The appointment of `:id` and who is acting on it, for the routes its owner, an admin, or whoever
 * holds its signed link may use (issue 18: the appointment, cancel, reschedule; issue 31: its
 * receipt). With `?token=`: a link for another appointment, tampered with or expired answers one
 * 403. Without: 401 unsigned, and someone else's appointment (a guest's included: nobody signs in
 * as a guest) answers as a missing one, 404, so ids cannot be probed.
 */
export async function authorizeAppointment(
  deps: Pick<BookingDeps, 'db' | 'serviceKey' | 'now'>,
  ctx: ServiceContext & { params: Record<string, string | undefined> },
  token: string | undefined,
): Promise<{ row: AppointmentRow; actor: Actor }> {
  const id = ctx.params.id;
  const [row] = isUuid(id)
    ? await deps.db.select().from(appointments).where(eq(appointments.id, id))
    : [];
  const identity = ctx.state.identity;
  if (token !== undefined) {
    if (!row || !verifyManageToken(deps.serviceKey, row, token, deps.now())) {
      throw new HttpError(403, lifecycleMessages.linkInvalid);
    }
    return { row, actor: { kind: 'client', userId: identity?.userId ?? null } };
  }
  if (!identity) throw unauthorized();
  if (!row) throw notFound(bookingMessages.appointmentNotFound);
  if (identity.role === 'admin') return { row, actor: { kind: 'admin', userId: identity.userId } };
  if (row.userId === GUEST_USER_ID || row.userId !== identity.userId) {
    throw notFound(bookingMessages.appointmentNotFound);
  }
  return { row, actor: { kind: 'client', userId: identity.userId } };
}
