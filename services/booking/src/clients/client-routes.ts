import { clientKeyFromSegment, noteMessages } from '@ssc/contracts';
import { clientMessages } from '@ssc/contracts/clients';
import { endpoints } from '@ssc/contracts/endpoints';
import { badRequest, notFound, type ServiceRoutes, sayForAudit } from '@ssc/service-kit';
import { auditWords } from '../http/audit-words';
import type { BookingDeps } from '../http/deps';
import { accountLookup } from './accounts';
import { clientPage } from './client-page';

/**
 * `GET /api/clients/:key` (admins only: the table's `access: 'admin'` answers 401/403 first):
 * the client page (issue 34.5). The key is the notes' (`user:<id>` or `guest:<email>`); the
 * server finds the client's bookings itself, never from ids the browser sends.
 */
export function clientRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, catalogue, settings, serviceKey } = deps;
  const accounts = accountLookup({ authUrl: settings.authUrl, serviceKey });

  routes.serve(endpoints.getClient, async (ctx) => {
    const key = ctx.params.key === undefined ? null : clientKeyFromSegment(ctx.params.key);
    if (!key) {
      throw badRequest(noteMessages.clientKeyInvalid, { key: noteMessages.clientKeyInvalid });
    }
    const account = key.startsWith('user:')
      ? (await accounts([key.slice('user:'.length)], ctx.state.log)).get(key.slice(5))
      : undefined;
    const page = await clientPage(db, key, {
      account,
      // The catalogue being away must not hide the page: the consultation, generically.
      serviceName: async (id) =>
        (await catalogue.find(id).catch(() => undefined))?.nameAr ?? 'الاستشارة',
    });
    if (!page) throw notFound(clientMessages.notFound);
    const { name, email } = page.identity;
    sayForAudit(ctx, auditWords.clientPage(name && email ? `${name} <${email}>` : name || email));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = page;
  });
}
