import {
  type ContactReceivedJob,
  type ContactReply,
  contactMessageSchema,
  INQUIRY_TYPES,
  contactMessages as messages,
  REPLY_WITHIN_HOURS,
  TOTAL_COUNT_HEADER,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { type Database, notFound, type ServiceRoutes, sayForAudit } from '@ssc/service-kit';
import { addToOutbox, type OfficeNotices, type OutboxTable } from '@ssc/service-kit/outbox';
import { count, desc, eq, sql } from 'drizzle-orm';
import { contactMessageReplies, contactMessages } from '../db/schema';
import { repliesOf, sendReply } from './contact-replies';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof contactMessages.$inferSelect;

function toApi(row: Row, replies: Map<string, ContactReply[]>) {
  return contactMessageSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    replies: replies.get(row.id) ?? [],
  });
}

/** Spec §2/§7: the contact form's messages, and the admin endpoints the admin console reads. */
export function contactRoutes(
  routes: ServiceRoutes,
  deps: {
    db: Database;
    /** The office is told of each message, in the transaction that stores it. */
    office: OfficeNotices;
    /** Where the visitor's «استلمنا رسالتك» is queued, sealed with the service key (issue 33.4). */
    acknowledgements: { outbox: OutboxTable; serviceKey: string };
    /** Called after a commit that added an outbox row, so the notice leaves at once. */
    emailQueued(): void;
    /** The Reply-To of the office's answers (issue 34.10): the client's answer reaches the office. */
    officeReplyTo: string;
  },
): void {
  const { db, office } = deps;
  routes.serve(endpoints.sendContactMessage, async (ctx, { body }) => {
    const row = await db.transaction(async (tx) => {
      const [stored] = await tx.insert(contactMessages).values(body).returning();
      if (!stored) throw new Error('insert returned no row');
      await office.notify(tx, `contact-${stored.id}`, {
        kind: 'contact-message',
        name: `${stored.firstName} ${stored.lastName}`,
        email: stored.email,
        phone: stored.phone,
        topic: INQUIRY_TYPES[body.inquiryType],
        message: stored.message,
        receivedAt: stored.createdAt.toISOString(),
      });
      // The visitor is told it arrived: their first name and the time only, never their words
      // (the address is unverified: @ssc/contracts emails.ts).
      const acknowledgement: ContactReceivedJob = {
        template: 'contact-received',
        to: stored.email,
        name: stored.firstName,
        receivedAt: stored.createdAt.toISOString(),
        replyWithinHours: REPLY_WITHIN_HOURS,
      };
      await addToOutbox(
        tx,
        deps.acknowledgements.outbox,
        { jobId: `contact-received-${stored.id}`, email: acknowledgement },
        deps.acknowledgements.serviceKey,
      );
      return stored;
    });
    deps.emailQueued();
    ctx.state.log.info({ contactMessageId: row.id }, 'contact message stored');
    ctx.status = 201;
    ctx.body = { id: row.id, message: messages.sent };
  });

  routes.serve(endpoints.listContactMessages, async (ctx, { query }) => {
    const { page: pageNumber, pageSize } = query;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize),
      db.select({ value: count() }).from(contactMessages),
    ]);
    // Visitors' names, emails, phones and messages: no browser or proxy may keep a copy
    // (issue 37 row 11; the same header as every other answer with personal data).
    ctx.set('cache-control', 'private, no-store');
    ctx.set(TOTAL_COUNT_HEADER, String(total?.value ?? 0));
    const replies = await repliesOf(
      db,
      rows.map((r) => r.id),
    );
    ctx.body = rows.map((row) => toApi(row, replies));
  });

  routes.serve(endpoints.markContactMessage, async (ctx, { body }) => {
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw notFound(messages.messageNotFound);
    // Read again, a message the office answered is `replied`: the server knows, not the client.
    const answered = sql`exists (select 1 from ${contactMessageReplies} where ${contactMessageReplies.messageId} = ${contactMessages.id})`;
    const [row] = await db
      .update(contactMessages)
      .set({
        status:
          body.status === 'new' ? 'new' : sql`case when ${answered} then 'replied' else 'read' end`,
      })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound(messages.messageNotFound);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = toApi(row, await repliesOf(db, [row.id]));
  });

  routes.serve(endpoints.replyToContactMessage, async (ctx, { body }) => {
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw notFound(messages.messageNotFound);
    const sent = await sendReply(
      db,
      { messageId: id, body: body.body, authorId: ctx.state.identity?.userId ?? 'admin' },
      { ...deps.acknowledgements, replyTo: deps.officeReplyTo },
    );
    if (!sent) throw notFound(messages.messageNotFound);
    deps.emailQueued();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw notFound(messages.messageNotFound);
    ctx.state.log.info({ contactMessageId: id }, 'contact message answered');
    // The audit log's words (issue 34.7): who was answered, never the reply itself.
    sayForAudit(ctx, `ردّ بالبريد على رسالة ${row.firstName} ${row.lastName}`);
    ctx.set('cache-control', 'private, no-store');
    ctx.status = 201;
    ctx.body = toApi(row, await repliesOf(db, [id]));
  });
}
