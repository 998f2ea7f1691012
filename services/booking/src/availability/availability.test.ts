import {
  type Appointment,
  type BookingWindow,
  bookingMessages,
  type SlotAvailability,
} from '@ssc/contracts';
import {
  type Availability,
  type AvailabilityChange,
  availabilityMessages,
  DEFAULT_WEEK,
  isFixedHoliday,
  upcomingHolidays,
} from '@ssc/contracts/availability';
import { ammanDayKey, toAppointmentDate, weekdayOf } from '@ssc/contracts/slots';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { appointments } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, startContentService, UNCAPPED } from '../testing/harness';

// Issue 19: the admin's availability (week, exceptions, blocked slots, seeded holidays) and every
// booking path following it, on the real database.

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

  it('lets only an admin read and change the availability', async () => {
    expect((await fetch(url('/api/availability'))).status).toBe(401);
    expect((await send('GET', '/api/availability', undefined, client())).status).toBe(403);
    expect((await send('PUT', '/api/availability/week', { week: DEFAULT_WEEK }, {})).status).toBe(
      401,
    );
    expect(
      (await send('PUT', '/api/availability/week', { week: DEFAULT_WEEK }, client())).status,
    ).toBe(403);
    const day = workingDay(400);
    expect(
      (await send('PUT', `/api/availability/exceptions/${day}`, { closed: true }, client())).status,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/availability/exceptions/${day}`, undefined, {})).status,
    ).toBe(401);
    const res = await send('GET', '/api/availability');
    expect(res.status).toBe(200);
    expect(((await res.json()) as Availability).week).toEqual(DEFAULT_WEEK);
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
  });

  it('refuses invalid input with the Arabic messages', async () => {
    const badTime = await send('PUT', '/api/availability/week', {
      week: { ...DEFAULT_WEEK, '1': ['9:00'] },
    });
    expect(badTime.status).toBe(400);
    expect(JSON.stringify(await badTime.json())).toContain(availabilityMessages.timeInvalid);
    const unsorted = await send('PUT', '/api/availability/week', {
      week: { ...DEFAULT_WEEK, '2': ['11:00', '10:00'] },
    });
    expect(unsorted.status).toBe(400);
    expect(JSON.stringify(await unsorted.json())).toContain(availabilityMessages.timesUnsorted);
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

  it('serves the week the admin sets, and a closed weekday as closed', async () => {
    const monday = workingDay(420);
    const mondayKey = String(weekdayOf(monday)) as keyof typeof DEFAULT_WEEK;
    const week = { ...DEFAULT_WEEK, [mondayKey]: ['08:30', '12:00'] };
    const res = await send('PUT', '/api/availability/week', { week });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AvailabilityChange).week).toEqual(week);
    expect(await slotsOf(monday)).toEqual({
      date: monday,
      slots: [
        { time: '08:30', available: true },
        { time: '12:00', available: true },
      ],
    });
    const friday = new Date(`${monday}T00:00:00Z`);
    friday.setUTCDate(friday.getUTCDate() + ((5 - weekdayOf(monday) + 7) % 7));
    const fridayKey = friday.toISOString().slice(0, 10);
    expect(await slotsOf(fridayKey)).toEqual({ date: fridayKey, closed: true, slots: [] });
    expect(await (await book(fridayKey, '09:00')).json()).toEqual(
      refusal(bookingMessages.dateClosedDay),
    );
    await booked(monday, '08:30');
    expect(await (await book(monday, '09:00')).json()).toEqual(
      refusal(bookingMessages.timeInvalid),
    );
    expect((await send('PUT', '/api/availability/week', { week: DEFAULT_WEEK })).status).toBe(200);
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

  it('lists the open appointments a change strands, and leaves them as they are', async () => {
    const day = workingDay(500);
    const open = await booked(day, '09:00');
    const cancelled = await booked(day, '10:00');
    expect(
      (await send('POST', `/api/appointments/${cancelled.id}/cancel`, {}, client())).status,
    ).toBe(200);
    const res = await send('PUT', `/api/availability/exceptions/${day}`, {
      closed: true,
      note: 'إغلاق طارئ',
    });
    expect(res.status).toBe(200);
    const change = (await res.json()) as AvailabilityChange;
    expect(change.affected).toEqual([
      { id: open.id, reference: open.reference, date: open.date, contactName: open.contactName },
    ]);
    const [row] = await sut.service.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, open.id));
    expect(row?.status).toBe('pending');

    // The week too: emptying that weekday strands it again (the exception already closed it).
    const weekday = String(weekdayOf(day)) as keyof typeof DEFAULT_WEEK;
    await send('DELETE', `/api/availability/exceptions/${day}`);
    const weekRes = await send('PUT', '/api/availability/week', {
      week: { ...DEFAULT_WEEK, [weekday]: [] },
    });
    const weekChange = (await weekRes.json()) as AvailabilityChange;
    expect(weekChange.affected.map((a) => a.id)).toContain(open.id);
    expect(weekChange.affected.map((a) => a.id)).not.toContain(cancelled.id);
    expect((await send('PUT', '/api/availability/week', { week: DEFAULT_WEEK })).status).toBe(200);
  });

  it('accepts no booking of a slot after the admin’s close of its day has committed (50 at once)', async () => {
    const day = workingDay(520);
    const attempts = Array.from({ length: 50 }, () => book(day, '09:00'));
    // Close as soon as the first booking is through, while the others are in flight.
    await Promise.race(attempts);
    const close = await send('PUT', `/api/availability/exceptions/${day}`, {
      closed: true,
      note: 'إغلاق',
    });
    expect(close.status).toBe(200);
    const { affected } = (await close.json()) as AvailabilityChange;
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
    // Every booking stored was there before the close committed, so the close listed it.
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
    expect(affected.map((a) => a.id).sort()).toEqual(accepted.map((a) => a.id).sort());
    expect((await book(day, '09:00')).status).toBe(400);
  });

  it('moves no appointment onto a day after the admin’s close of it has committed (20 at once)', async () => {
    const from = workingDay(530);
    const to = workingDay(540);
    const mine = await Promise.all(Array.from({ length: 20 }, () => booked(from, '09:00')));
    const moves = mine.map((a) => reschedule(a.id, to, '10:00'));
    await Promise.race(moves);
    const close = await send('PUT', `/api/availability/exceptions/${to}`, {
      closed: true,
      note: 'إغلاق',
    });
    const { affected } = (await close.json()) as AvailabilityChange;
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
    // Every move stored was there before the close committed, so the close listed it.
    expect(affected.map((a) => a.id).sort()).toEqual(moved.sort());
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
