import {
  type Appointment,
  type AppointmentDetail,
  bookingMessages,
  EMAIL_QUEUE,
  emailJobSchema,
  type SlotAvailability,
} from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { sampleBookingFields } from '@ssc/contracts/testing';
import { loadServiceKey, openPayload } from '@ssc/service-kit/internal-auth';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appointmentEvents, outbox } from '../db/schema';
import { applyPaymentEvent } from '../payments/payment-events';
import { createBookingService } from '../service';
import { bookingForm, slotPicker, startContentService, UNCAPPED } from '../testing/harness';
import { manageToken, manageUrl } from './manage-link';

// Issue 18: cancel with the policy's refund, the one free reschedule, the signed link in the
// emails. Time is a clock the test moves.

const HOUR = 3_600_000;
const iso = (date: string) => new Date(date).toISOString();
const MINUTE = 60_000;

const content = await startContentService();
afterAll(() => content.stop());

let clock = Date.now();
const settings: Parameters<typeof createBookingService>[0] = {
  contentUrl: content.url,
  // Redis "down": emails stay in the outbox, where the tests read them.
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
  ...UNCAPPED,
  publicUrl: 'https://sanad.example',
  defaultMeetingUrls: { teams: 'https://teams.microsoft.com/l/meetup-join/office-room' },
};
const bookingService = createBookingService(settings, { now: () => new Date(clock) });

await describeService(bookingService, (sut) => {
  const nextSlot = slotPicker(20);
  beforeAll(() => {
    clock = Date.now();
  });
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });
  const owner = () => sut.identityHeaders({ userId: 'client-life', role: 'user' });
  const stranger = () => sut.identityHeaders({ userId: 'someone-else', role: 'user' });
  const db = () => sut.service.db;
  const key = () => loadServiceKey(sut.service.config.dataDir);

  const book = async (iso: string, headers: Record<string, string> = {}, mode = 'office') => {
    const res = await fetch(url('/api/appointments'), {
      method: 'POST',
      body: bookingForm({ ...sampleBookingFields, consultationMode: mode, date: iso }),
      headers,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Appointment;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const pay = (id: string) =>
    applyPaymentEvent(db(), {
      eventId: `evt-${id}`,
      paymentId: `pay-${id}`,
      kind: 'appointment',
      targetId: id,
      status: 'paid',
      occurredAt: new Date(clock).toISOString(),
      amountMinor: 30_000,
    });
  const email = async (jobId: string) => {
    const [row] = await db().select().from(outbox).where(eq(outbox.jobId, jobId));
    return row ? emailJobSchema.parse(openPayload(key(), EMAIL_QUEUE, row.payload)) : undefined;
  };
  const at = (iso: string, offsetMs: number) => {
    clock = new Date(iso).getTime() + offsetMs;
  };

  it('cancels at least 24 h ahead with a full refund, frees the slot and emails a METHOD:CANCEL update', async () => {
    clock = Date.now();
    const slot = nextSlot();
    const booked = await book(slot.iso, owner());
    await pay(booked.id);
    at(slot.iso, -24 * HOUR - MINUTE);
    const res = await post(`/api/appointments/${booked.id}/cancel`, {}, owner());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { appointment: Appointment; refund: unknown };
    expect(body.refund).toEqual({ percent: 100, amount: 30, status: 'pending' });
    expect(body.appointment).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      refund: { percent: 100, amount: 30, status: 'pending' },
    });
    const day = (await (
      await fetch(url(`/api/slots?date=${slot.day}`))
    ).json()) as SlotAvailability;
    expect(day.slots.find((s) => s.time === slot.time)?.available).toBe(true);
    expect(await email(`appointment-update-${booked.id}-1`)).toMatchObject({
      template: 'appointment-update',
      change: 'cancelled',
      cancelledBy: 'client',
      sequence: 1,
      refund: { percent: 100, amount: 30 },
    });
    const again = await post(`/api/appointments/${booked.id}/cancel`, {}, owner());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: lifecycleMessages.cannotCancel });
  });

  it('refunds 50 % a minute inside 24 h, nothing after the start, nothing when unpaid', async () => {
    clock = Date.now();
    const late = nextSlot();
    const lateBooking = await book(late.iso, owner());
    await pay(lateBooking.id);
    at(late.iso, -24 * HOUR + MINUTE);
    const lateRes = await post(`/api/appointments/${lateBooking.id}/cancel`, {}, owner());
    expect(((await lateRes.json()) as { refund: unknown }).refund).toEqual({
      percent: 50,
      amount: 15,
      status: 'pending',
    });

    clock = Date.now();
    const started = nextSlot();
    const startedBooking = await book(started.iso, owner());
    await pay(startedBooking.id);
    at(started.iso, MINUTE);
    const startedRes = await post(`/api/appointments/${startedBooking.id}/cancel`, {}, owner());
    expect(((await startedRes.json()) as { refund: unknown }).refund).toEqual({
      percent: 0,
      amount: 0,
      status: 'none',
    });

    clock = Date.now();
    const unpaid = await book(nextSlot().iso, owner());
    const unpaidRes = await post(`/api/appointments/${unpaid.id}/cancel`, {}, owner());
    expect(((await unpaidRes.json()) as { refund: unknown }).refund).toEqual({
      percent: 100,
      amount: 0,
      status: 'none',
    });
  });

  it('lets a guest manage the booking with its signed link, and only that one', async () => {
    clock = Date.now();
    const mine = await book(nextSlot().iso);
    const other = await book(nextSlot().iso);
    const link = new URL(manageUrl('https://sanad.example', key(), mine.id));
    expect(link.pathname).toBe('/appointments/manage');
    expect(link.searchParams.get('id')).toBe(mine.id);
    const token = link.searchParams.get('token') ?? '';

    const refused = [
      `/api/appointments/${other.id}/cancel?token=${encodeURIComponent(token)}`,
      `/api/appointments/${mine.id}/cancel?token=${encodeURIComponent(`${token.slice(0, -2)}AA`)}`,
      `/api/appointments/${mine.id}/cancel?token=${manageToken('another-key'.repeat(4), mine.id)}`,
      `/api/appointments/${mine.id}/cancel?token=${encodeURIComponent(token)}x`,
    ];
    for (const path of refused) {
      const res = await post(path, {});
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ message: lifecycleMessages.linkInvalid });
    }
    expect((await post(`/api/appointments/${mine.id}/cancel`, {})).status).toBe(401);
    expect((await post(`/api/appointments/${mine.id}/cancel`, {}, stranger())).status).toBe(404);

    const res = await post(
      `/api/appointments/${mine.id}/cancel?token=${encodeURIComponent(token)}`,
      {},
    );
    expect(res.status).toBe(200);
    // The link dies with the appointment's start.
    at(other.date, 1);
    const late = await post(
      `/api/appointments/${other.id}/reschedule?token=${manageToken(key(), other.id)}`,
      { date: nextSlot().iso },
    );
    expect(late.status).toBe(403);
  });

  it('keeps an earlier email’s link alive until the moved appointment begins', async () => {
    clock = Date.now();
    const first = nextSlot();
    const later = nextSlot();
    const booked = await book(first.iso);
    const token = manageToken(key(), booked.id);
    const moved = await post(`/api/appointments/${booked.id}/reschedule?token=${token}`, {
      date: later.iso,
    });
    expect(moved.status).toBe(200);
    at(first.iso, MINUTE);
    const view = () => fetch(url(`/api/appointments/${booked.id}?token=${token}`));
    expect((await view()).status).toBe(200);
    at(later.iso, 0);
    expect((await view()).status).toBe(403);
  });

  it('reschedules once for free, refuses a second time and a taken slot, keeps the old slot', async () => {
    clock = Date.now();
    const first = nextSlot();
    const booked = await book(first.iso, owner());
    const taken = nextSlot();
    await book(taken.iso);

    const intoTaken = await post(
      `/api/appointments/${booked.id}/reschedule`,
      { date: taken.iso },
      owner(),
    );
    expect(intoTaken.status).toBe(409);
    expect(await intoTaken.json()).toEqual({ message: bookingMessages.slotTaken });

    const target = nextSlot();
    const moved = await post(
      `/api/appointments/${booked.id}/reschedule`,
      { date: target.iso },
      owner(),
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      date: iso(target.iso),
      rescheduleCount: 1,
      status: 'pending',
    });
    const update = await email(`appointment-update-${booked.id}-1`);
    expect(update).toMatchObject({
      change: 'rescheduled',
      sequence: 1,
      startsAt: iso(target.iso),
      previousStartsAt: iso(first.iso),
    });

    const second = await post(
      `/api/appointments/${booked.id}/reschedule`,
      { date: nextSlot().iso },
      owner(),
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: lifecycleMessages.rescheduleUsed });
    // The office may still move it on the client's behalf.
    const byOffice = await post(
      `/api/appointments/${booked.id}/reschedule`,
      { date: nextSlot().iso },
      admin(),
    );
    expect(byOffice.status).toBe(200);

    // The freed first slot is bookable at once.
    await book(first.iso);
    const bad = await post(
      `/api/appointments/${booked.id}/reschedule`,
      { date: 'tomorrow' },
      owner(),
    );
    expect(bad.status).toBe(400);
  });

  it('requires a reason from the office, refunds its cancellations in full and records the history', async () => {
    clock = Date.now();
    const slot = nextSlot();
    const booked = await book(slot.iso, owner());
    await pay(booked.id);
    at(slot.iso, -2 * HOUR);
    const noReason = await post(`/api/appointments/${booked.id}/cancel`, {}, admin());
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({
      errors: { reason: lifecycleMessages.reasonRequired },
    });
    const res = await post(
      `/api/appointments/${booked.id}/cancel`,
      { reason: 'ظرف طارئ في المكتب' },
      admin(),
    );
    expect(((await res.json()) as { refund: unknown }).refund).toEqual({
      percent: 100,
      amount: 30,
      status: 'pending',
    });
    expect(await email(`appointment-update-${booked.id}-1`)).toMatchObject({
      cancelledBy: 'admin',
      reason: 'ظرف طارئ في المكتب',
    });
    const history = await db()
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, booked.id))
      .orderBy(asc(appointmentEvents.at));
    expect(history.map((h) => [h.actor, h.actorId, h.action])).toEqual([
      ['admin', 'admin-1', 'cancelled'],
    ]);
  });

  const patch = (id: string, body: unknown) =>
    fetch(url(`/api/appointments/${id}`), {
      method: 'PATCH',
      headers: { ...admin(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('confirms a remote appointment with the admin’s room, over the operator’s default (issue 19.4)', async () => {
    clock = Date.now();
    const rooms = (
      method: 'GET' | 'PUT',
      body?: unknown,
      headers: Record<string, string> = admin(),
    ) =>
      fetch(url('/api/meeting-rooms'), {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // Only an admin reads or sets them.
    expect((await rooms('GET', undefined, owner())).status).toBe(403);
    expect((await rooms('PUT', { zoom: null, teams: null }, {})).status).toBe(401);
    expect(await (await rooms('GET')).json()).toEqual({
      rooms: { zoom: null, teams: null },
      defaults: { zoom: null, teams: 'https://teams.microsoft.com/l/meetup-join/office-room' },
    });
    const invalid = await rooms('PUT', { zoom: 'http://zoom.us/j/1', teams: null });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      errors: { zoom: lifecycleMessages.meetingUrlInvalid },
    });
    const set = await rooms('PUT', {
      zoom: 'https://zoom.us/j/5550001111',
      teams: 'https://teams.microsoft.com/l/meetup-join/admin-room',
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { rooms: unknown }).rooms).toEqual({
      zoom: 'https://zoom.us/j/5550001111',
      teams: 'https://teams.microsoft.com/l/meetup-join/admin-room',
    });
    const zoom = await book(nextSlot().iso, owner(), 'zoom');
    expect(await (await patch(zoom.id, { status: 'confirmed' })).json()).toMatchObject({
      meetingUrl: 'https://zoom.us/j/5550001111',
    });
    // A link given at confirmation wins over the room.
    const own = await book(nextSlot().iso, owner(), 'zoom');
    expect(
      await (
        await patch(own.id, { status: 'confirmed', meetingUrl: 'https://zoom.us/j/42' })
      ).json(),
    ).toMatchObject({ meetingUrl: 'https://zoom.us/j/42' });
    const teams = await book(nextSlot().iso, owner(), 'teams');
    expect(await (await patch(teams.id, { status: 'confirmed' })).json()).toMatchObject({
      meetingUrl: 'https://teams.microsoft.com/l/meetup-join/admin-room',
    });
    // Cleared: the operator's default room stands in again, and Zoom has none.
    expect((await rooms('PUT', { zoom: null, teams: null })).status).toBe(200);
    const later = await book(nextSlot().iso, owner(), 'teams');
    expect(await (await patch(later.id, { status: 'confirmed' })).json()).toMatchObject({
      meetingUrl: 'https://teams.microsoft.com/l/meetup-join/office-room',
    });
    const noRoom = await book(nextSlot().iso, owner(), 'zoom');
    expect((await patch(noRoom.id, { status: 'confirmed' })).status).toBe(400);
  });

  it('emails the confirmation with the meeting link; a remote one needs a link or a default room', async () => {
    clock = Date.now();
    const zoom = await book(nextSlot().iso, owner(), 'zoom');
    const noLink = await patch(zoom.id, { status: 'confirmed' });
    expect(noLink.status).toBe(400);
    expect(await noLink.json()).toMatchObject({
      errors: { meetingUrl: lifecycleMessages.meetingUrlRequired },
    });
    expect(
      (await patch(zoom.id, { status: 'confirmed', meetingUrl: 'http://zoom.us/j/1' })).status,
    ).toBe(400);
    const confirmed = await patch(zoom.id, {
      status: 'confirmed',
      meetingUrl: 'https://zoom.us/j/987654321',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      status: 'confirmed',
      meetingUrl: 'https://zoom.us/j/987654321',
    });
    expect(await email(`appointment-update-${zoom.id}-1`)).toMatchObject({
      template: 'appointment-update',
      change: 'confirmed',
      confirmed: true,
      sequence: 1,
      consultationMode: 'zoom',
      meetingUrl: 'https://zoom.us/j/987654321',
    });

    const teams = await book(nextSlot().iso, owner(), 'teams');
    expect(await (await patch(teams.id, { status: 'confirmed' })).json()).toMatchObject({
      meetingUrl: 'https://teams.microsoft.com/l/meetup-join/office-room',
    });
    const office = await book(nextSlot().iso, owner());
    expect((await patch(office.id, { status: 'confirmed' })).status).toBe(200);
    const officeEmail = await email(`appointment-update-${office.id}-1`);
    expect(officeEmail).toMatchObject({ change: 'confirmed', consultationMode: 'office' });
    expect(officeEmail).not.toHaveProperty('meetingUrl');

    // A later change carries a higher SEQUENCE under the same UID.
    const moved = await post(
      `/api/appointments/${zoom.id}/reschedule`,
      { date: nextSlot().iso },
      owner(),
    );
    expect(moved.status).toBe(200);
    expect(await email(`appointment-update-${zoom.id}-2`)).toMatchObject({
      change: 'rescheduled',
      confirmed: true,
      sequence: 2,
    });
    const history = await db()
      .select()
      .from(appointmentEvents)
      .where(eq(appointmentEvents.appointmentId, zoom.id))
      .orderBy(asc(appointmentEvents.at));
    expect(history.map((h) => [h.actor, h.action])).toEqual([
      ['admin', 'confirmed'],
      ['client', 'rescheduled'],
    ]);
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(url(path), { headers });

  it('answers one appointment with the refund a cancellation would give now, and its history to the office', async () => {
    clock = Date.now();
    const slot = nextSlot();
    const booked = await book(slot.iso, owner());
    await pay(booked.id);
    at(slot.iso, -3 * HOUR);
    const res = await get(`/api/appointments/${booked.id}`, owner());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const detail = (await res.json()) as AppointmentDetail;
    expect(detail).toMatchObject({
      appointment: { id: booked.id, status: 'pending' },
      cancel: { allowed: true, refund: { percent: 50, amount: 15 } },
      reschedule: { allowed: true, remaining: 1 },
    });
    expect(detail.serviceName).toBeTruthy();
    expect(detail).not.toHaveProperty('history');

    // The emailed link opens the same view without an account; another's id does not.
    const confirmation = await email(`booking-confirmation-${booked.id}`);
    const link = new URL((confirmation as { manageUrl: string }).manageUrl);
    expect(link.origin + link.pathname).toBe('https://sanad.example/appointments/manage');
    const token = encodeURIComponent(link.searchParams.get('token') ?? '');
    expect((await get(`/api/appointments/${booked.id}?token=${token}`)).status).toBe(200);
    const other = await book(nextSlot().iso);
    expect((await get(`/api/appointments/${other.id}?token=${token}`)).status).toBe(403);
    expect((await get(`/api/appointments/${booked.id}`, stranger())).status).toBe(404);
    expect((await get(`/api/appointments/${booked.id}`)).status).toBe(401);
    expect((await get('/api/appointments/not-a-uuid', admin())).status).toBe(404);

    const asOffice = (await (
      await get(`/api/appointments/${booked.id}`, admin())
    ).json()) as AppointmentDetail;
    expect(asOffice.cancel.refund).toEqual({ percent: 100, amount: 30 });
    expect(asOffice.reschedule).toEqual({ allowed: true, remaining: null });
    // The payment is a line of its own (issue 34.7).
    expect(asOffice.history?.map((h) => [h.actor, h.action])).toEqual([
      ['client', 'booked'],
      ['client', 'paid'],
    ]);

    await post(`/api/appointments/${booked.id}/reschedule`, { date: nextSlot().iso }, owner());
    const after = (await (
      await get(`/api/appointments/${booked.id}`, owner())
    ).json()) as AppointmentDetail;
    expect(after.reschedule).toEqual({ allowed: false, remaining: 0 });
    const history = (
      (await (await get(`/api/appointments/${booked.id}`, admin())).json()) as AppointmentDetail
    ).history;
    expect(
      history?.filter((h) => h.action !== 'paid').map((h) => [h.actor, h.actorId, h.action]),
    ).toEqual([
      ['client', 'client-life', 'booked'],
      ['client', 'client-life', 'rescheduled'],
    ]);
    // Every email about an open appointment carries the signed link.
    expect(await email(`appointment-update-${booked.id}-1`)).toHaveProperty('manageUrl');
  });

  it('marks a confirmed appointment as a no-show only once it has begun, and then nothing moves it', async () => {
    clock = Date.now();
    const slot = nextSlot();
    const booked = await book(slot.iso, owner());
    const early = await patch(booked.id, { status: 'no_show' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ message: bookingMessages.invalidTransition });
    expect((await patch(booked.id, { status: 'confirmed' })).status).toBe(200);
    at(slot.iso, -MINUTE);
    const beforeStart = await patch(booked.id, { status: 'no_show' });
    expect(beforeStart.status).toBe(409);
    expect(await beforeStart.json()).toEqual({ message: lifecycleMessages.noShowBeforeStart });
    at(slot.iso, 10 * MINUTE);
    const missed = await patch(booked.id, { status: 'no_show' });
    expect(missed.status).toBe(200);
    expect(await missed.json()).toMatchObject({ status: 'no_show' });
    // A no-show is never refunded nor moved.
    expect((await post(`/api/appointments/${booked.id}/cancel`, {}, owner())).status).toBe(409);
    expect((await patch(booked.id, { status: 'completed' })).status).toBe(409);
    const detail = (await (
      await get(`/api/appointments/${booked.id}`, admin())
    ).json()) as AppointmentDetail;
    expect(detail.cancel.allowed).toBe(false);
    expect(detail.reschedule.allowed).toBe(false);
    expect(detail.history?.at(-1)).toMatchObject({ actor: 'admin', action: 'no_show' });
  });
});
