import type { AppointmentEvent } from '@ssc/contracts';
import type { AnyDatabase as Db, Logger } from '@ssc/service-kit';
import type { AppointmentRow } from '../appointments/appointment-store';
import type { Account } from '../clients/accounts';
import { GUEST_USER_ID } from '../db/schema';
import { historyOf } from './lifecycle-store';

/**
 * The history as the office reads it (issue 34.7): the stored lines, and also
 * - the booking's ORIGINAL date, not the current one, once it was moved (the first move's `from`);
 * - the payment, as its own line at the time it was paid (how, how much, its reference);
 * - the name of each account that acted (the admin, the client), from the auth service; when it
 *   is away, the lines keep the account's role alone.
 */
export async function readableHistory(
  db: Db,
  row: AppointmentRow,
  options: {
    accounts(ids: readonly string[], logger: Logger): Promise<Map<string, Account>>;
    logger: Logger;
  },
): Promise<AppointmentEvent[]> {
  const events = await historyOf(db, row);
  const firstMove = events.find((e) => e.action === 'rescheduled');
  const original = typeof firstMove?.details.from === 'string' ? firstMove.details.from : null;
  const lines = events.map((event) =>
    event.action === 'booked' && original
      ? { ...event, details: { ...event.details, date: original } }
      : event,
  );
  if (row.paymentStatus === 'paid' && row.paidAt) {
    // Cash is taken by the office at the desk; any other payment is the client's own.
    const byOffice = row.paymentMethod === 'cash';
    lines.push({
      at: row.paidAt.toISOString(),
      actor: byOffice ? 'admin' : 'client',
      actorId: byOffice || row.userId === GUEST_USER_ID ? null : row.userId,
      action: 'paid',
      details: {
        ...(row.paidAmountMinor !== null ? { amountMinor: row.paidAmountMinor } : {}),
        ...(row.paymentMethod ? { method: row.paymentMethod } : {}),
        ...(row.paymentReference ? { reference: row.paymentReference } : {}),
      },
    });
    // By time, the booking always first (a payment stamped by another clock never precedes it).
    const [first, ...rest] = lines;
    rest.sort((a, b) => a.at.localeCompare(b.at));
    lines.splice(0, lines.length, ...(first ? [first] : []), ...rest);
  }
  const ids = lines.flatMap((e) => (e.actorId ? [e.actorId] : []));
  const names = await options.accounts(ids, options.logger);
  return lines.map((event) => {
    const name = event.actorId ? names.get(event.actorId)?.fullName : undefined;
    return name ? { ...event, actorName: name } : event;
  });
}
