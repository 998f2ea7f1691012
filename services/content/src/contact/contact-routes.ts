import {
  contactMessageSchema,
  contactMessages as messages,
  TOTAL_COUNT_HEADER,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { type Database, notFound, type ServiceRoutes } from '@ssc/service-kit';
import { count, desc, eq } from 'drizzle-orm';
import { contactMessages } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof contactMessages.$inferSelect;

function toApi(row: Row) {
  return contactMessageSchema.parse({ ...row, createdAt: row.createdAt.toISOString() });
}

/** Spec §2/§7: the contact form's messages, and the admin endpoints the admin console reads. */
export function contactRoutes(routes: ServiceRoutes, db: Database): void {
  routes.serve(endpoints.sendContactMessage, async (ctx, { body }) => {
    const [row] = await db
      .insert(contactMessages)
      .values(body)
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no row');
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
    ctx.set(TOTAL_COUNT_HEADER, String(total?.value ?? 0));
    ctx.body = rows.map(toApi);
  });

  routes.serve(endpoints.markContactMessage, async (ctx, { body }) => {
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw notFound(messages.messageNotFound);
    const [row] = await db
      .update(contactMessages)
      .set({ status: body.status })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound(messages.messageNotFound);
    ctx.body = toApi(row);
  });
}
