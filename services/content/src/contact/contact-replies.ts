import type { ContactReply, ContactReplyJob } from '@ssc/contracts';
import type { Database } from '@ssc/service-kit';
import { addToOutbox, type OutboxTable } from '@ssc/service-kit/outbox';
import { asc, eq, inArray } from 'drizzle-orm';
import { contactMessageReplies, contactMessages } from '../db/schema';

type ReplyRow = typeof contactMessageReplies.$inferSelect;

const toReply = (row: ReplyRow): ContactReply => ({
  id: row.id,
  body: row.body,
  authorId: row.authorId,
  replyTo: row.replyTo,
  createdAt: row.createdAt.toISOString(),
});

/** The replies of these messages, oldest first under each (`contact_message_replies_message_idx`). */
export async function repliesOf(
  db: Database,
  messageIds: readonly string[],
): Promise<Map<string, ContactReply[]>> {
  const byMessage = new Map<string, ContactReply[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(contactMessageReplies)
    .where(inArray(contactMessageReplies.messageId, [...messageIds]))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push(toReply(row));
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/**
 * Stores the office's reply, marks the message `replied` and queues «رد على رسالتك» to its sender
 * in one transaction: the email leaves only through the outbox, once (its job id is the reply's).
 * Returns false when there is no such message.
 */
export async function sendReply(
  db: Database,
  input: { messageId: string; body: string; authorId: string },
  mail: { outbox: OutboxTable; serviceKey: string; replyTo: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .update(contactMessages)
      .set({ status: 'replied' })
      .where(eq(contactMessages.id, input.messageId))
      .returning();
    if (!message) return false;
    const [reply] = await tx
      .insert(contactMessageReplies)
      .values({
        messageId: message.id,
        body: input.body,
        authorId: input.authorId,
        replyTo: mail.replyTo,
      })
      .returning();
    if (!reply) throw new Error('reply not stored');
    const email: ContactReplyJob = {
      template: 'contact-reply',
      to: message.email,
      name: message.firstName,
      replyTo: mail.replyTo,
      body: reply.body,
      original: { message: message.message, receivedAt: message.createdAt.toISOString() },
    };
    await addToOutbox(
      tx,
      mail.outbox,
      { jobId: `contact-reply-${reply.id}`, email },
      mail.serviceKey,
    );
    return true;
  });
}
