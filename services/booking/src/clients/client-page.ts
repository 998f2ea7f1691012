import type { UserDocument } from '@ssc/contracts';
import type {
  ClientAppointment,
  ClientPage,
  ClientPayment,
  ClientRefund,
} from '@ssc/contracts/clients';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { filesOf, toAppointment } from '../appointments/appointment-store';
import { appointments, GUEST_USER_ID, userDocuments } from '../db/schema';
import { notesOfClient } from '../notes/note-store';
import type { Account } from './accounts';

/**
 * The appointments of one client (a canonical key, see parseClientKey): an account's by its id,
 * a guest's by the email in any case among guest bookings only (an account's bookings under the
 * same email are that account's, never the guest's). The same rule as the client's notes.
 */
export function bookingsOfClient(clientKey: string): SQL {
  if (clientKey.startsWith('user:')) {
    return eq(appointments.userId, clientKey.slice('user:'.length));
  }
  return and(
    eq(appointments.userId, GUEST_USER_ID),
    sql`lower(${appointments.contactEmail}) = ${clientKey.slice('guest:'.length)}`,
  ) as SQL;
}

/**
 * Everything the office has about one client (issue 34.5), or null when it has nothing at all
 * (no booking, document or note, and no account of that id): the identity, every appointment
 * (newest start first) with its files, the payments and refunds of those appointments, the
 * account's own documents and the notes. `account`: the auth service's record, when it knows it.
 */
export async function clientPage(
  db: Db,
  clientKey: string,
  options: { account: Account | undefined; serviceName(id: string): Promise<string> },
): Promise<ClientPage | null> {
  const isUser = clientKey.startsWith('user:');
  const [rows, notes, documents] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(bookingsOfClient(clientKey))
      .orderBy(desc(appointments.startsAt), desc(appointments.id)),
    notesOfClient(db, clientKey),
    isUser
      ? db
          .select()
          .from(userDocuments)
          .where(eq(userDocuments.userId, clientKey.slice('user:'.length)))
          .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id))
      : Promise.resolve([]),
  ]);
  const { account } = options;
  if (!account && rows.length === 0 && notes.length === 0 && documents.length === 0) return null;

  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  // The name a booking kept when it was made (issue 34.3); the catalogue's for older bookings.
  const names = new Map<string, string>();
  for (const id of new Set(rows.filter((row) => !row.serviceName).map((row) => row.serviceId))) {
    names.set(id, await options.serviceName(id));
  }
  const list: ClientAppointment[] = rows.map((row) => {
    const { files: attached } = toAppointment(row, files.get(row.id) ?? []);
    return {
      id: row.id,
      reference: row.reference,
      serviceId: row.serviceId,
      serviceName: row.serviceName ?? names.get(row.serviceId) ?? 'الاستشارة',
      date: row.startsAt.toISOString(),
      status: row.status,
      paymentStatus: row.paymentStatus,
      files: attached,
    };
  });
  const payments: ClientPayment[] = rows.flatMap((row) =>
    row.paymentStatus === 'paid' && row.paidAt
      ? [
          {
            appointmentId: row.id,
            reference: row.reference,
            amountMinor: row.paidAmountMinor ?? 0,
            method: row.paymentMethod,
            paymentReference: row.paymentReference,
            paidAt: row.paidAt.toISOString(),
          },
        ]
      : [],
  );
  payments.sort((a, b) => b.paidAt.localeCompare(a.paidAt));
  const refunds: ClientRefund[] = rows.flatMap((row) =>
    row.refundStatus && row.refundStatus !== 'none'
      ? [
          {
            appointmentId: row.id,
            reference: row.reference,
            amountMinor: row.refundAmountMinor ?? 0,
            percent: row.refundPercent ?? 0,
            status: row.refundStatus,
          },
        ]
      : [],
  );
  const latest = [...rows].sort((a, b) => +b.createdAt - +a.createdAt)[0];
  return {
    key: clientKey,
    kind: isUser ? 'user' : 'guest',
    identity: {
      name: account?.fullName || latest?.contactName || '',
      email: account?.email || latest?.contactEmail || (isUser ? '' : clientKey.slice(6)),
      phone: account?.phone || latest?.contactPhone || '',
    },
    appointments: list,
    payments,
    refunds,
    documents: documents.map(
      (row): UserDocument => ({
        id: row.id,
        fileName: row.fileName,
        fileSize: row.size,
        createdAt: row.createdAt.toISOString(),
        appointment: null,
      }),
    ),
    notes,
  };
}

/**
 * The client as the audit log names them: the name their latest booking gave, with a guest's
 * email («ليلى حداد <layla@example.jo>»); the email alone for a guest without one.
 */
export async function clientLabel(db: Db, clientKey: string): Promise<string> {
  const [latest] = await db
    .select({ name: appointments.contactName, email: appointments.contactEmail })
    .from(appointments)
    .where(bookingsOfClient(clientKey))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  const email = clientKey.startsWith('guest:') ? clientKey.slice('guest:'.length) : '';
  if (!latest) return email || 'صاحب الحساب';
  return email ? `${latest.name} <${email}>` : latest.name;
}
