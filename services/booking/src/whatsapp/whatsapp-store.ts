import {
  toE164,
  WHATSAPP_MESSAGE_STATES,
  WHATSAPP_QUEUE,
  type WhatsAppJob,
  type WhatsAppMessage,
  type WhatsAppMessageState,
  whatsappJobSchema,
} from '@ssc/contracts';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { sealPayload } from '@ssc/service-kit/internal-auth';
import { addToOutbox } from '@ssc/service-kit/outbox';
import type { StatusUpdate } from '@ssc/whatsapp';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/appointment-store';
import { outbox, whatsappMessages } from '../db/schema';
import { isUuid } from '../http/uuid';
import type { WhatsAppMessageContent } from './whatsapp-message';

type Tx = Pick<Db, 'insert'>;

/**
 * Queues one WhatsApp message of an appointment in the caller's transaction: its row (state
 * `queued`) and its sealed job for the worker, both or neither. The job carries the row's id,
 * which the worker hands to the API as callback data and the status webhook brings back.
 * Returns false when the client's phone cannot be written in E.164 (nothing queued).
 */
export async function queueWhatsApp(
  tx: Tx,
  appointment: Pick<AppointmentRow, 'id' | 'contactPhone'>,
  content: WhatsAppMessageContent,
  serviceKey: string,
): Promise<boolean> {
  const to = toE164(appointment.contactPhone);
  if (!to) return false;
  const [row] = await tx
    .insert(whatsappMessages)
    .values({ appointmentId: appointment.id, template: content.template })
    .returning({ id: whatsappMessages.id });
  if (!row) return false;
  const job: WhatsAppJob = whatsappJobSchema.parse({
    messageId: row.id,
    to,
    template: content.template,
    bodyParameters: content.bodyParameters,
    ...(content.buttonUrlSuffix ? { buttonUrlSuffix: content.buttonUrlSuffix } : {}),
  });
  await addToOutbox(tx, outbox, {
    jobId: `whatsapp-${row.id}`,
    queue: WHATSAPP_QUEUE,
    // A phone number and a name: sealed like an email, only the worker opens it.
    payload: sealPayload(serviceKey, WHATSAPP_QUEUE, job),
  });
  return true;
}

/** How far along a state is: a webhook may deliver "sent" after "read"; the later one stays. */
const RANK: Record<WhatsAppMessageState, number> = Object.fromEntries(
  WHATSAPP_MESSAGE_STATES.map((state, index) => [state, index]),
) as Record<WhatsAppMessageState, number>;

/**
 * Applies the API's status updates to our rows, each found by its callback data (our id). A
 * state only moves forward (failed counts as the last word); an update for an id we do not know
 * (another app on the same number, a deleted appointment) is ignored. Returns how many changed.
 */
export async function applyStatuses(db: Db, updates: readonly StatusUpdate[]): Promise<number> {
  let changed = 0;
  for (const update of updates) {
    const id = update.callbackData;
    if (!id || !isUuid(id)) continue;
    const lower = WHATSAPP_MESSAGE_STATES.filter((s) => RANK[s] < RANK[update.status]);
    const error = update.error
      ? `${update.error.code}: ${update.error.title}${update.error.details ? ` — ${update.error.details}` : ''}`.slice(
          0,
          500,
        )
      : null;
    const rows = await db
      .update(whatsappMessages)
      .set({
        state: update.status,
        providerMessageId: update.messageId,
        error,
        updatedAt: update.at,
      })
      .where(and(eq(whatsappMessages.id, id), inArray(whatsappMessages.state, lower)))
      .returning({ id: whatsappMessages.id });
    changed += rows.length;
  }
  return changed;
}

/** An appointment's messages, oldest first, as the admin's history shows them. */
export async function messagesOf(db: Db, appointmentId: string): Promise<WhatsAppMessage[]> {
  const rows = await db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.appointmentId, appointmentId))
    .orderBy(asc(whatsappMessages.createdAt), asc(sql`${whatsappMessages.id}`));
  return rows.map((row) => ({
    id: row.id,
    template: row.template,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    error: row.error,
  }));
}
