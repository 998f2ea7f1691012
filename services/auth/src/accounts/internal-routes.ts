import { notFound, requireCaller, type ServiceRouter, validateBody } from '@ssc/service-kit';
import { z } from 'zod';
import type { AuthDeps } from '../auth-deps';
import { resolveSession } from './sessions';

/** What the gateway sends: the raw cookie value. */
export const resolveSessionSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * `POST /internal/sessions/resolve` — for the gateway only, with its service token: not under
 * /api, so the gateway never routes it from outside. 200 {userId, role} | 404.
 */
export function internalRoutes(router: ServiceRouter, deps: AuthDeps): void {
  const input = validateBody(resolveSessionSchema);
  router.post('/internal/sessions/resolve', input, async (ctx) => {
    requireCaller(ctx, 'gateway');
    const owner = await resolveSession(deps.db, input.value(ctx).token);
    if (!owner) throw notFound();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = owner;
  });
}
