import { randomUUID } from 'node:crypto';
import {
  type ContactMessage,
  contactMessageSchema,
  EMAIL_QUEUE,
  emailJobSchema,
  errorMessages,
  contactMessages as messages,
  replyMessages,
  textMessages,
} from '@ssc/contracts';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { describeService } from '@ssc/service-kit/testing';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessageReplies, contactMessages, outbox } from '../db/schema';
import { createContentService } from '../service';

const OFFICE = 'office@sanad.example.jo';

const MESSAGE = {
  firstName: 'سارة',
  lastName: 'الخطيب',
  email: 'sara@example.com',
  phone: '0795551234',
  inquiryType: 'retirement',
  message: 'أرغب في معرفة شروط التقاعد المبكر في حالتي.',
};

// Issue 34.10: the office answers a contact message by email from the console.
await describeService(createContentService({ officeReplyTo: OFFICE }), (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const adminId = randomUUID();
  const admin = () => sut.identityHeaders({ userId: adminId, role: 'admin' });
  const user = () => sut.identityHeaders({ userId: randomUUID(), role: 'user' });
  const json = { 'content-type': 'application/json' };

  const reply = (id: string, body: unknown, headers: Record<string, string> = admin()) =>
    fetch(url(`/api/contact-messages/${id}/replies`), {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });
  const mark = (id: string, status: string) =>
    fetch(url(`/api/contact-messages/${id}`), {
      method: 'PATCH',
      headers: { ...json, ...admin() },
      body: JSON.stringify({ status }),
    });
  const list = async () =>
    (await (
      await fetch(url('/api/contact-messages'), { headers: admin() })
    ).json()) as ContactMessage[];
  const replyJobs = () =>
    sut.service.db.select().from(outbox).where(like(outbox.jobId, 'contact-reply-%'));

  async function seed(): Promise<{ id: string; createdAt: Date }> {
    const [row] = await sut.service.db
      .insert(contactMessages)
      .values({ ...MESSAGE, createdAt: new Date(Date.UTC(2026, 10, 1, 8)) })
      .returning();
    if (!row) throw new Error('not seeded');
    return row;
  }

  beforeEach(async () => {
    await sut.service.db.delete(contactMessages);
    await sut.service.db.delete(outbox).where(like(outbox.jobId, 'contact-reply-%'));
  });

  describe('POST /api/contact-messages/:id/replies', () => {
    it('stores the reply, marks the message replied and queues exactly one email through the outbox', async () => {
      const message = await seed();
      const text = 'مرحباً سارة،\nيمكنك التقاعد المبكر بعد 252 اشتراكاً.';
      const res = await reply(message.id, { body: `  ${text}  ` });
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      expect(decodeURIComponent(res.headers.get('x-audit-summary') ?? '')).toBe(
        'ردّ بالبريد على رسالة سارة الخطيب',
      );
      const answered = contactMessageSchema.strict().parse(await res.json());
      expect(answered).toMatchObject({ id: message.id, status: 'replied' });
      expect(answered.replies).toEqual([
        {
          id: expect.any(String),
          body: text,
          authorId: adminId,
          replyTo: OFFICE,
          createdAt: expect.any(String),
        },
      ]);

      const jobs = await replyJobs();
      expect(jobs.map((j) => j.jobId)).toEqual([`contact-reply-${answered.replies[0]?.id}`]);
      expect(jobs[0]?.queue).toBe(EMAIL_QUEUE);
      // Sealed like every email: the row does not show the address.
      expect(JSON.stringify(jobs[0]?.payload)).not.toContain(MESSAGE.email);
      const key = loadServiceKey(sut.service.config.dataDir);
      const job = emailJobSchema.parse(openPayload(key, EMAIL_QUEUE, jobs[0]?.payload));
      expect(job).toEqual({
        template: 'contact-reply',
        to: MESSAGE.email,
        name: MESSAGE.firstName,
        replyTo: OFFICE,
        body: text,
        original: { message: MESSAGE.message, receivedAt: message.createdAt.toISOString() },
      });

      // The list shows it under the message, «تم الرد».
      const [listed] = await list();
      expect(listed).toMatchObject({ id: message.id, status: 'replied' });
      expect(listed?.replies.map((r) => r.body)).toEqual([text]);
    });

    it('lists a second reply after the first, each its own email', async () => {
      const message = await seed();
      expect((await reply(message.id, { body: 'الرد الأول' })).status).toBe(201);
      expect((await reply(message.id, { body: 'الرد الثاني' })).status).toBe(201);
      const [listed] = await list();
      expect(listed?.replies.map((r) => r.body)).toEqual(['الرد الأول', 'الرد الثاني']);
      expect(await replyJobs()).toHaveLength(2);
    });

    it('refuses guests with 401 and users with 403, storing and sending nothing', async () => {
      const message = await seed();
      for (const [headers, status, text] of [
        [{}, 401, errorMessages.unauthorized],
        [user(), 403, errorMessages.forbidden],
      ] as const) {
        const res = await reply(message.id, { body: 'رد' }, headers);
        expect(res.status).toBe(status);
        expect(await res.json()).toEqual({ message: text });
      }
      expect(await sut.service.db.select().from(contactMessageReplies)).toEqual([]);
      expect(await replyJobs()).toEqual([]);
      const [row] = await sut.service.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, message.id));
      expect(row?.status).toBe('new');
    });

    it('validates the reply in Arabic: 1 to 5000 characters, no control characters', async () => {
      const message = await seed();
      for (const [body, text] of [
        [{}, replyMessages.bodyRequired],
        [{ body: '   ' }, replyMessages.bodyRequired],
        [{ body: 'ب'.repeat(5001) }, replyMessages.bodyTooLong],
        [{ body: 'رد\u0000' }, textMessages.controlCharacter],
      ] as const) {
        const res = await reply(message.id, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { body: text },
        });
      }
      expect((await reply(message.id, { body: 'ب'.repeat(5000) })).status).toBe(201);
      expect(await replyJobs()).toHaveLength(1);
    });

    it('answers 404 in Arabic for an unknown or malformed message, sending nothing', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await reply(id, { body: 'رد' });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: messages.messageNotFound });
      }
      expect(await replyJobs()).toEqual([]);
    });
  });

  describe('unread again', () => {
    it('marks a read message unread, and an answered one back to replied when read', async () => {
      const message = await seed();
      expect(await (await mark(message.id, 'read')).json()).toMatchObject({ status: 'read' });
      expect(await (await mark(message.id, 'new')).json()).toMatchObject({ status: 'new' });

      expect((await reply(message.id, { body: 'تم' })).status).toBe(201);
      const unread = (await (await mark(message.id, 'new')).json()) as ContactMessage;
      expect(unread.status).toBe('new');
      expect(unread.replies).toHaveLength(1);
      const stats = (await (
        await fetch(url('/api/contact-messages/stats'), { headers: admin() })
      ).json()) as { new: number };
      expect(stats.new).toBe(1);
      expect(await (await mark(message.id, 'read')).json()).toMatchObject({ status: 'replied' });
    });
  });
});
