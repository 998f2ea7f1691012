import { randomUUID } from 'node:crypto';
import {
  type ContactMessage,
  contactMessageSchema,
  EMAIL_QUEUE,
  emailJobSchema,
  errorMessages,
  MAX_PAGE_SIZE,
  contactMessages as messages,
  personNameMessage,
  textMessages,
} from '@ssc/contracts';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../db/schema';
import { contentService } from '../service';

const VALID = {
  firstName: 'سارة',
  lastName: 'الخطيب',
  email: 'sara@example.com',
  phone: '0795551234',
  inquiryType: 'retirement',
  message: 'أرغب في معرفة شروط التقاعد المبكر في حالتي.',
} as const;

/** One broken value per field, with the Arabic message of spec §5 it must produce. */
const INVALID_FIELDS: [field: keyof typeof VALID, value: unknown, message: string][] = [
  ['firstName', 'س', messages.firstNameMin],
  ['firstName', '   ', messages.firstNameMin],
  ['lastName', 'خ', messages.lastNameMin],
  ['email', 'not-an-email', messages.emailInvalid],
  ['email', 42, messages.emailInvalid],
  ['phone', '079555', messages.phoneMin],
  ['inquiryType', '', messages.inquiryTypeRequired],
  ['inquiryType', 'lottery', messages.inquiryTypeRequired],
  ['message', 'قصيرة', messages.messageMin],
  // Issue 37, row 9: the names are letters only, so the office's emails cannot relay a link, a
  // phone number or extra lines; any control character (NUL included) is a 400, never a 500.
  ['firstName', 'Ali http://evil.example', personNameMessage('firstName')],
  ['firstName', 'Ali 0791234567', personNameMessage('firstName')],
  ['lastName', 'www.evil.example', personNameMessage('lastName')],
  ['lastName', 'Ali\nClick https://evil.example', textMessages.controlCharacter],
  ['firstName', 'Ali\u0000', textMessages.controlCharacter],
  ['message', 'رسالة طويلة بما يكفي\u0000', textMessages.controlCharacter],
  ['message', 'رسالة طويلة بما يكفي\u001b[2J', textMessages.controlCharacter],
];

await describeService(contentService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: randomUUID(), role: 'admin' });
  const user = () => sut.identityHeaders({ userId: randomUUID(), role: 'user' });
  const json = { 'content-type': 'application/json' };

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(url('/api/contact'), {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  const list = (query = '', headers: Record<string, string> = admin()) =>
    fetch(url(`/api/contact-messages${query}`), { headers });

  const markRead = (
    id: string,
    body: unknown = { status: 'read' },
    headers: Record<string, string> = admin(),
  ) =>
    fetch(url(`/api/contact-messages/${id}`), {
      method: 'PATCH',
      headers: { ...json, ...headers },
      body: JSON.stringify(body),
    });

  /** Stored messages with distinct, known creation times (oldest first). */
  async function seed(n: number): Promise<string[]> {
    const base = Date.UTC(2025, 0, 1, 8);
    const rows = await sut.service.db
      .insert(contactMessages)
      .values(
        Array.from({ length: n }, (_, i) => ({
          ...VALID,
          firstName: `عميل ${i + 1}`,
          createdAt: new Date(base + i * 60_000),
        })),
      )
      .returning({ id: contactMessages.id });
    return rows.map((r) => r.id);
  }

  beforeEach(async () => {
    await sut.service.db.delete(contactMessages);
  });

  describe('POST /api/contact', () => {
    it('stores a guest message with status new and answers 201 with its id', async () => {
      const res = await send({
        ...VALID,
        firstName: '  سارة ',
        email: ' Sara@Example.COM ',
        phone: '٠٧٩٥٥٥١٢٣٤',
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; message: string };
      expect(body).toEqual({ id: expect.any(String), message: messages.sent });

      const rows = await sut.service.db.select().from(contactMessages);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...VALID,
        id: body.id,
        firstName: 'سارة',
        email: 'sara@example.com',
        phone: '0795551234',
        status: 'new',
      });
      expect(Date.now() - (rows[0]?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
    });

    it('queues «استلمنا رسالتك» to the visitor with the message: name and time, never their words (issue 33.4)', async () => {
      const res = await send({ ...VALID, email: ' Sara@Example.COM ' });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [stored] = await sut.service.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      const rows = await sut.service.db
        .select()
        .from(outbox)
        .where(eq(outbox.jobId, `contact-received-${id}`));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.queue).toBe(EMAIL_QUEUE);
      // Sealed: neither the address nor the name is readable in the row.
      expect(JSON.stringify(rows[0]?.payload)).not.toContain('sara@example.com');
      const key = loadServiceKey(sut.service.config.dataDir);
      const job = emailJobSchema.parse(openPayload(key, EMAIL_QUEUE, rows[0]?.payload));
      expect(job).toEqual({
        template: 'contact-received',
        to: 'sara@example.com',
        name: VALID.firstName,
        receivedAt: stored?.createdAt.toISOString(),
        replyWithinHours: 24,
      });
      // Not a relay: nothing the visitor wrote beyond the first name travels with it.
      const opened = JSON.stringify(job);
      for (const typed of [VALID.message, VALID.lastName, VALID.phone, 'retirement']) {
        expect(opened).not.toContain(typed);
      }
    });

    it('queues no acknowledgement for a refused message', async () => {
      const before = await sut.service.db.select({ jobId: outbox.jobId }).from(outbox);
      const res = await send({ ...VALID, message: 'قصيرة' });
      expect(res.status).toBe(400);
      const after = await sut.service.db.select({ jobId: outbox.jobId }).from(outbox);
      expect(after).toHaveLength(before.length);
    });

    it('keeps the line breaks of a multi-line message', async () => {
      const message = 'مرحباً،\r\nأرغب في معرفة شروط التقاعد المبكر.\n\tشكراً';
      const res = await send({ ...VALID, lastName: "O'Neil-Haddad", message });
      expect(res.status).toBe(201);
      const rows = await sut.service.db.select().from(contactMessages);
      expect(rows[0]).toMatchObject({ lastName: "O'Neil-Haddad", message });
    });

    it('accepts a signed-in user too, and ignores a status sent by the client', async () => {
      const res = await send({ ...VALID, status: 'read', id: randomUUID() }, user());
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const rows = await sut.service.db.select().from(contactMessages);
      expect(rows.map((r) => [r.id, r.status])).toEqual([[id, 'new']]);
    });

    for (const [field, value, message] of INVALID_FIELDS) {
      it(`rejects ${field}=${JSON.stringify(value)} with "${message}"`, async () => {
        const res = await send({ ...VALID, [field]: value });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { [field]: message },
        });
        expect(await sut.service.db.select().from(contactMessages)).toEqual([]);
      });
    }

    it('names every missing field of an empty body', async () => {
      const res = await send({});
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string> };
      expect(body.errors).toEqual({
        firstName: messages.firstNameMin,
        lastName: messages.lastNameMin,
        email: messages.emailInvalid,
        phone: messages.phoneMin,
        inquiryType: messages.inquiryTypeRequired,
        message: messages.messageMin,
      });
    });
  });

  describe('admin endpoints', () => {
    it('refuse guests with 401 and signed-in users with 403, changing nothing', async () => {
      const [id] = await seed(1);
      for (const [headers, status, message] of [
        [{}, 401, errorMessages.unauthorized],
        [user(), 403, errorMessages.forbidden],
      ] as const) {
        const get = await list('', headers);
        expect(get.status).toBe(status);
        expect(await get.json()).toEqual({ message });
        const patch = await markRead(id ?? '', { status: 'read' }, headers);
        expect(patch.status).toBe(status);
        expect(await patch.json()).toEqual({ message });
      }
      // Even an invalid query is answered by the role check first.
      expect((await list('?pageSize=abc', {})).status).toBe(401);
      const rows = await sut.service.db.select().from(contactMessages);
      expect(rows.map((r) => r.status)).toEqual(['new']);
    });

    it('lists the messages newest first with the total count', async () => {
      const ids = await seed(3);
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('3');
      const body = (await res.json()) as ContactMessage[];
      expect(body.map((m) => m.id)).toEqual([...ids].reverse());
      for (const item of body) {
        expect(contactMessageSchema.strict().parse(item)).toEqual(item);
        expect(item.status).toBe('new');
        expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
      }
      expect(body[0]).toMatchObject({ firstName: 'عميل 3', lastName: VALID.lastName });
    });

    it('answers the list and a marked message with Cache-Control: no-store (issue 37 row 11)', async () => {
      const [id] = await seed(1);
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/(^|,\s*)no-store(,|$)/);
      const marked = await markRead(id ?? '');
      expect(marked.status).toBe(200);
      expect(marked.headers.get('cache-control')).toMatch(/(^|,\s*)no-store(,|$)/);
    });

    it('marks a message read, and says so in the list', async () => {
      const [older, newer] = await seed(2);
      const res = await markRead(older ?? '');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: older, status: 'read' });
      // Marking again is harmless.
      expect((await markRead(older ?? '')).status).toBe(200);
      const body = (await (await list()).json()) as ContactMessage[];
      expect(body.map((m) => [m.id, m.status])).toEqual([
        [newer, 'new'],
        [older, 'read'],
      ]);
    });

    it('answers 404 in Arabic for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1']) {
        const res = await markRead(id);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: messages.messageNotFound });
      }
    });

    it('accepts only the read and new (unread) statuses', async () => {
      const [id] = await seed(1);
      for (const body of [{ status: 'replied' }, { status: 'archived' }, {}]) {
        const res = await markRead(id ?? '', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          message: errorMessages.validation,
          errors: { status: messages.statusInvalid },
        });
      }
    });

    it('pages the list and caps the page size', async () => {
      const ids = (await seed(MAX_PAGE_SIZE + 5)).reverse();
      const first = await list();
      expect(first.headers.get('x-total-count')).toBe(String(MAX_PAGE_SIZE + 5));
      expect((await first.json()) as unknown[]).toHaveLength(MAX_PAGE_SIZE);

      const second = (await (await list('?page=2')).json()) as ContactMessage[];
      expect(second.map((m) => m.id)).toEqual(ids.slice(MAX_PAGE_SIZE));

      const slice = (await (await list('?page=3&pageSize=4')).json()) as ContactMessage[];
      expect(slice.map((m) => m.id)).toEqual(ids.slice(8, 12));

      for (const query of [`?pageSize=${MAX_PAGE_SIZE + 1}`, '?page=0', '?pageSize=abc']) {
        const res = await list(query);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ message: errorMessages.validation });
      }
    });
  });
});
