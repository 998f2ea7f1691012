import { TOTAL_COUNT_HEADER } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { requireAdmin, type ServiceRoutes } from '@ssc/service-kit';
import type { AuthDeps } from '../auth-deps';
import { listAudit } from './audit-log';
import { changeRole, changeStatus, listUsers } from './user-admin';

/** The admin's accounts tab and audit log (issue 19.6). */
export function adminRoutes(routes: ServiceRoutes, deps: AuthDeps): void {
  const { db, revocations } = deps;

  routes.serve(endpoints.listUsers, async (ctx, { query }) => {
    const { users, total } = await listUsers(db, query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = users;
  });

  routes.serve(endpoints.setUserRole, async (ctx, { body }) => {
    const actor = requireAdmin(ctx);
    const id = ctx.params.id ?? '';
    const { user, changed } = await changeRole(db, actor, id, body.role, ctx.state.requestId);
    if (changed) {
      // The gateways cached this account's identity with its old role: dropped on every replica.
      await revocations.revoke(user.id, ctx.state.requestId);
      ctx.state.log.info({ userId: user.id, role: user.role }, 'account role changed by an admin');
    }
    ctx.body = user;
  });

  routes.serve(endpoints.setUserStatus, async (ctx, { body }) => {
    const actor = requireAdmin(ctx);
    const id = ctx.params.id ?? '';
    const { user, changed } = await changeStatus(db, actor, id, body.disabled, ctx.state.requestId);
    if (changed) {
      if (user.disabled) await revocations.revoke(user.id, ctx.state.requestId);
      ctx.state.log.info(
        { userId: user.id, disabled: user.disabled },
        user.disabled ? 'account disabled by an admin' : 'account enabled by an admin',
      );
    }
    ctx.body = user;
  });

  routes.serve(endpoints.listAuditLog, async (ctx, { query }) => {
    const { entries, total } = await listAudit(db, query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = entries;
  });
}
