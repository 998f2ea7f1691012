import {
  contactFormSchema,
  contactMessageSchema,
  markMessageReadSchema,
  contactMessages as messages,
  pageQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@ssc/contracts';
import {
  type ApiDocs,
  type Database,
  notFound,
  requireAdmin,
  type ServiceContext,
  type ServiceRouter,
  validateBody,
  validateQuery,
} from '@ssc/service-kit';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { contactMessages } from '../db/schema';

const sentSchema = z.object({ id: z.string(), message: z.string() });
const messageList = z.array(contactMessageSchema);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof contactMessages.$inferSelect;

function toApi(row: Row) {
  return contactMessageSchema.parse({ ...row, createdAt: row.createdAt.toISOString() });
}

/** Admin-only routes check the caller before anything else, so a guest never learns more. */
async function adminOnly(ctx: ServiceContext, next: () => Promise<unknown>): Promise<void> {
  requireAdmin(ctx);
  await next();
}

/** Spec §2/§7: the contact form's messages, and the admin endpoints the admin console reads. */
export function contactRoutes(router: ServiceRouter, db: Database, docs: ApiDocs): void {
  const form = validateBody(contactFormSchema);
  docs.add('post', '/api/contact', {
    summary: 'إرسال رسالة من نموذج التواصل (تُحفظ بحالة جديدة)',
    body: contactFormSchema,
    response: sentSchema,
    status: 201,
    errors: [400, 429],
  });
  router.post('/api/contact', form, async (ctx) => {
    const input = form.value(ctx);
    const [row] = await db
      .insert(contactMessages)
      .values(input)
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no row');
    ctx.state.log.info({ contactMessageId: row.id }, 'contact message stored');
    ctx.status = 201;
    ctx.body = { id: row.id, message: messages.sent };
  });

  const page = validateQuery(pageQuerySchema);
  docs.add('get', '/api/contact-messages', {
    summary: 'رسائل التواصل، الأحدث أولاً (العدد الكلي في الترويسة X-Total-Count)',
    query: pageQuerySchema,
    response: messageList,
    errors: [400, 401, 403],
    access: 'admin',
  });
  router.get('/api/contact-messages', adminOnly, page, async (ctx) => {
    const { page: pageNumber, pageSize } = page.value(ctx);
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

  const markRead = validateBody(markMessageReadSchema);
  docs.add('patch', '/api/contact-messages/:id', {
    summary: 'تعليم رسالة تواصل كمقروءة',
    body: markMessageReadSchema,
    response: contactMessageSchema,
    errors: [400, 401, 403, 404],
    access: 'admin',
  });
  router.patch('/api/contact-messages/:id', adminOnly, markRead, async (ctx) => {
    const { status } = markRead.value(ctx);
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw notFound(messages.messageNotFound);
    const [row] = await db
      .update(contactMessages)
      .set({ status })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw notFound(messages.messageNotFound);
    ctx.body = toApi(row);
  });
}
