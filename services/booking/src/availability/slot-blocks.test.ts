import type { Appointment, AppointmentDetail, SlotAvailability } from '@ssc/contracts';
import {
  type Availability,
  type AvailabilityChange,
  DEFAULT_WEEK,
  isFixedHoliday,
} from '@ssc/contracts/availability';
import { slotBlockMessages } from '@ssc/contracts/slot-blocks';
import { toAppointmentDate, weekdayOf } from '@ssc/contracts/slots';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { afterAll, expect, it } from 'vitest';
import { availabilityExceptions } from '../db/schema';
import { createBookingService } from '../service';
import { bookingForm, startContentService, UNCAPPED } from '../testing/harness';

// Issue 34.2: one slot blocked or freed from the calendar, and the «خارج أوقات العمل» flag on the
// admin's appointments, on the real database.

const content = await startContentService();
afterAll(() => content.stop());

const clock = Date.now();
const bookingService = createBookingService(
  { contentUrl: content.url, redisUrl: `redis://127.0.0.1:${await closedPort()}`, ...UNCAPPED },
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
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = admin(),
  ) =>
    fetch(url(path), {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const block = (
    date: string,
    time: string,
    reason?: string,
    headers: Record<string, string> = admin(),
  ) => send('POST', '/api/availability/blocks', { date, time, reason }, headers);
  const free = (date: string, time: string, headers: Record<string, string> = admin()) =>
    send('DELETE', `/api/availability/blocks?date=${date}&time=${time}`, undefined, headers);
  const offered = async (day: string) =>
    ((await (await fetch(url(`/api/slots?date=${day}`))).json()) as SlotAvailability).slots.map(
      (s) => s.time,
    );
  const exceptionOf = async (day: string) =>
    ((await (await send('GET', '/api/availability')).json()) as Availability).exceptions.find(
      (e) => e.date === day,
    );
  const book = async (day: string, time: string) => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, date: toAppointmentDate(day, time) }),
      headers: client(),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const adminList = async (day: string) =>
    (await (await send('GET', `/api/appointments?from=${day}&to=${day}`)).json()) as Appointment[];

  it('lets only an admin block or free a slot', async () => {
    const day = workingDay(40);
    expect((await block(day, '09:00', undefined, {})).status).toBe(401);
    expect((await block(day, '09:00', undefined, client())).status).toBe(403);
    expect((await free(day, '09:00', client())).status).toBe(403);
    expect(await offered(day)).toEqual(DEFAULT_WEEK['0']);
  });

  it('blocks one slot of the hours as they are, with its reason, and frees it again', async () => {
    const day = workingDay(50);
    const res = await block(day, '11:00', 'اجتماع خارجي');
    expect(res.status).toBe(200);
    const change = (await res.json()) as AvailabilityChange;
    expect(change.affected).toEqual([]);
    const expected = DEFAULT_WEEK['0'].filter((t) => t !== '11:00');
    expect(change.exceptions).toContainEqual({
      date: day,
      closed: false,
      slots: expected,
      note: 'اجتماع خارجي',
    });
    expect(await offered(day)).toEqual(expected);

    // A second block that day keeps the first and its reason.
    expect((await block(day, '15:00')).status).toBe(200);
    expect(await exceptionOf(day)).toMatchObject({
      slots: expected.filter((t) => t !== '15:00'),
      note: 'اجتماع خارجي',
    });

    // Blocking what is already blocked, or freeing what is free or outside the hours: 409.
    const again = await block(day, '11:00');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: slotBlockMessages.notOffered });
    expect((await free(day, '09:00')).status).toBe(409);
    const outside = await free(day, '12:30');
    expect(outside.status).toBe(409);
    expect(await outside.json()).toEqual({ message: slotBlockMessages.notBlocked });

    // Freed one by one: once the day is back to its week's hours its exception goes.
    expect((await free(day, '11:00')).status).toBe(200);
    expect(await offered(day)).toEqual(DEFAULT_WEEK['0'].filter((t) => t !== '15:00'));
    expect((await free(day, '15:00')).status).toBe(200);
    expect(await exceptionOf(day)).toBeUndefined();
    expect(await offered(day)).toEqual(DEFAULT_WEEK['0']);
  });

  it('refuses a slot an open appointment holds, a past slot and a bad time', async () => {
    const day = workingDay(60);
    await book(day, '10:00');
    const held = await block(day, '10:00');
    expect(held.status).toBe(409);
    expect(await held.json()).toEqual({ message: slotBlockMessages.hasAppointment });
    expect(await exceptionOf(day)).toBeUndefined();

    const yesterday = new Date(clock - 86_400_000).toISOString().slice(0, 10);
    const past = await block(yesterday, '09:00');
    expect(past.status).toBe(400);
    expect(((await past.json()) as { message: string }).message).toBe(slotBlockMessages.past);
    expect((await block(day, '9:00')).status).toBe(400);
    expect((await free('2031-02-30', '09:00')).status).toBe(400);
  });

  it('flags the admin’s open appointments the hours no longer offer, and only the admin’s', async () => {
    const day = workingDay(70);
    const kept = await book(day, '09:00');
    const cut = await book(day, '14:00');
    const flags = async () =>
      Object.fromEntries((await adminList(day)).map((a) => [a.id, a.outsideHours]));
    expect(await flags()).toEqual({ [kept.id]: false, [cut.id]: false });

    // The afternoon is cut after both were booked (written as the store keeps it: the REST
    // write would first ask the admin what becomes of the 14:00 client).
    await sut.service.db
      .insert(availabilityExceptions)
      .values({ date: day, closed: false, slots: ['09:00', '10:00', '11:00'] });
    expect(await flags()).toEqual({ [kept.id]: false, [cut.id]: true });
    const detail = (await (
      await send('GET', `/api/appointments/${cut.id}`)
    ).json()) as AppointmentDetail;
    expect(detail.appointment.outsideHours).toBe(true);

    // The client's own list and details carry no such flag.
    const own = (await (
      await send('GET', `/api/appointments?from=${day}&to=${day}`, undefined, client())
    ).json()) as Appointment[];
    expect(own.find((a) => a.id === cut.id)?.outsideHours).toBeUndefined();
    const ownDetail = (await (
      await send('GET', `/api/appointments/${cut.id}`, undefined, client())
    ).json()) as AppointmentDetail;
    expect(ownDetail.appointment.outsideHours).toBeUndefined();

    // Cancelled, it is no longer the office's to move: no flag.
    const cancelled = await send('PATCH', `/api/appointments/${cut.id}`, {
      status: 'cancelled',
      reason: 'تقليص الدوام',
    });
    expect(cancelled.status).toBe(200);
    expect((await flags())[cut.id]).toBe(false);
  });
});
