import {
  APPOINTMENT_TRANSITIONS,
  appointmentSchema,
  appointmentsQuerySchema,
  bookingMessages,
  createAppointmentSchema,
  TOTAL_COUNT_HEADER,
  updateAppointmentSchema,
} from '@ssc/contracts';
import { slotProblem } from '@ssc/contracts/slots';
import {
  badRequest,
  clientAddress,
  conflict,
  HttpError,
  notFound,
  requireUser,
  type ServiceRouter,
  validateBody,
  validateQuery,
} from '@ssc/service-kit';
import { z } from 'zod';
import { GUEST_USER_ID } from '../db/schema';
import { confirmationEmail, confirmationJobId } from '../email/email-jobs';
import { parseUpload } from '../files/upload-middleware';
import { adminOnly, isUuid, signedIn } from '../http/access';
import type { BookingDeps } from '../http/deps';
import { slotProblemMessages } from '../slots/slot-messages';
import { appointmentStatsRoutes } from './appointment-stats';
import {
  insertAppointment,
  listAppointments,
  SlotTakenError,
  updateStatus,
} from './appointment-store';
import { guestMayBook } from './guest-limits';
import { paymentDueAt } from './payment-hold';

/** The multipart form of a booking as documented: the fields plus repeated `files`. */
const bookingForm = createAppointmentSchema.extend({
  files: z.array(z.file()).max(10).optional(),
});

export function appointmentRoutes(router: ServiceRouter, deps: BookingDeps): void {
  const { db, docs, store, catalogue, settings } = deps;
  // Before `/api/appointments/:id`, so `stats` is never read as an id.
  appointmentStatsRoutes(router, deps);

  const upload = parseUpload(store, { allowJson: true });
  const input = validateBody(createAppointmentSchema);
  docs.add('post', '/api/appointments', {
    summary:
      'حجز موعد استشارة مع ملفات مرفقة (multipart). المستخدم والحالة وحالة الدفع يحددها الخادم. ' +
      'مع الدفع الإلكتروني: paymentDueAt هو آخر موعد للدفع (PAYMENT_HOLD_MINUTES)، وبعده يُلغى الحجز غير المدفوع ويتحرر الموعد',
    body: bookingForm,
    bodyContentType: 'multipart/form-data',
    response: appointmentSchema,
    status: 201,
    errors: [400, 409, 413, 415, 429],
  });
  router.post('/api/appointments', upload, input, async (ctx) => {
    const body = input.value(ctx);
    const { files } = upload.value(ctx);
    const startsAt = new Date(body.date);
    const now = deps.now();
    const problem = slotProblem(startsAt, now, settings.horizonDays);
    if (problem) {
      const message = slotProblemMessages[problem];
      throw badRequest(message, { date: message });
    }
    const userId = ctx.state.identity?.userId;
    const address = clientAddress(ctx);
    const guest = { email: body.contactEmail, address };
    if (!userId && !(await guestMayBook(db, guest, settings.guestBookingsPerDay, now))) {
      ctx.state.log.warn('guest booking refused: daily cap per email or address reached');
      throw new HttpError(429, bookingMessages.guestDailyLimit);
    }
    const service = await catalogue.find(body.serviceId);
    if (!service) {
      throw badRequest(bookingMessages.serviceUnknown, {
        serviceId: bookingMessages.serviceUnknown,
      });
    }
    try {
      const appointment = await insertAppointment(db, store, {
        values: {
          serviceId: service.id,
          // Never from the client: the gateway's identity, or a guest.
          userId: userId ?? GUEST_USER_ID,
          startsAt,
          consultationMode: body.consultationMode,
          contactName: body.contactName,
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone,
          socialSecurityNumber: body.socialSecurityNumber,
          description: body.description,
          clientAddress: userId ? null : address,
          paymentDueAt: paymentDueAt(now, startsAt, settings.paymentHoldMinutes),
        },
        files,
        capacity: settings.slotCapacity,
        serviceKey: deps.serviceKey,
        email: (row) => ({
          jobId: confirmationJobId(row.id),
          email: confirmationEmail({ appointment: row, service, publicUrl: settings.publicUrl }),
        }),
      });
      deps.emailQueued();
      ctx.state.log.info(
        { appointmentId: appointment.id, files: files.length },
        'appointment booked',
      );
      ctx.status = 201;
      ctx.body = appointment;
    } catch (error) {
      if (error instanceof SlotTakenError) throw conflict(bookingMessages.slotTaken);
      throw error;
    }
  });

  const listQuery = validateQuery(appointmentsQuerySchema);
  docs.add('get', '/api/appointments', {
    summary:
      'مواعيد المستخدم، أو كل المواعيد للمشرف، الأحدث أولاً (العدد الكلي في X-Total-Count). ' +
      'q: بحث المشرف برقم الحجز (دون تمييز حالة الأحرف) أو الاسم أو البريد أو الهاتف؛ للعميل يبحث في مواعيده فقط',
    query: appointmentsQuerySchema,
    response: z.array(appointmentSchema),
    errors: [400, 401],
    access: 'user',
  });
  router.get('/api/appointments', signedIn, listQuery, async (ctx) => {
    const caller = requireUser(ctx);
    const query = listQuery.value(ctx);
    const { items, total } = await listAppointments(db, {
      ...query,
      ...(caller.role === 'admin' ? {} : { userId: caller.userId }),
    });
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = items;
  });

  const update = validateBody(updateAppointmentSchema);
  docs.add('patch', '/api/appointments/:id', {
    summary: 'تغيير حالة موعد (مشرف): بانتظار التأكيد ← مؤكد ← مكتمل، أو ملغي',
    body: updateAppointmentSchema,
    response: appointmentSchema,
    errors: [400, 401, 403, 404, 409],
    access: 'admin',
  });
  router.patch('/api/appointments/:id', adminOnly, update, async (ctx) => {
    const id = ctx.params.id;
    if (!isUuid(id)) throw notFound(bookingMessages.appointmentNotFound);
    const { status } = update.value(ctx);
    const outcome = await updateStatus(db, id, status, (current) => {
      if (!APPOINTMENT_TRANSITIONS[current.status].includes(status)) return 'invalid';
      // A consultation that has not begun cannot be over: no "completed" before its start.
      if (status === 'completed' && current.startsAt.getTime() > deps.now().getTime()) {
        return 'notStarted';
      }
      return undefined;
    });
    if (outcome.kind === 'notFound') throw notFound(bookingMessages.appointmentNotFound);
    if (outcome.kind === 'invalid') throw conflict(bookingMessages.invalidTransition);
    if (outcome.kind === 'notStarted') throw conflict(bookingMessages.completeBeforeStart);
    ctx.state.log.info({ appointmentId: id, status }, 'appointment status changed');
    ctx.body = outcome.appointment;
  });
}
