import { request } from 'node:http';
import {
  type Appointment,
  bookingMessages,
  EMAIL_QUEUE,
  emailJobSchema,
  errorMessages,
  personNameMessage,
  type SlotAvailability,
  TIME_SLOTS,
  textMessages,
} from '@ssc/contracts';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointments, outbox } from '../db/schema';
import { confirmationJobId } from '../email/email-jobs';
import { createBookingService } from '../service';
import {
  bookingForm,
  filesOnDisk,
  nextFriday,
  slotPicker,
  startContentService,
  UNCAPPED,
} from '../testing/harness';
import { docBytes, docxBytes, jpegBytes, pdfBytes, pngBytes } from '../testing/sample-files';

const content = await startContentService();
afterAll(() => content.stop());

// Redis "down" for these tests: emails stay in the outbox, where the tests read them.
const settings = {
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  slotCapacity: 1,
  ...UNCAPPED,
};
const bookingService = createBookingService(settings);

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(7);
  const url = (path: string) => `${sut.service.url}${path}`;
  const dataDir = () => sut.service.config.dataDir;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });

  const book = (form: FormData, headers: Record<string, string> = {}) =>
    fetch(url('/api/appointments'), { method: 'POST', body: form, headers });
  const rowsAt = (iso: string) =>
    sut.service.db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(iso)));

  beforeAll(() => {
    settings.slotCapacity = 1;
  });

  it('books a slot as a guest with its files, stored under random names, and queues the email', async () => {
    const slot = nextSlot();
    const res = await book(
      bookingForm({ ...sampleBookingFields, date: slot.iso }, [
        { name: 'هوية شخصية.pdf', content: pdfBytes(), type: 'application/pdf' },
        { name: 'scan.PNG', content: pngBytes(), type: 'image/png' },
        { name: 'letter.doc', content: docBytes() },
        { name: 'cv.docx', content: docxBytes() },
        { name: 'photo.jfif', content: jpegBytes() },
      ]),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Appointment;
    expect(body).toMatchObject({
      serviceId: sampleBookingFields.serviceId,
      userId: 'guest',
      date: new Date(slot.iso).toISOString(),
      consultationMode: 'office',
      contactName: sampleBookingFields.contactName,
      contactEmail: sampleBookingFields.contactEmail,
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(body.files.map((f) => [f.fileName, f.mimeType])).toEqual([
      ['هوية شخصية.pdf', 'application/pdf'],
      ['scan.PNG', 'image/png'],
      ['letter.doc', 'application/msword'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['photo.jfif', 'image/jpeg'],
    ]);
    expect(body.files[0]?.fileSize).toBe(pdfBytes().length);

    const disk = await filesOnDisk(dataDir());
    expect(disk.temp).toEqual([]);
    expect(disk.stored.length).toBeGreaterThanOrEqual(5);
    for (const name of disk.stored) expect(name).toMatch(/^[0-9a-f]{32}$/);

    const [queued] = await sut.service.db
      .select()
      .from(outbox)
      .where(eq(outbox.jobId, confirmationJobId(body.id)));
    expect(queued?.queue).toBe('emails');
    // Sealed at rest: only a holder of the service key (the worker) can read it.
    expect(JSON.stringify(queued?.payload)).not.toContain(sampleBookingFields.contactEmail);
    // Data for the worker's template, not rendered text.
    const email = emailJobSchema.parse(
      openPayload(loadServiceKey(dataDir()), EMAIL_QUEUE, queued?.payload),
    );
    expect(email).toMatchObject({
      template: 'booking-confirmation',
      to: sampleBookingFields.contactEmail,
      appointmentId: body.id,
      reference: body.reference,
      startsAt: body.date,
    });
  });

  it('ignores userId, status and paymentStatus sent by the client', async () => {
    const slot = nextSlot();
    const forged = {
      ...sampleBookingFields,
      date: slot.iso,
      userId: 'someone-else',
      status: 'confirmed',
      paymentStatus: 'paid',
    };
    const asGuest = await book(bookingForm(forged));
    expect(asGuest.status).toBe(201);
    expect(await asGuest.json()).toMatchObject({
      userId: 'guest',
      status: 'pending',
      paymentStatus: 'pending',
    });

    const signedIn = await book(
      bookingForm({ ...forged, date: nextSlot().iso }),
      sut.identityHeaders({ userId: 'user-a', role: 'user' }),
    );
    expect(signedIn.status).toBe(201);
    const body = (await signedIn.json()) as Appointment;
    expect(body).toMatchObject({ userId: 'user-a', status: 'pending', paymentStatus: 'pending' });
    const [row] = await sut.service.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, body.id));
    expect(row).toMatchObject({ userId: 'user-a', status: 'pending', paymentStatus: 'pending' });
  });

  it('lets exactly one of 50 concurrent bookings of a slot through; the others get 409', async () => {
    const slot = nextSlot();
    const before = await filesOnDisk(dataDir());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(
          bookingForm(
            { ...sampleBookingFields, contactEmail: `c${i}@example.jo`, date: slot.iso },
            [{ name: `doc-${i}.pdf`, content: pdfBytes(`نسخة ${i}`) }],
          ),
        ).then(async (res) => ({
          status: res.status,
          body: (await res.json()) as { message?: string },
        })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.message).toBe(bookingMessages.slotTaken);
    }
    expect(await rowsAt(slot.iso)).toHaveLength(1);
    // The 49 refused uploads left nothing: one stored file more, no temp file.
    const after = await filesOnDisk(dataDir());
    expect(after.stored.length).toBe(before.stored.length + 1);
    expect(after.temp).toEqual([]);
  });

  it('takes SLOT_CAPACITY bookings per slot', async () => {
    settings.slotCapacity = 2;
    await sut.restart();
    try {
      const slot = nextSlot();
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () =>
          book(bookingForm({ ...sampleBookingFields, date: slot.iso })).then((r) => r.status),
        ),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 409)).toHaveLength(6);
      const rows = await rowsAt(slot.iso);
      expect(rows.map((r) => r.slotIndex).sort()).toEqual([0, 1]);
      const slots = (await (
        await fetch(url(`/api/slots?date=${slot.day}`))
      ).json()) as SlotAvailability;
      expect(slots.slots.find((s) => s.time === slot.time)?.available).toBe(false);
    } finally {
      settings.slotCapacity = 1;
      await sut.restart();
    }
  });

  it('frees the slot when the appointment is cancelled', async () => {
    const slot = nextSlot();
    const first = (await (
      await book(bookingForm({ ...sampleBookingFields, date: slot.iso }))
    ).json()) as Appointment;
    expect((await book(bookingForm({ ...sampleBookingFields, date: slot.iso }))).status).toBe(409);
    const cancel = await fetch(url(`/api/appointments/${first.id}`), {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled', reason: 'طلب العميل بالهاتف' }),
    });
    expect(cancel.status).toBe(200);
    expect((await book(bookingForm({ ...sampleBookingFields, date: slot.iso }))).status).toBe(201);
  });

  it('refuses a text file named .pdf with 415 and keeps nothing', async () => {
    const slot = nextSlot();
    const before = await filesOnDisk(dataDir());
    const res = await book(
      bookingForm({ ...sampleBookingFields, date: slot.iso }, [
        { name: 'good.pdf', content: pdfBytes() },
        {
          name: 'تقرير.pdf',
          content: Buffer.from('just some text, not a PDF at all\n'.repeat(50)),
        },
      ]),
    );
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: bookingMessages.fileType('تقرير.pdf') });
    expect(await filesOnDisk(dataDir())).toEqual(before);
    expect(await rowsAt(slot.iso)).toHaveLength(0);
  });

  it('refuses a PNG named .pdf and a file with an extension not on the list', async () => {
    const mismatch = await book(
      bookingForm({ ...sampleBookingFields, date: nextSlot().iso }, [
        { name: 'scan.pdf', content: pngBytes() },
      ]),
    );
    expect(mismatch.status).toBe(415);
    const exe = await book(
      bookingForm({ ...sampleBookingFields, date: nextSlot().iso }, [
        { name: 'setup.exe', content: pdfBytes() },
      ]),
    );
    expect(exe.status).toBe(415);
    expect(await exe.json()).toEqual({ message: bookingMessages.fileType('setup.exe') });
    expect((await filesOnDisk(dataDir())).temp).toEqual([]);
  });

  it('refuses an 11 MB file with 413 and keeps nothing', async () => {
    const slot = nextSlot();
    const before = await filesOnDisk(dataDir());
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await book(
      bookingForm({ ...sampleBookingFields, date: slot.iso }, [{ name: 'كبير.pdf', content: big }]),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: bookingMessages.fileTooLarge('كبير.pdf') });
    expect(await filesOnDisk(dataDir())).toEqual(before);
    expect(await rowsAt(slot.iso)).toHaveLength(0);
  });

  it('removes the temp file of an upload the client abandons mid-body', async () => {
    const slot = nextSlot();
    const boundary = '----ssc-abort-test';
    const head = Buffer.from(
      [
        ...Object.entries({ ...sampleBookingFields, date: slot.iso }).flatMap(([name, value]) => [
          `--${boundary}`,
          `Content-Disposition: form-data; name="${name}"`,
          '',
          value,
        ]),
        `--${boundary}`,
        'Content-Disposition: form-data; name="files"; filename="big.pdf"',
        'Content-Type: application/pdf',
        '',
        '',
      ].join('\r\n'),
    );
    const target = new URL(url('/api/appointments'));
    const req = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 5 * 1024 * 1024),
      },
    });
    req.on('error', () => {});
    req.write(head);
    req.write(pdfBytes());
    req.write(Buffer.alloc(1024 * 1024, 0x20));
    await expect
      .poll(async () => (await filesOnDisk(dataDir())).temp.length, { timeout: 10_000 })
      .toBe(1);
    req.destroy();
    await expect
      .poll(async () => (await filesOnDisk(dataDir())).temp.length, { timeout: 10_000 })
      .toBe(0);
    expect(await rowsAt(slot.iso)).toHaveLength(0);
    // The service is still fine.
    expect((await fetch(url('/ready'))).status).toBe(200);
  });

  it('refuses past dates, closed days, non-slot times and unknown services with Arabic messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ date: '2023-01-08T09:00:00+03:00' }, bookingMessages.datePast],
      [{ date: `${nextFriday()}T09:00:00+03:00` }, bookingMessages.dateClosedDay],
      [{ date: nextSlot().iso.replace(/T\d\d:00/, 'T12:00') }, bookingMessages.timeInvalid],
      [
        { date: nextSlot().iso.replace(':00:00+03:00', ':30:00+03:00') },
        bookingMessages.timeInvalid,
      ],
      [{ date: nextSlot().iso, serviceId: 'svc-nothing' }, bookingMessages.serviceUnknown],
      [{ date: 'next tuesday' }, errorMessages.validation],
    ];
    for (const [fields, message] of cases) {
      const res = await book(bookingForm({ ...sampleBookingFields, ...fields }));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const invalid = await book(
      bookingForm({
        ...sampleBookingFields,
        date: nextSlot().iso,
        contactEmail: 'not-an-email',
        contactPhone: '123',
      }),
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      contactEmail: bookingMessages.contactEmailInvalid,
      contactPhone: bookingMessages.contactPhoneMin,
    });
  });

  it('refuses a name carrying a URL, a phone number, new lines or a NUL under the name, in Arabic (issue 37)', async () => {
    // The confirmation email repeats the name to any address: letters only, or it is a relay.
    const nameMessage = personNameMessage('fullName');
    const cases: [Record<string, string>, string, string][] = [
      [{ contactName: 'Ali http://evil.example' }, 'contactName', nameMessage],
      [{ contactName: 'Ali 0791234567' }, 'contactName', nameMessage],
      [{ contactName: 'علي ٠٧٩١٢٣٤٥٦٧' }, 'contactName', nameMessage],
      [
        { contactName: 'Ali\nClick https://evil.example' },
        'contactName',
        textMessages.controlCharacter,
      ],
      [{ contactName: 'Ali\u0000' }, 'contactName', textMessages.controlCharacter],
      [{ description: 'سطر أول\u0000' }, 'description', textMessages.controlCharacter],
    ];
    for (const [fields, field, message] of cases) {
      const slot = nextSlot();
      const res = await book(bookingForm({ ...sampleBookingFields, ...fields, date: slot.iso }));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
        [field]: message,
      });
      expect(await rowsAt(slot.iso)).toHaveLength(0);
    }
    // A multi-line description keeps its lines (multipart sends them as CRLF) and its tabs; a
    // hyphenated Latin name is a name.
    const slot = nextSlot();
    const description = 'سطر أول\r\nسطر ثانٍ\r\n\tوثالث';
    const ok = await book(
      bookingForm({
        ...sampleBookingFields,
        contactName: "Jean-Luc O'Neil",
        description,
        date: slot.iso,
      }),
    );
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ contactName: "Jean-Luc O'Neil", description });
  });

  it('accepts a JSON booking without files, with Arabic-Indic digits in the phone', async () => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...sampleBookingFields,
        contactPhone: '٠٧٩١٢٣٤٥٦٧',
        date: nextSlot().iso,
      }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ contactPhone: '0791234567', files: [] });
  });

  it('tells which slots of a day are still free', async () => {
    const slot = nextSlot();
    const before = (await (
      await fetch(url(`/api/slots?date=${slot.day}`))
    ).json()) as SlotAvailability;
    // A working day without the admin's changes offers the default slots of the spec.
    expect(before.slots.map((s) => s.time)).toEqual([...TIME_SLOTS]);
    expect(before.slots.find((s) => s.time === slot.time)?.available).toBe(true);
    expect((await book(bookingForm({ ...sampleBookingFields, date: slot.iso }))).status).toBe(201);
    const after = (await (
      await fetch(url(`/api/slots?date=${slot.day}`))
    ).json()) as SlotAvailability;
    expect(after.slots.find((s) => s.time === slot.time)?.available).toBe(false);

    for (const day of [nextFriday(), '2020-01-05']) {
      const closed = (await (
        await fetch(url(`/api/slots?date=${day}`))
      ).json()) as SlotAvailability;
      expect(closed.slots.every((s) => !s.available)).toBe(true);
    }
    expect((await fetch(url('/api/slots?date=2025-02-30'))).status).toBe(400);
    expect((await fetch(url('/api/slots'))).status).toBe(400);
  });

  it('gives every booking a reference a person can say, and finds it by reference, name or phone', async () => {
    const email = `ref-${Date.now()}@example.jo`;
    const made: Appointment[] = [];
    for (const phone of ['0795550001', '+962 79 555 0002']) {
      const res = await book(
        bookingForm({
          ...sampleBookingFields,
          contactEmail: email,
          contactPhone: phone,
          date: nextSlot().iso,
        }),
      );
      expect(res.status).toBe(201);
      made.push((await res.json()) as Appointment);
    }
    const [first, second] = made;
    expect(first?.reference).toMatch(/^SND-\d{2}-\d{5,}$/);
    expect(second?.reference).not.toBe(first?.reference);
    expect(second?.contactPhone).toBe('0795550002');
    const search = async (q: string) => {
      const res = await fetch(url(`/api/appointments?q=${encodeURIComponent(q)}`), {
        headers: admin(),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Appointment[]).map((a) => a.id);
    };
    expect(await search(first?.reference.toLowerCase() ?? '')).toEqual([first?.id]);
    expect(await search('٠٠٩٦٢٧٩٥٥٥٠٠٠٢')).toEqual([second?.id]);
    expect((await search(email)).sort()).toEqual([first?.id, second?.id].sort());
    // LIKE wildcards are searched for as characters, not as "anything".
    expect(await search('%')).toEqual([]);
    // The search is the office's: a client's q looks only through the client's own bookings.
    const stranger = sut.identityHeaders({ userId: 'stranger', role: 'user' });
    const theirs = await fetch(url(`/api/appointments?q=${encodeURIComponent(email)}`), {
      headers: stranger,
    });
    expect(theirs.status).toBe(200);
    expect(await theirs.json()).toEqual([]);
  });

  it('moves statuses only along the allowed transitions, atomically', async () => {
    const created = (await (
      await book(bookingForm({ ...sampleBookingFields, date: nextSlot().iso }))
    ).json()) as Appointment;
    const patch = (status: string, id = created.id) =>
      fetch(url(`/api/appointments/${id}`), {
        method: 'PATCH',
        headers: { ...admin(), 'content-type': 'application/json' },
        // The office says why it cancels (design §3a); other moves ignore the reason.
        body: JSON.stringify({ status, reason: 'طلب العميل' }),
      });
    const skip = await patch('completed');
    expect(skip.status).toBe(409);
    expect(await skip.json()).toEqual({ message: bookingMessages.invalidTransition });
    // Two admins confirming at once: one wins, the other's move from "pending" no longer applies.
    const [a, b] = await Promise.all([patch('confirmed'), patch('confirmed')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    // Not before the consultation has started (issue 22)…
    const early = await patch('completed');
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: bookingMessages.completeBeforeStart });
    // …and once it has.
    await sut.service.db
      .update(appointments)
      .set({ startsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, created.id));
    const done = await patch('completed');
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: created.id, status: 'completed' });
    expect((await patch('cancelled')).status).toBe(409);
    expect((await patch('pending')).status).toBe(409);
    expect((await patch('archived')).status).toBe(400);
    expect((await patch('confirmed', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await patch('confirmed', 'not-a-uuid')).status).toBe(404);
    // pending → cancelled is allowed, and a cancelled appointment moves no further.
    const other = (await (
      await book(bookingForm({ ...sampleBookingFields, date: nextSlot().iso }))
    ).json()) as Appointment;
    expect((await patch('cancelled', other.id)).status).toBe(200);
    const revived = await patch('confirmed', other.id);
    expect(revived.status).toBe(409);
    expect(await revived.json()).toEqual({ message: bookingMessages.invalidTransition });
  });

  it('lists newest first with paging, the total and the admin filters', async () => {
    const user = sut.identityHeaders({ userId: 'user-list', role: 'user' });
    const made: Appointment[] = [];
    // Three different days, far from the other tests' slots.
    for (const daysAhead of [300, 310, 320]) {
      const res = await book(
        bookingForm({ ...sampleBookingFields, date: slotPicker(daysAhead)().iso }),
        user,
      );
      made.push((await res.json()) as Appointment);
    }
    const page1 = await fetch(url('/api/appointments?page=1&pageSize=2'), { headers: user });
    expect(page1.headers.get('x-total-count')).toBe('3');
    const first = (await page1.json()) as Appointment[];
    expect(first.map((a) => a.id)).toEqual([made[2]?.id, made[1]?.id]);
    const page2 = (await (
      await fetch(url('/api/appointments?page=2&pageSize=2'), { headers: user })
    ).json()) as Appointment[];
    expect(page2.map((a) => a.id)).toEqual([made[0]?.id]);

    const day = made[1]?.date.slice(0, 10) ?? '';
    const filtered = await fetch(
      url(`/api/appointments?status=pending&from=${made[0]?.date.slice(0, 10)}&to=${day}`),
      { headers: admin() },
    );
    const inRange = (await filtered.json()) as Appointment[];
    expect(inRange.map((a) => a.id)).toEqual(expect.arrayContaining([made[0]?.id, made[1]?.id]));
    expect(inRange.map((a) => a.id)).not.toContain(made[2]?.id);
    expect((await fetch(url('/api/appointments?status=lost'), { headers: admin() })).status).toBe(
      400,
    );
  });

  it('lists the office its coming appointments soonest first, then the past ones latest first', async () => {
    const user = sut.identityHeaders({ userId: 'user-order', role: 'user' });
    const booked: Appointment[] = [];
    // Booked out of their order; two are then moved into the past.
    for (const daysAhead of [345, 335, 355, 365, 375]) {
      const res = await book(
        bookingForm({
          ...sampleBookingFields,
          contactName: 'سامر الترتيب',
          date: slotPicker(daysAhead)().iso,
        }),
        user,
      );
      booked.push((await res.json()) as Appointment);
    }
    const [in345, in335, in355, wasIn365, wasIn375] = booked;
    const day = 24 * 3600 * 1000;
    const pastDates: [Appointment | undefined, number][] = [
      [wasIn365, Date.now() - 9 * day],
      [wasIn375, Date.now() - 2 * day],
    ];
    for (const [a, at] of pastDates) {
      await sut.service.db
        .update(appointments)
        .set({ startsAt: new Date(at) })
        .where(eq(appointments.id, a?.id ?? ''));
    }
    const listed = async (headers: Record<string, string>) =>
      (
        (await (
          await fetch(url(`/api/appointments?q=${encodeURIComponent('الترتيب')}`), { headers })
        ).json()) as Appointment[]
      ).map((a) => a.id);

    expect(await listed(admin())).toEqual([
      in335?.id,
      in345?.id,
      in355?.id,
      wasIn375?.id,
      wasIn365?.id,
    ]);
    // The client's own list: newest booking first, as before.
    expect(await listed(user)).toEqual(booked.map((a) => a.id).reverse());
  });
});
