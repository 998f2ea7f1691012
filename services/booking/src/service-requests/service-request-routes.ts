import { internalServiceRequestSchema, paymentMessages, TOTAL_COUNT_HEADER } from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import { notFound, requireCaller, type ServiceRoutes, validateBody } from '@ssc/service-kit';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import { listServiceRequests, putServiceRequest } from './service-request-store';

/**
 * Service requests of the /service-request wizard: stored here (design §3), created by the payment
 * service before it asks the provider for an intent, listed for admins paid or not.
 */
export function serviceRequestRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db } = deps;

  routes.serve(endpoints.listServiceRequests, async (ctx, { query }) => {
    const { items, total } = await listServiceRequests(db, query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = items;
  });

  // Internal (payment service only, with its service token): not under /api, so the gateway
  // never routes it from outside.
  const put = validateBody(internalServiceRequestSchema);
  routes.router.put('/internal/service-requests/:id', put, async (ctx) => {
    requireCaller(ctx, 'payment');
    const id = ctx.params.id;
    if (!isUuid(id)) throw notFound(paymentMessages.serviceRequestNotFound);
    const body = put.value(ctx);
    const { created, request } = await putServiceRequest(db, id, {
      ...body,
      company: body.company ?? '',
    });
    if (created) ctx.state.log.info({ serviceRequestId: id }, 'service request stored');
    ctx.status = created ? 201 : 200;
    ctx.body = request;
  });
}
