import { bookingMessages, toMinorUnits } from '@ssc/contracts';
import type { AffectedDecision } from '@ssc/contracts/availability';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { badRequest, conflict, type AnyDatabase as Db } from '@ssc/service-kit';
import { eq, inArray } from 'drizzle-orm';
import type { AppointmentRow } from '../appointments/appointment-store';
import { appointments } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { type Actor, cancelAppointment, rescheduleAppointment } from '../lifecycle/lifecycle-store';
import { manageUrl } from '../lifecycle/manage-link';
import { updateEmail } from '../lifecycle/update-email';
import { slotRefusal } from '../slots/slot-messages';
import { addClientEmail } from '../whatsapp/client-notices';
import { type StrandedAppointment, slotProblemInTransaction, type Tx } from './availability-store';

/** What the affected-clients step needs of a service: its name, and its price for a refund. */
export interface ServiceFacts {
  name: string;
  priceMinor: number;
}

/**
 * The name and price of the services of `ids`' appointments, read before the change's
 * transaction (the catalogue is another service: no call while the hours are locked). The
 * content service being away names the consultation generically, as the lifecycle's emails do.
 */
export async function serviceFactsOf(
  deps: BookingDeps,
  ids: readonly string[],
): Promise<Map<string, ServiceFacts>> {
  const facts = new Map<string, ServiceFacts>();
  if (ids.length === 0) return facts;
  const rows = await deps.db
    .select({ serviceId: appointments.serviceId })
    .from(appointments)
    .where(inArray(appointments.id, [...ids]));
  for (const serviceId of new Set(rows.map((r) => r.serviceId))) {
    facts.set(serviceId, await serviceFacts(deps, serviceId));
  }
  return facts;
}

export async function serviceFacts(deps: BookingDeps, serviceId: string): Promise<ServiceFacts> {
  const service = await deps.catalogue.find(serviceId).catch(() => undefined);
  return {
    name: service?.nameAr ?? 'الاستشارة',
    priceMinor: toMinorUnits(service?.price ?? 0),
  };
}

/** A refusal naming the appointment it is about (the admin decided for several at once). */
function about(reference: string, message: string) {
  return `${reference}: ${message}`;
}

/**
 * Carries out the admin's decision for each stranded appointment inside the hours change's
 * transaction, through the lifecycle's own cancel and reschedule (their history entries, refunds
 * and emails); a notice is the «تغيير أوقات عمل المكتب» email. Any refusal throws, so the hours
 * change and every decision roll back together.
 */
export async function carryOutDecisions(
  tx: Tx,
  input: {
    deps: BookingDeps;
    stranded: readonly StrandedAppointment[];
    decisions: readonly AffectedDecision[];
    services: ReadonlyMap<string, ServiceFacts>;
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  const { deps, actor, now } = input;
  const { settings, serviceKey } = deps;
  // The lifecycle's steps open their own transaction; given this one they nest as savepoints.
  const db = tx as unknown as Db;
  const byId = new Map(input.decisions.map((d) => [d.appointmentId, d]));
  for (const appointment of input.stranded) {
    const decision = byId.get(appointment.id);
    if (!decision) continue;
    const service = input.services.get(appointment.serviceId) ?? {
      name: 'الاستشارة',
      priceMinor: 0,
    };
    if (decision.action === 'cancel') {
      const outcome = await cancelAppointment(db, {
        id: appointment.id,
        actor,
        reason: decision.reason,
        now,
        priceMinor: service.priceMinor,
        serviceKey,
        refundsQueue: settings.paymentRefundsQueue,
        email: (row) =>
          updateEmail({
            row,
            change: 'cancelled',
            serviceName: service.name,
            publicUrl: settings.publicUrl,
            serviceKey,
          }),
      });
      if (outcome.kind !== 'cancelled') {
        throw conflict(about(appointment.reference, lifecycleMessages.cannotCancel));
      }
    } else if (decision.action === 'move') {
      const startsAt = new Date(decision.date);
      const outcome = await rescheduleAppointment(db, {
        id: appointment.id,
        actor,
        startsAt,
        now,
        capacity: settings.slotCapacity,
        serviceKey,
        // Against the new hours: this transaction has written them.
        check: (t) => slotProblemInTransaction(t, startsAt, now, settings.horizonDays),
        email: (row, previous) =>
          updateEmail({
            row,
            change: 'rescheduled',
            serviceName: service.name,
            publicUrl: settings.publicUrl,
            serviceKey,
            previousStartsAt: previous,
          }),
      });
      switch (outcome.kind) {
        case 'rescheduled':
          break;
        case 'unavailable': {
          const message = about(appointment.reference, slotRefusal(outcome.problem).message);
          throw badRequest(message, { date: message });
        }
        case 'taken':
          throw conflict(about(appointment.reference, bookingMessages.slotTaken));
        case 'same': {
          const message = about(appointment.reference, lifecycleMessages.sameSlot);
          throw badRequest(message, { date: message });
        }
        default:
          throw conflict(about(appointment.reference, lifecycleMessages.cannotReschedule));
      }
    } else {
      const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointment.id));
      if (!row) throw conflict(about(appointment.reference, bookingMessages.appointmentNotFound));
      await addClientEmail(tx, hoursChangedEmail(row, service.name, deps, now), serviceKey, row);
    }
  }
}

/** «تغيير أوقات عمل المكتب» to the client of `row`, with the signed link to move or cancel it. */
function hoursChangedEmail(row: AppointmentRow, serviceName: string, deps: BookingDeps, now: Date) {
  return {
    // One notice per appointment and change of the hours.
    jobId: `office-hours-changed-${row.id}-${now.getTime()}`,
    email: {
      template: 'office-hours-changed' as const,
      to: row.contactEmail,
      name: row.contactName,
      appointmentId: row.id,
      reference: row.reference,
      startsAt: row.startsAt.toISOString(),
      bookedAt: row.createdAt.toISOString(),
      serviceName,
      manageUrl: manageUrl(deps.settings.publicUrl, deps.serviceKey, row.id),
    },
  };
}
