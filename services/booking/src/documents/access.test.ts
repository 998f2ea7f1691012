import {
  type Appointment,
  bookingMessages,
  errorMessages,
  type UserDocument,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { attachmentDisposition } from '@ssc/service-kit/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingService } from '../service';
import {
  bookingForm,
  filesOnDisk,
  slotPicker,
  startContentService,
  UNCAPPED,
} from '../testing/harness';
import { pdfBytes, pngBytes } from '../testing/sample-files';

const content = await startContentService();
afterAll(() => content.stop());

const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
});

type Caller = 'guest' | 'userA' | 'userB' | 'admin';
const CALLERS: Caller[] = ['guest', 'userA', 'userB', 'admin'];

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(30);
  const url = (path: string) => `${sut.service.url}${path}`;
  const headers = (caller: Caller): Record<string, string> => {
    if (caller === 'guest') return {};
    if (caller === 'admin') return sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
    return sut.identityHeaders({ userId: caller === 'userA' ? 'user-a' : 'user-b', role: 'user' });
  };
  const book = async (caller: Caller, files = [{ name: 'بطاقة.pdf', content: pdfBytes() }]) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      headers: headers(caller),
      body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso }, files),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const upload = (caller: Caller, name = 'كشف حساب.pdf', body = pdfBytes()) =>
    fetch(url('/api/user-documents'), {
      method: 'POST',
      headers: headers(caller),
      body: bookingForm({}, [{ name, content: body }]),
    });

  const booked = {} as Record<Caller, Appointment>;
  let documentOfA: UserDocument;

  beforeAll(async () => {
    for (const caller of CALLERS) booked[caller] = await book(caller);
    const res = await upload('userA');
    expect(res.status).toBe(201);
    const [uploaded] = (await res.json()) as UserDocument[];
    if (!uploaded) throw new Error('no document');
    documentOfA = uploaded;
  });

  describe('POST /api/appointments', () => {
    it('is open to everybody and records who booked', () => {
      expect(booked.guest.userId).toBe('guest');
      expect(booked.userA.userId).toBe('user-a');
      expect(booked.userB.userId).toBe('user-b');
      expect(booked.admin.userId).toBe('admin-1');
    });

    it('answers 401 to a token that did not come from the gateway', async () => {
      const res = await fetch(url('/api/appointments'), {
        method: 'POST',
        headers: { authorization: 'Bearer forged.token.value' },
        body: bookingForm({ ...sampleBookingFields, date: nextSlot().iso }),
      });
      expect(res.status).toBe(401);
    });
  });

  describe('GET /api/appointments', () => {
    const list = async (caller: Caller) => {
      const res = await fetch(url('/api/appointments'), { headers: headers(caller) });
      return { status: res.status, body: (await res.json()) as Appointment[] };
    };

    it('refuses a guest with 401', async () => {
      const res = await list('guest');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: errorMessages.unauthorized });
    });

    it('shows users only their own appointments', async () => {
      for (const caller of ['userA', 'userB'] as const) {
        const res = await list(caller);
        expect(res.status).toBe(200);
        expect(res.body.map((a) => a.id)).toEqual([booked[caller].id]);
      }
    });

    it('shows an admin every appointment, guests included', async () => {
      const res = await list('admin');
      expect(res.status).toBe(200);
      expect(res.body.map((a) => a.id)).toEqual(
        expect.arrayContaining(CALLERS.map((c) => booked[c].id)),
      );
    });

    it('checks who calls before reading the query', async () => {
      const res = await fetch(url('/api/appointments?page=zero'));
      expect(res.status).toBe(401);
    });
  });

  describe('PATCH /api/appointments/:id', () => {
    const patch = (caller: Caller, id: string) =>
      fetch(url(`/api/appointments/${id}`), {
        method: 'PATCH',
        headers: { ...headers(caller), 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'confirmed' }),
      });

    it('lets only an admin change a status', async () => {
      const id = booked.userA.id;
      expect((await patch('guest', id)).status).toBe(401);
      expect((await patch('userA', id)).status).toBe(403);
      expect((await patch('userB', id)).status).toBe(403);
      const res = await patch('admin', id);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, status: 'confirmed' });
    });
  });

  describe('GET /api/slots', () => {
    it('is public', async () => {
      const day = nextSlot().day;
      for (const caller of CALLERS) {
        const res = await fetch(url(`/api/slots?date=${day}`), { headers: headers(caller) });
        expect(res.status).toBe(200);
      }
    });
  });

  describe('user documents', () => {
    it('refuses a guest upload with 401 before reading the file', async () => {
      const res = await upload('guest');
      expect(res.status).toBe(401);
      expect((await filesOnDisk(sut.service.config.dataDir)).temp).toEqual([]);
    });

    it('lists to each user only their own documents', async () => {
      const ofB = await upload('userB', 'صورة.png', pngBytes());
      expect(ofB.status).toBe(201);
      const [documentOfB] = (await ofB.json()) as UserDocument[];
      expect(documentOfB).toMatchObject({ fileName: 'صورة.png', fileSize: pngBytes().length });

      const listed = async (caller: Caller) => {
        const res = await fetch(url('/api/user-documents'), { headers: headers(caller) });
        return {
          status: res.status,
          total: res.headers.get('x-total-count'),
          body: await res.json(),
        };
      };
      // Issue 18: the files a signed-in client attached to a booking are theirs too, with the
      // booking they belong to; a guest's booking files stay with the appointment only.
      const bookingFile = (caller: Caller) => ({
        id: booked[caller].files[0]?.id,
        fileName: 'بطاقة.pdf',
        fileSize: pdfBytes().length,
        createdAt: expect.any(String),
        appointment: { id: booked[caller].id, reference: booked[caller].reference },
      });
      expect((await listed('guest')).status).toBe(401);
      expect(await listed('userA')).toEqual({
        status: 200,
        total: '2',
        body: [documentOfA, bookingFile('userA')],
      });
      expect(await listed('userB')).toEqual({
        status: 200,
        total: '2',
        body: [documentOfB, bookingFile('userB')],
      });
      expect(await listed('admin')).toEqual({
        status: 200,
        total: '1',
        body: [bookingFile('admin')],
      });
      const guestFile = booked.guest.files[0]?.id;
      for (const caller of ['userA', 'userB', 'admin'] as const) {
        expect(JSON.stringify((await listed(caller)).body)).not.toContain(guestFile);
      }
      // Paged across both kinds: page 2 of size 1 is the booking file.
      const second = await fetch(url('/api/user-documents?page=2&pageSize=1'), {
        headers: headers('userA'),
      });
      expect(second.headers.get('x-total-count')).toBe('2');
      expect(await second.json()).toEqual([bookingFile('userA')]);
    });

    it('needs at least one file and checks each by content', async () => {
      const none = await fetch(url('/api/user-documents'), {
        method: 'POST',
        headers: headers('userA'),
        body: bookingForm({ note: 'بلا ملف' }),
      });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ message: bookingMessages.fileMissing });
      const fake = await upload('userA', 'fake.png', Buffer.from('not an image'));
      expect(fake.status).toBe(415);
      expect(await fake.json()).toEqual({ message: bookingMessages.fileType('fake.png') });
      const json = await fetch(url('/api/user-documents'), {
        method: 'POST',
        headers: { ...headers('userA'), 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(415);
    });
  });

  describe('GET /api/documents/:id/download', () => {
    const download = (caller: Caller, id: string) =>
      fetch(url(`/api/documents/${id}/download`), { headers: headers(caller) });

    it('serves an account document to its owner and admins only, 404 to anyone else', async () => {
      expect((await download('guest', documentOfA.id)).status).toBe(401);
      const other = await download('userB', documentOfA.id);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: bookingMessages.documentNotFound });
      for (const caller of ['userA', 'admin'] as const) {
        const res = await download(caller, documentOfA.id);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('content-disposition')).toBe(attachmentDisposition('كشف حساب.pdf'));
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes())).toBe(true);
      }
    });

    it('serves an appointment file to the booking user and admins only', async () => {
      const fileId = booked.userA.files[0]?.id ?? '';
      expect((await download('guest', fileId)).status).toBe(401);
      expect((await download('userB', fileId)).status).toBe(404);
      const own = await download('userA', fileId);
      expect(own.status).toBe(200);
      // Only an admin's download is told to the audit log, in words (issue 34.7).
      expect(own.headers.get('x-audit-summary')).toBeNull();
      const office = await download('admin', fileId);
      expect(office.status).toBe(200);
      const { reference, contactName } = booked.userA;
      expect(decodeURIComponent(office.headers.get('x-audit-summary') ?? '')).toMatch(
        new RegExp(`^نزّل الملف «.+» من الموعد ${reference} لـ?${contactName}$`),
      );
    });

    it("keeps a guest booking's files for admins", async () => {
      const fileId = booked.guest.files[0]?.id ?? '';
      expect((await download('userA', fileId)).status).toBe(404);
      expect((await download('userB', fileId)).status).toBe(404);
      expect((await download('admin', fileId)).status).toBe(200);
    });

    it('answers 404 for unknown and malformed ids alike', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x', '..%2F..%2Fetc%2Fpasswd']) {
        expect((await download('admin', id)).status).toBe(404);
      }
    });
  });

  it('encodes the download name per RFC 5987 with an ASCII fallback', () => {
    expect(attachmentDisposition('كشف حساب.pdf')).toBe(
      `attachment; filename="___ ____.pdf"; filename*=UTF-8''%D9%83%D8%B4%D9%81%20%D8%AD%D8%B3%D8%A7%D8%A8.pdf`,
    );
    expect(attachmentDisposition(`it's "x".pdf`)).toBe(
      `attachment; filename="it's _x_.pdf"; filename*=UTF-8''it%27s%20%22x%22.pdf`,
    );
  });
});
