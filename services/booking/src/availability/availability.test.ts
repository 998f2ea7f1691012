import {
  type Appointment,
  type BookingWindow,
  bookingMessages,
  EMAIL_QUEUE,
  emailJobSchema,
  type SlotAvailability,
} from '@ssc/contracts';
import {
  type AffectedAppointment,
  type AffectedDecision,
  type Availability,
  type AvailabilityChange,
  availabilityMessages,
  DEFAULT_HOURS,
  DEFAULT_WEEK,
  type Hours,
  type HoursChange,
  isFixedHoliday,
  periodsOverlapMessage,
  upcomingHolidays,
  type WeekdayKey,
} from '@ssc/contracts/availability';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { ammanDayKey, toAppointmentDate, weekdayOf } from '@ssc/contracts/slots';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { and, asc, eq, like, ne } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { appointmentEvents, appointments, outbox } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, startContentService, UNCAPPED } from '../testing/harness';

// Issues 19 and 34.2: the admin's availability (the week's hours as ranges, periods, exceptions,
// blocked slots, seeded holidays), the affected-clients step, and every booking path following
// them, on the real database.

const content = await startContentService();
afterAll(() => content.stop());

let clock = Date.now();
const bookingService = createBookingService(
  {
    contentUrl: content.url,
    redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    ...UNCAPPED,
    // Room for the race below: 50 bookings of one slot may all fit unless the office closes it.
    slotCapacity: 60,
  },
  { now: () => new Date(clock) },
);

/** A Sunday–Thursday that is no fixed holiday, at least `daysAhead` days from now. */
function workingDay(daysAhead: number): string {
  for (let offset = daysAhead; ; offset++) {
    const day = new Date(clock + offset * 86_400_000).toISOString().slice(0, 10);
    if (weekdayOf(day) <= 4 && !isFixedHoliday(day)) return day;
  }
}

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const client = () => sut.identityHeaders({ userId: 'client-1', role: 'user' });
  const json = { 'content-type': 'application/json' };

  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = admin(),
  ) =>
    fetch(url(path), {
      method,
      headers: { ...json, ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const slotsOf = async (day: string) =>
    (await (await fetch(url(`/api/slots?date=${day}`))).json()) as SlotAvailability;
  const book = (day: string, time: string, headers: Record<string, string> = client()) =>
    fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: toAppointmentDate(day, time) }),
      headers,
    });
  const booked = async (day: string, time: string) => {
    const res = await book(day, time);
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const reschedule = (id: string, day: string, time: string) =>
    send(
      'POST',
      `/api/appointments/${id}/reschedule`,
      { date: toAppointmentDate(day, time) },
      client(),
    );
  const refusal = (message: string) => ({ message, errors: { date: message } });
  /** The week's hours with one weekday's ranges changed. */
  const hoursWith = (day: string, ranges: Hours['ranges']['0'], slotMinutes = 60): Hours => ({
    ranges: { ...DEFAULT_HOURS.ranges, [String(weekdayOf(day)) as WeekdayKey]: ranges },
    slotMinutes,
  });
  const preview = (change: HoursChange, headers: Record<string, string> = admin()) =>
    send('POST', '/api/availability/preview', { change }, headers);
  const applyChange = (
    change: HoursChange,
    decisions: AffectedDecision[],
    headers: Record<string, string> = admin(),
  ) => send('POST', '/api/availability/changes', { change, decisions }, headers);
  const readAvailability = async () =>
    (await (await send('GET', '/api/availability')).json()) as Availability;
  const rowOf = async (id: string) =>
    (await sut.service.db.select().from(appointments).where(eq(appointments.id, id)))[0];
  const key = () => loadServiceKey(sut.service.config.dataDir);
  /** The email jobs in the outbox whose id starts with `prefix`. */
  const emailsLike = async (prefix: string) =>
    (
      await sut.service.db
        .select()
        .from(outbox)
        .where(like(outbox.jobId, `${prefix}%`))
    ).map((row) => emailJobSchema.parse(openPayload(key(), EMAIL_QUEUE, row.payload)));
  const cancelByClient = async (id: string) =>
    expect((await send('POST', `/api/appointments/${id}/cancel`, {}, client())).status).toBe(200);

  it("still takes design §3a's week of slot lists and reads it back unchanged", async () => {
    const week = { ...DEFAULT_WEEK, '1': ['09:00', '10:00', '15:00'] };
    const res = await send('PUT', '/api/availability/week', { week });
    expect(res.status).toBe(200);
    expect((await readAvailability()).week).toEqual(week);
    const restored = await send('PUT', '/api/availability/week', { hours: DEFAULT_HOURS });
    expect(restored.status).toBe(200);
    expect((await readAvailability()).week).toEqual(DEFAULT_WEEK);
  });

  it('lets only an admin read and change the availability', async () => {
    expect((await fetch(url('/api/availability'))).status).toBe(401);
    expect((await send('GET', '/api/availability', undefined, client())).status).toBe(403);
    expect((await send('PUT', '/api/availability/week', { hours: DEFAULT_HOURS }, {})).status).toBe(
      401,
    );
    expect(
      (await send('PUT', '/api/availability/week', { hours: DEFAULT_HOURS }, client())).status,
    ).toBe(403);
    const period = { name: 'رمضان', from: '2031-01-20', to: '2031-02-18', closed: true };
    expect((await send('POST', '/api/availability/periods', period, client())).status).toBe(403);
    const someId = '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10';
    expect(
      (await send('PUT', `/api/availability/periods/${someId}`, period, client())).status,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/availability/periods/${someId}`, undefined, {})).status,
    ).toBe(401);
    const change: HoursChange = { kind: 'period', period };
    expect((await preview(change, client())).status).toBe(403);
    expect((await applyChange(change, [], client())).status).toBe(403);
    expect((await applyChange(change, [], {})).status).toBe(401);
    expect((await readAvailability()).periods).toEqual([]);
    const day = workingDay(400);
    expect(
      (await send('PUT', `/api/availability/exceptions/${day}`, { closed: true }, client())).status,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/availability/exceptions/${day}`, undefined, {})).status,
    ).toBe(401);
    const res = await send('GET', '/api/availability');
    expect(res.status).toBe(200);
    const availability = (await res.json()) as Availability;
    expect(availability.week).toEqual(DEFAULT_WEEK);
    expect(availability.hours).toEqual(DEFAULT_HOURS);
  });

  it('documents the four calls in the OpenAPI document, `affected` included', async () => {
    const doc = (await (await fetch(url('/openapi.json'))).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/availability'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/availability/week'] ?? {})).toContain('put');
    expect(Object.keys(doc.paths['/api/availability/exceptions/{date}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
    expect(JSON.stringify(doc.paths['/api/availability/week'])).toContain('affected');
    expect(Object.keys(doc.paths['/api/availability/periods'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/availability/periods/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
    expect(Object.keys(doc.paths['/api/availability/preview'] ?? {})).toEqual(['post']);
    expect(JSON.stringify(doc.paths['/api/availability/changes'])).toContain('decisions');
  });

  it('refuses invalid input with the Arabic messages', async () => {
    const monday = workingDay(400);
    const cases: [Hours, string][] = [
      [hoursWith(monday, [{ from: '9:00', to: '12:00' }]), availabilityMessages.rangeTimeInvalid],
      [hoursWith(monday, [{ from: '12:00', to: '09:00' }]), availabilityMessages.rangeOrder],
      [
        hoursWith(monday, [
          { from: '09:00', to: '13:00' },
          { from: '12:00', to: '16:00' },
        ]),
        availabilityMessages.rangesOverlap,
      ],
      [
        hoursWith(monday, [{ from: '09:00', to: '12:00' }], 50),
        availabilityMessages.slotMinutesInvalid,
      ],
      [hoursWith(monday, [{ from: '09:00', to: '09:30' }]), availabilityMessages.rangeTooShort],
    ];
    for (const [hours, message] of cases) {
      const res = await send('PUT', '/api/availability/week', { hours });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
    const badPeriod = await send('POST', '/api/availability/periods', {
      name: '',
      from: '2031-02-18',
      to: '2031-01-20',
      closed: false,
    });
    expect(badPeriod.status).toBe(400);
    const periodErrors = JSON.stringify(await badPeriod.json());
    for (const message of [
      availabilityMessages.periodNameRequired,
      availabilityMessages.periodOrder,
      availabilityMessages.periodHoursRequired,
    ]) {
      expect(periodErrors).toContain(message);
    }
    const unknown = await send('DELETE', '/api/availability/periods/not-an-id');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: availabilityMessages.periodNotFound });
    const badDate = await send('PUT', '/api/availability/exceptions/2031-02-30', { closed: true });
    expect(badDate.status).toBe(400);
    expect(await badDate.json()).toEqual({
      message: availabilityMessages.dateInvalid,
      errors: { date: availabilityMessages.dateInvalid },
    });
    const day = workingDay(400);
    const noSlots = await send('PUT', `/api/availability/exceptions/${day}`, { closed: false });
    expect(noSlots.status).toBe(400);
    expect(JSON.stringify(await noSlots.json())).toContain(availabilityMessages.slotsRequired);
    const longNote = await send('PUT', `/api/availability/exceptions/${day}`, {
      closed: true,
      note: 'ن'.repeat(201),
    });
    expect(JSON.stringify(await longNote.json())).toContain(availabilityMessages.noteTooLong);
    const missing = await send('DELETE', `/api/availability/exceptions/${day}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: availabilityMessages.exceptionNotFound });
  });

  it('seeds the coming year’s fixed holidays as closed days, once, and lets the admin edit them', async () => {
    const holidays = upcomingHolidays(ammanDayKey(new Date(clock)));
    const read = async () =>
      (await (await send('GET', '/api/availability')).json()) as Availability;
    expect((await read()).exceptions).toEqual(expect.arrayContaining(holidays));
    for (const holiday of holidays) {
      expect(await slotsOf(holiday.date)).toEqual({ date: holiday.date, closed: true, slots: [] });
    }
    // A holiday on a working weekday: refused at booking with the closed-date message.
    const weekdayHoliday = holidays.find((h) => weekdayOf(h.date) <= 4);
    if (!weekdayHoliday) throw new Error('every holiday of the year falls on a weekend');
    const refused = await book(weekdayHoliday.date, '09:00');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(refusal(availabilityMessages.dateClosed));

    // Edited: open for one hour; then deleted: the week applies again.
    const edited = await send('PUT', `/api/availability/exceptions/${weekdayHoliday.date}`, {
      closed: false,
      slots: ['10:00'],
      note: 'دوام قصير',
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as AvailabilityChange).exceptions).toContainEqual({
      date: weekdayHoliday.date,
      closed: false,
      slots: ['10:00'],
      note: 'دوام قصير',
    });
    expect((await slotsOf(weekdayHoliday.date)).slots).toEqual([
      { time: '10:00', available: true },
    ]);
    const deleted = await send('DELETE', `/api/availability/exceptions/${weekdayHoliday.date}`);
    expect(deleted.status).toBe(200);
    expect((await slotsOf(weekdayHoliday.date)).slots.map((s) => s.time)).toEqual(
      DEFAULT_WEEK['0'],
    );

    // Another start does not put the deleted holiday back, nor seed any twice.
    await sut.restart();
    const after = (await read()).exceptions;
    expect(after.find((e) => e.date === weekdayHoliday.date)).toBeUndefined();
    for (const holiday of holidays.filter((h) => h.date !== weekdayHoliday.date)) {
      expect(after.filter((e) => e.date === holiday.date)).toEqual([holiday]);
    }
  });

  it('lists the closed days of the booking window for the date picker', async () => {
    const day = workingDay(430);
    await send('PUT', `/api/availability/exceptions/${day}`, { closed: true, note: 'غياب' });
    const window = (await (await fetch(url('/api/slots/window'))).json()) as BookingWindow;
    const closed = new Set(window.closedDays);
    expect(closed.has(day)).toBe(true);
    const { exceptions } = (await (await send('GET', '/api/availability')).json()) as Availability;
    for (const exception of exceptions.filter((e) => e.closed && e.date <= window.lastDay)) {
      expect(closed.has(exception.date)).toBe(true);
    }
    expect(closed.has(workingDay(440))).toBe(false);
    const friday = [...closed].find((d) => d > day && weekdayOf(d) === 5);
    expect(friday).toBeDefined();
    expect((await send('DELETE', `/api/availability/exceptions/${day}`)).status).toBe(200);
  });

  it('serves the slots derived from the week’s ranges, and a closed weekday as closed', async () => {
    const monday = workingDay(420);
    const hours = hoursWith(
      monday,
      [
        { from: '08:30', to: '10:00' },
        { from: '16:00', to: '17:15' },
      ],
      30,
    );
    const res = await send('PUT', '/api/availability/week', { hours });
    expect(res.status).toBe(200);
    const change = (await res.json()) as AvailabilityChange;
    expect(change.hours).toEqual(hours);
    expect(change.affected).toEqual([]);
    // Read again: the admin sees the ranges, not the slot list.
    expect((await readAvailability()).hours).toEqual(hours);
    expect((await slotsOf(monday)).slots.map((s) => s.time)).toEqual([
      '08:30',
      '09:00',
      '09:30',
      '16:00',
      '16:30',
    ]);
    const friday = new Date(`${monday}T00:00:00Z`);
    friday.setUTCDate(friday.getUTCDate() + ((5 - weekdayOf(monday) + 7) % 7));
    const fridayKey = friday.toISOString().slice(0, 10);
    expect(await slotsOf(fridayKey)).toEqual({ date: fridayKey, closed: true, slots: [] });
    expect(await (await book(fridayKey, '09:00')).json()).toEqual(
      refusal(bookingMessages.dateClosedDay),
    );
    const mine = await booked(monday, '08:30');
    // 17:00 would end at 17:30, after the range's end at 17:15: not a slot.
    expect(await (await book(monday, '17:00')).json()).toEqual(
      refusal(bookingMessages.timeInvalid),
    );
    await cancelByClient(mine.id);
    expect((await send('PUT', '/api/availability/week', { hours: DEFAULT_HOURS })).status).toBe(
      200,
    );
  });

  it('offers a date exception’s own slots (Ramadan hours) instead of the week', async () => {
    const day = workingDay(440);
    const res = await send('PUT', `/api/availability/exceptions/${day}`, {
      closed: false,
      slots: ['10:00', '13:30'],
      note: 'ساعات رمضان',
    });
    expect(res.status).toBe(200);
    expect((await slotsOf(day)).slots).toEqual([
      { time: '10:00', available: true },
      { time: '13:30', available: true },
    ]);
    await booked(day, '13:30');
    expect((await slotsOf(day)).slots).toEqual([
      { time: '10:00', available: true },
      { time: '13:30', available: true }, // capacity 60 here
    ]);
    expect(await (await book(day, '09:00')).json()).toEqual(refusal(bookingMessages.timeInvalid));
  });

  it('refuses a blocked slot at booking and at reschedule, and keeps the day’s other slots', async () => {
    const day = workingDay(460);
    const weekSlots = DEFAULT_WEEK[String(weekdayOf(day)) as '0'];
    const res = await send('PUT', `/api/availability/exceptions/${day}`, {
      closed: false,
      slots: weekSlots.filter((t) => t !== '10:00'),
      note: 'اجتماع الفريق',
    });
    expect(res.status).toBe(200);
    const slots = await slotsOf(day);
    expect(slots.slots.map((s) => s.time)).not.toContain('10:00');
    expect(slots.slots).toHaveLength(weekSlots.length - 1);
    expect(await (await book(day, '10:00')).json()).toEqual(refusal(bookingMessages.timeInvalid));

    const appointment = await booked(day, '09:00');
    const moved = await reschedule(appointment.id, day, '10:00');
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual(refusal(bookingMessages.timeInvalid));
    const okay = await reschedule(appointment.id, day, '11:00');
    expect(okay.status).toBe(200);
    expect(((await okay.json()) as Appointment).date).toBe(
      new Date(toAppointmentDate(day, '11:00')).toISOString(),
    );
  });

  it('refuses a reschedule onto a closed date', async () => {
    const from = workingDay(480);
    const closed = workingDay(490);
    await send('PUT', `/api/availability/exceptions/${closed}`, { closed: true, note: 'غياب' });
    const appointment = await booked(from, '09:00');
    const res = await reschedule(appointment.id, closed, '09:00');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refusal(availabilityMessages.dateClosed));
  });

  it('refuses a plain write that strands booked clients (409 with them), saving nothing', async () => {
    const day = workingDay(500);
    const open = await booked(day, '09:00');
    const cancelled = await booked(day, '10:00');
    await cancelByClient(cancelled.id);
    const res = await send('PUT', `/api/availability/exceptions/${day}`, {
      closed: true,
      note: 'إغلاق طارئ',
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string; affected: AffectedAppointment[] };
    expect(body.message).toBe(availabilityMessages.affectedUndecided);
    expect(body.affected).toEqual([
      {
        id: open.id,
        reference: open.reference,
        date: open.date,
        contactName: open.contactName,
        serviceName: expect.any(String),
      },
    ]);
    expect((await readAvailability()).exceptions.find((e) => e.date === day)).toBeUndefined();
    expect((await rowOf(open.id))?.status).toBe('pending');

    // The week too: emptying that weekday would strand it; the cancelled one is no one's concern.
    const weekday = String(weekdayOf(day)) as WeekdayKey;
    const weekRes = await send('PUT', '/api/availability/week', {
      hours: { ...DEFAULT_HOURS, ranges: { ...DEFAULT_HOURS.ranges, [weekday]: [] } },
    });
    expect(weekRes.status).toBe(409);
    const weekBody = (await weekRes.json()) as { affected: AffectedAppointment[] };
    expect(weekBody.affected.map((a) => a.id)).toContain(open.id);
    expect(weekBody.affected.map((a) => a.id)).not.toContain(cancelled.id);
    expect((await readAvailability()).hours).toEqual(DEFAULT_HOURS);
    await cancelByClient(open.id);
  });

  it('saves periods, lists them, and refuses one sharing a date with another', async () => {
    const from = workingDay(560);
    const to = new Date(Date.parse(from) + 29 * 86_400_000).toISOString().slice(0, 10);
    const ramadanHours: Hours = {
      ranges: Object.fromEntries(
        Object.entries(DEFAULT_HOURS.ranges).map(([k, ranges]) => [
          k,
          ranges.length > 0 ? [{ from: '10:00', to: '14:00' }] : [],
        ]),
      ) as Hours['ranges'],
      slotMinutes: 30,
    };
    const created = await send('POST', '/api/availability/periods', {
      name: 'رمضان',
      from,
      to,
      closed: false,
      hours: ramadanHours,
    });
    expect(created.status).toBe(201);
    const [ramadan] = ((await created.json()) as AvailabilityChange).periods;
    expect(ramadan).toEqual({
      id: expect.any(String),
      name: 'رمضان',
      from,
      to,
      closed: false,
      hours: ramadanHours,
    });
    if (!ramadan) throw new Error('no period');
    expect((await readAvailability()).periods).toEqual([ramadan]);

    const overlapping = await send('POST', '/api/availability/periods', {
      name: 'الصيف',
      from: to,
      to: to,
      closed: true,
    });
    expect(overlapping.status).toBe(409);
    expect(await overlapping.json()).toEqual({ message: periodsOverlapMessage('رمضان') });

    // Edited: its own dates may move over themselves; then deleted.
    const later = new Date(Date.parse(to) + 86_400_000).toISOString().slice(0, 10);
    const edited = await send('PUT', `/api/availability/periods/${ramadan.id}`, {
      name: 'رمضان المبارك',
      from,
      to: later,
      closed: false,
      hours: ramadanHours,
    });
    expect(edited.status).toBe(200);
    expect((await readAvailability()).periods).toEqual([
      { ...ramadan, name: 'رمضان المبارك', to: later },
    ]);
    const missing = await send(
      'PUT',
      '/api/availability/periods/6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10',
      { name: 'x', from, to, closed: true },
    );
    expect(missing.status).toBe(404);
    expect((await send('DELETE', `/api/availability/periods/${ramadan.id}`)).status).toBe(200);
    expect((await readAvailability()).periods).toEqual([]);
    expect((await send('DELETE', `/api/availability/periods/${ramadan.id}`)).status).toBe(404);
  });

  it('a period overrides the week and a date exception the period, in the slots and at booking', async () => {
    const first = workingDay(600);
    const inside = workingDay(602);
    const last = new Date(Date.parse(first) + 9 * 86_400_000).toISOString().slice(0, 10);
    const after = workingDay(615);
    const hours = hoursWith(inside, [{ from: '10:00', to: '12:00' }], 45);
    const created = await send('POST', '/api/availability/periods', {
      name: 'رمضان',
      from: first,
      to: last,
      closed: false,
      hours,
    });
    expect(created.status).toBe(201);
    const [period] = ((await created.json()) as AvailabilityChange).periods;
    // Inside: the period's slots (10:00 and 10:45; 11:30 would end after 12:00), not the week's.
    expect((await slotsOf(inside)).slots.map((s) => s.time)).toEqual(['10:00', '10:45']);
    expect(await (await book(inside, '09:00')).json()).toEqual(
      refusal(bookingMessages.timeInvalid),
    );
    const inPeriod = await booked(inside, '10:45');
    // After it: the week again.
    expect((await slotsOf(after)).slots.map((s) => s.time)).toEqual(DEFAULT_WEEK['0']);
    expect((await book(after, '10:45')).status).toBe(400);
    // A date exception inside the period wins over it.
    const exceptionDay = workingDay(606);
    expect(
      (
        await send('PUT', `/api/availability/exceptions/${exceptionDay}`, {
          closed: false,
          slots: ['13:00'],
          note: 'يوم خاص',
        })
      ).status,
    ).toBe(200);
    expect((await slotsOf(exceptionDay)).slots.map((s) => s.time)).toEqual(['13:00']);
    expect((await book(exceptionDay, '13:00')).status).toBe(201);
    // A move onto a week slot inside the period is refused the same way.
    const moved = await reschedule(inPeriod.id, inside, '09:00');
    expect(await moved.json()).toEqual(refusal(bookingMessages.timeInvalid));
    // A closed period closes its days (moved away from the appointment booked in it).
    await cancelByClient(inPeriod.id);
    const closedDay = workingDay(620);
    expect(
      (
        await send('PUT', `/api/availability/periods/${period?.id}`, {
          name: 'إغلاق',
          from: closedDay,
          to: closedDay,
          closed: true,
        })
      ).status,
    ).toBe(200);
    expect((await slotsOf(closedDay)).closed).toBe(true);
    expect(await (await book(closedDay, '09:00')).json()).toEqual(
      refusal(availabilityMessages.dateClosed),
    );
    expect((await send('DELETE', `/api/availability/periods/${period?.id}`)).status).toBe(200);
  });

  it('previews the clients a change strands without saving, and saves only with a decision for each', async () => {
    const day = workingDay(640);
    const toMove = await booked(day, '09:00');
    const toCancel = await booked(day, '10:00');
    const toNotify = await booked(day, '11:00');
    const untouched = await booked(day, '14:00');
    const change: HoursChange = {
      kind: 'period',
      period: {
        name: 'الدوام المسائي',
        from: day,
        to: day,
        closed: false,
        hours: hoursWith(day, [{ from: '14:00', to: '17:00' }]),
      },
    };
    const before = await slotsOf(day);
    const res = await preview(change);
    expect(res.status).toBe(200);
    const { affected } = (await res.json()) as { affected: AffectedAppointment[] };
    expect(affected.map((a) => a.id)).toEqual([toMove.id, toCancel.id, toNotify.id]);
    expect(affected[0]).toEqual({
      id: toMove.id,
      reference: toMove.reference,
      date: toMove.date,
      contactName: toMove.contactName,
      serviceName: expect.any(String),
    });
    // Nothing saved by the preview.
    expect((await readAvailability()).periods).toEqual([]);
    expect(await slotsOf(day)).toEqual(before);

    // Decisions for only two of the three: refused with the list, still nothing saved.
    const notify: AffectedDecision = { appointmentId: toNotify.id, action: 'notify' };
    const cancel: AffectedDecision = {
      appointmentId: toCancel.id,
      action: 'cancel',
      reason: 'تغيّر دوام المكتب',
    };
    const short = await applyChange(change, [notify, cancel]);
    expect(short.status).toBe(409);
    expect(await short.json()).toEqual({
      message: availabilityMessages.affectedChanged,
      affected,
    });
    expect((await readAvailability()).periods).toEqual([]);
    expect((await rowOf(toCancel.id))?.status).toBe('pending');
    expect(await emailsLike(`office-hours-changed-${toNotify.id}`)).toEqual([]);

    // A move onto a slot the new hours do not offer: refused, naming the appointment; nothing saved.
    const badMove = await applyChange(change, [
      notify,
      cancel,
      { appointmentId: toMove.id, action: 'move', date: toAppointmentDate(day, '10:00') },
    ]);
    expect(badMove.status).toBe(400);
    expect(((await badMove.json()) as { message: string }).message).toBe(
      `${toMove.reference}: ${bookingMessages.timeInvalid}`,
    );
    expect((await readAvailability()).periods).toEqual([]);
    expect((await rowOf(toCancel.id))?.status).toBe('pending');

    const saved = await applyChange(change, [
      notify,
      cancel,
      { appointmentId: toMove.id, action: 'move', date: toAppointmentDate(day, '15:00') },
    ]);
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as AvailabilityChange;
    expect(answer.periods.map((p) => p.name)).toEqual(['الدوام المسائي']);
    expect(answer.affected.map((a) => a.id)).toEqual([toMove.id, toCancel.id, toNotify.id]);

    // Moved by the office (the client's free move not spent), with the reschedule email.
    const movedRow = await rowOf(toMove.id);
    expect(movedRow?.startsAt.toISOString()).toBe(
      new Date(toAppointmentDate(day, '15:00')).toISOString(),
    );
    expect(movedRow?.rescheduleCount).toBe(0);
    const movedEvents = await sut.service.db
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, toMove.id))
      .orderBy(asc(appointmentEvents.at));
    expect(movedEvents.map((e) => [e.action, e.actor])).toContainEqual(['rescheduled', 'admin']);
    const movedEmails = await emailsLike(`appointment-update-${toMove.id}-`);
    expect(movedEmails.map((e) => e.template === 'appointment-update' && e.change)).toContain(
      'rescheduled',
    );

    // Cancelled through the cancel path: by the office, its reason, the refund policy, an email.
    const cancelledRow = await rowOf(toCancel.id);
    expect(cancelledRow).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      cancelReason: 'تغيّر دوام المكتب',
      refundPercent: 100,
      refundStatus: 'none',
    });
    const cancelEmails = await emailsLike(`appointment-update-${toCancel.id}-`);
    expect(cancelEmails).toContainEqual(
      expect.objectContaining({ change: 'cancelled', reason: 'تغيّر دوام المكتب' }),
    );

    // Notified: kept as it is, and emailed «تغيير أوقات عمل المكتب» with the manage link.
    expect((await rowOf(toNotify.id))?.status).toBe('pending');
    const notices = await emailsLike(`office-hours-changed-${toNotify.id}`);
    expect(notices).toEqual([
      expect.objectContaining({
        template: 'office-hours-changed',
        to: toNotify.contactEmail,
        reference: toNotify.reference,
        startsAt: toNotify.date,
        manageUrl: expect.stringContaining(toNotify.id),
      }),
    ]);
    expect((await rowOf(untouched.id))?.status).toBe('pending');
    // The new hours hold: 09:00 is no longer offered that day.
    expect((await slotsOf(day)).slots.map((s) => s.time)).toEqual(['14:00', '15:00', '16:00']);
  });

  it('refuses decisions that are not one per appointment, and a cancel without a reason', async () => {
    const change: HoursChange = { kind: 'deleteException', date: workingDay(650) };
    const id = '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10';
    const twice = await applyChange(change, [
      { appointmentId: id, action: 'notify' },
      { appointmentId: id, action: 'notify' },
    ]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain(availabilityMessages.decisionDuplicate);
    const noReason = await send('POST', '/api/availability/changes', {
      change,
      decisions: [{ appointmentId: id, action: 'cancel', reason: ' ' }],
    });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain(lifecycleMessages.reasonRequired);
    // A decision for an appointment the change does not strand: the list differs, 409.
    const day = workingDay(650);
    await send('PUT', `/api/availability/exceptions/${day}`, { closed: true });
    const stray = await applyChange(change, [{ appointmentId: id, action: 'notify' }]);
    expect(stray.status).toBe(409);
    expect(await stray.json()).toEqual({
      message: availabilityMessages.affectedChanged,
      affected: [],
    });
  });

  /**
   * Closes `day` through the affected-clients step as an admin racing bookings would: preview,
   * decide (notify everyone listed), save; a 409 brings the new list and the admin decides again.
   * Answers the appointments finally decided on.
   */
  async function closeDeciding(day: string): Promise<string[]> {
    const change: HoursChange = {
      kind: 'exception',
      date: day,
      exception: { closed: true, note: 'إغلاق' },
    };
    const first = (await (await preview(change)).json()) as { affected: AffectedAppointment[] };
    let listed = first.affected.map((a) => a.id);
    for (let round = 0; round < 20; round++) {
      const res = await applyChange(
        change,
        listed.map((appointmentId) => ({ appointmentId, action: 'notify' })),
      );
      if (res.status === 200) return listed;
      expect(res.status).toBe(409);
      listed = ((await res.json()) as { affected: AffectedAppointment[] }).affected.map(
        (a) => a.id,
      );
    }
    throw new Error('the close never settled');
  }

  it('accepts no booking of a slot after the admin’s close of its day has committed, and loses none (50 at once)', async () => {
    const day = workingDay(520);
    const attempts = Array.from({ length: 50 }, () => book(day, '09:00'));
    // Close as soon as the first booking is through, while the others are in flight.
    await Promise.race(attempts);
    const decided = await closeDeciding(day);
    const results = await Promise.all(attempts);
    const accepted: Appointment[] = [];
    for (const res of results) {
      if (res.status === 201) accepted.push((await res.json()) as Appointment);
      else {
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual(refusal(availabilityMessages.dateClosed));
      }
    }
    expect(accepted.length).toBeGreaterThan(0);
    // Every booking stored was there before the close committed, so the admin decided on it.
    const stored = await sut.service.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.startsAt, new Date(toAppointmentDate(day, '09:00'))),
          ne(appointments.status, 'cancelled'),
        ),
      );
    expect(stored.map((r) => r.id).sort()).toEqual(accepted.map((a) => a.id).sort());
    expect(decided.sort()).toEqual(accepted.map((a) => a.id).sort());
    expect((await book(day, '09:00')).status).toBe(400);
  });

  it('moves no appointment onto a day after the admin’s close of it has committed (20 at once)', async () => {
    const from = workingDay(530);
    const to = workingDay(540);
    const mine = await Promise.all(Array.from({ length: 20 }, () => booked(from, '09:00')));
    const moves = mine.map((a) => reschedule(a.id, to, '10:00'));
    await Promise.race(moves);
    const decided = await closeDeciding(to);
    const moved: string[] = [];
    for (const [i, res] of (await Promise.all(moves)).entries()) {
      if (res.status === 200) moved.push(mine[i]?.id ?? '');
      // Refused because the day closed, or because a concurrent move took the same place.
      else {
        const { message } = (await res.json()) as { message: string };
        expect([availabilityMessages.dateClosed, bookingMessages.slotTaken]).toContain(message);
      }
    }
    expect(moved.length).toBeGreaterThan(0);
    // Every move stored was there before the close committed, so the admin decided on it.
    expect(decided.sort()).toEqual(moved.sort());
  });

  it('a later start seeds the next year’s holidays and keeps an appointment already booked on one', async () => {
    const today = ammanDayKey(new Date(clock));
    const yearLater = new Date(clock + 366 * 86_400_000);
    const known = new Set(upcomingHolidays(today).map((h) => h.date));
    const next = upcomingHolidays(ammanDayKey(yearLater)).find(
      (h) => !known.has(h.date) && weekdayOf(h.date) <= 4,
    );
    if (!next) throw new Error('no holiday of the next year on a working day');
    const appointment = await booked(next.date, '09:00');
    clock = yearLater.getTime();
    await sut.restart();
    const availability = (await (await send('GET', '/api/availability')).json()) as Availability;
    expect(availability.exceptions).toContainEqual(next);
    const [row] = await sut.service.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointment.id));
    expect(row?.status).toBe('pending');
  });
});
