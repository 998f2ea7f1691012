import { ADMIN_ACTIONS, adminActionLabel } from '@ssc/contracts/endpoints';
import { notFound, requireCaller, type ServiceRouter, validateBody } from '@ssc/service-kit';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../admin/audit-log';
import type { AuthDeps } from '../auth-deps';
import { users } from '../db/schema';
import { resolveSession, sessionPolicy } from './sessions';

/** What the gateway sends: the raw cookie value. */
const resolveSessionSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * What the gateway reports after another service's admin call succeeded: who (its verified
 * identity), which endpoint, on what. The Arabic summary is made here from the shared labels.
 */
const auditReportSchema = z.object({
  actorId: z.uuid(),
  action: z.string().refine((name) => Object.hasOwn(ADMIN_ACTIONS, name), 'unknown admin action'),
  target: z.string().max(300).nullable(),
  requestId: z.string().max(200).nullable(),
  /**
   * What the service that did it says happened, in words («أكّد الموعد SND-26-00012 لخالد
   * العمري…», issue 34.7); without it the entry says the action's label and its target.
   */
  summary: z.string().trim().min(1).max(1000).optional(),
});

/** The accounts booking names on a client page and in a history (issue 34.5, 34.7). */
const lookupSchema = z.object({ ids: z.array(z.string().max(100)).max(100) });

/**
 * `POST /internal/sessions/resolve` — for the gateway only, with its service token: not under
 * /api, so the gateway never routes it from outside. 200 {userId, role} | 404.
 * `POST /internal/audit` — likewise for the gateway only: stores one admin action. 204.
 * `GET /internal/users/:id/booking-contact` — for the booking service only: the name, email and
 * mobile the office books with for this account (issue 34.4), and whether it is disabled. 200 | 404.
 * `GET /internal/users/:id/invoice-identity` — for the booking service only: the national id the
 * account gave, printed as the buyer's on its invoices (issue 32). 200 {nationalId} | 404.
 * `POST /internal/users/lookup` — for the booking service only: the name, email and mobile of
 * the given accounts (a client page, the names in a history). 200 {users}; unknown ids are left out.
 */
export function internalRoutes(router: ServiceRouter, deps: AuthDeps): void {
  const input = validateBody(resolveSessionSchema);
  router.post('/internal/sessions/resolve', input, async (ctx) => {
    requireCaller(ctx, 'gateway');
    const owner = await resolveSession(
      deps.db,
      input.value(ctx).token,
      sessionPolicy(deps.options),
    );
    if (!owner) throw notFound();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = owner;
  });

  const report = validateBody(auditReportSchema);
  router.post('/internal/audit', report, async (ctx) => {
    requireCaller(ctx, 'gateway');
    const { actorId, action, target, requestId, summary } = report.value(ctx);
    const label = adminActionLabel(action);
    await recordAudit(deps.db, {
      actorId,
      action,
      target,
      summary: summary ?? (target ? `${label}: ${target}` : label),
      requestId,
    });
    ctx.status = 204;
  });

  const lookup = validateBody(lookupSchema);
  router.post('/internal/users/lookup', lookup, async (ctx) => {
    requireCaller(ctx, 'booking');
    const ids = [...new Set(lookup.value(ctx).ids)].filter((id) => z.uuid().safeParse(id).success);
    const rows =
      ids.length === 0
        ? []
        : await deps.db
            .select({
              id: users.id,
              fullName: users.fullName,
              email: users.email,
              phone: users.mobileNumber,
            })
            .from(users)
            .where(inArray(users.id, ids));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { users: rows.map((row) => ({ ...row, phone: row.phone ?? '' })) };
  });

  router.get('/internal/users/:id/booking-contact', async (ctx) => {
    requireCaller(ctx, 'booking');
    const id = ctx.params.id ?? '';
    const [user] = z.uuid().safeParse(id).success
      ? await deps.db
          .select({
            fullName: users.fullName,
            email: users.email,
            mobileNumber: users.mobileNumber,
            disabledAt: users.disabledAt,
          })
          .from(users)
          .where(eq(users.id, id))
      : [];
    if (!user) throw notFound();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      fullName: user.fullName,
      email: user.email,
      mobileNumber: user.mobileNumber ?? null,
      disabled: user.disabledAt !== null,
    };
  });

  router.get('/internal/users/:id/invoice-identity', async (ctx) => {
    requireCaller(ctx, 'booking');
    const id = ctx.params.id ?? '';
    const [user] = z.uuid().safeParse(id).success
      ? await deps.db.select({ nationalId: users.nationalId }).from(users).where(eq(users.id, id))
      : [];
    if (!user) throw notFound();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { nationalId: user.nationalId ?? null };
  });
}
