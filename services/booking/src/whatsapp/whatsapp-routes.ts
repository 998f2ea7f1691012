import { errorMessageForStatus, whatsappMessages } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { HttpError, notFound, readRawBody, type ServiceRoutes } from '@ssc/service-kit';
import {
  answerSubscription,
  parseStatuses,
  SIGNATURE_HEADER,
  verifySignature,
} from '@ssc/whatsapp';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { filesOf, toAppointment } from '../appointments/appointment-store';
import { appointments, GUEST_USER_ID } from '../db/schema';
import type { BookingDeps } from '../http/deps';
import { authorizeAppointment } from '../lifecycle/appointment-access';
import { OPEN_STATUSES } from '../lifecycle/lifecycle-store';
import { applyStatuses } from './whatsapp-store';

// Meta's status notifications are a few KB; a larger body is not one of them.
const WEBHOOK_LIMIT_BYTES = 256 * 1024;

/**
 * WhatsApp's public routes (issue 33.3): whether it is on, Meta's webhook (subscription check and
 * signed status notifications), and the client's consent per appointment or for all of theirs.
 * With WhatsApp off the webhook answers 404 and consent cannot be given.
 */
export function whatsappRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, settings } = deps;
  const config = settings.whatsapp;

  routes.serve(endpoints.whatsappStatus, async (ctx) => {
    ctx.set('cache-control', 'public, max-age=300');
    ctx.body = { enabled: config !== undefined };
  });

  routes.serve(endpoints.whatsappWebhookVerify, async (ctx, { query }) => {
    if (!config) throw notFound();
    const answer = answerSubscription(query, config.verifyToken);
    if (answer.status !== 200) {
      ctx.state.log.warn('WhatsApp webhook subscription refused: wrong or missing verify token');
      throw new HttpError(403, errorMessageForStatus(403));
    }
    ctx.set('cache-control', 'no-store');
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = answer.body;
  });

  routes.serve(endpoints.whatsappWebhook, async (ctx) => {
    if (!config) throw notFound();
    const raw = await readRawBody(ctx.req, WEBHOOK_LIMIT_BYTES);
    // The signature first: nothing of an unsigned body is read, not even its JSON.
    if (!verifySignature(config.appSecret, raw, ctx.get(SIGNATURE_HEADER) || undefined)) {
      ctx.state.log.warn('WhatsApp webhook that does not verify refused');
      throw new HttpError(401, whatsappMessages.invalidSignature);
    }
    let updates: ReturnType<typeof parseStatuses>;
    try {
      updates = parseStatuses(JSON.parse(raw.toString('utf8')));
    } catch {
      throw new HttpError(400, whatsappMessages.unreadable);
    }
    const changed = await applyStatuses(db, updates);
    ctx.state.log.info(
      { statuses: updates.length, changed, states: updates.map((u) => u.status) },
      'WhatsApp statuses applied',
    );
    ctx.body = { received: true };
  });

  routes.serve(endpoints.appointmentWhatsAppConsent, async (ctx, { body, query }) => {
    const { row, actor } = await authorizeAppointment(deps, ctx, query.token);
    if (body.consent && !config) throw new HttpError(409, whatsappMessages.disabled);
    // Consent is the client's to give; the office may only stop the messages (a client's request).
    if (body.consent && actor.kind === 'admin') {
      throw new HttpError(403, whatsappMessages.clientOnly);
    }
    const [updated] = await db
      .update(appointments)
      .set({ whatsappConsentAt: body.consent ? (row.whatsappConsentAt ?? deps.now()) : null })
      .where(eq(appointments.id, row.id))
      .returning();
    if (!updated) throw notFound();
    ctx.state.log.info(
      { appointmentId: row.id, consent: body.consent },
      'appointment WhatsApp consent changed',
    );
    const files = await filesOf(db, [updated.id]);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = toAppointment(updated, files.get(updated.id) ?? []);
  });

  routes.serve(endpoints.myWhatsAppConsent, async (ctx, { body }) => {
    const userId = ctx.state.identity?.userId;
    // access 'user' guarantees an identity; a guest account id never owns a session.
    if (!userId || userId === GUEST_USER_ID) throw notFound();
    if (body.consent && !config) throw new HttpError(409, whatsappMessages.disabled);
    // Upcoming open ones only: a past appointment has nothing left to tell.
    const changed = await db
      .update(appointments)
      .set({ whatsappConsentAt: body.consent ? deps.now() : null })
      .where(
        and(
          eq(appointments.userId, userId),
          inArray(appointments.status, OPEN_STATUSES),
          gt(appointments.startsAt, deps.now()),
        ),
      )
      .returning({ id: appointments.id });
    ctx.state.log.info(
      { userId, consent: body.consent, updated: changed.length },
      'WhatsApp consent changed',
    );
    ctx.set('cache-control', 'no-store');
    ctx.body = { updated: changed.length };
  });
}
