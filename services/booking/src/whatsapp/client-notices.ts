import type { AnyDatabase as Db } from '@ssc/service-kit';
import { addToOutbox, type OutboxEmailEntry } from '@ssc/service-kit/outbox';
import type { AppointmentRow } from '../appointments/appointment-store';
import { outbox } from '../db/schema';
import { whatsappForEmail } from './whatsapp-message';
import { queueWhatsApp } from './whatsapp-store';

type Tx = Pick<Db, 'insert'>;

/**
 * Writes a client's email of an appointment to the outbox and, when the client agreed to
 * WhatsApp for it (issue 33.3), its WhatsApp twin, in the same transaction. The email always
 * goes; a WhatsApp message that cannot be made (no template for this email, a phone not in
 * E.164) is simply not sent.
 */
export async function addClientEmail(
  tx: Tx,
  entry: OutboxEmailEntry,
  serviceKey: string,
  appointment?: Pick<AppointmentRow, 'id' | 'contactPhone' | 'whatsappConsentAt'>,
  options: { reminderMinutes?: number } = {},
): Promise<void> {
  await addToOutbox(tx, outbox, entry, serviceKey);
  if (!appointment?.whatsappConsentAt) return;
  const content = whatsappForEmail(entry.email, options);
  if (content) await queueWhatsApp(tx, appointment, content, serviceKey);
}
