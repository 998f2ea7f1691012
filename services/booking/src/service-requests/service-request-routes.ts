import {
  internalServiceRequestSchema,
  paymentMessages,
  serviceRequestSchema,
  serviceRequestsQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@ssc/contracts';
import {
  notFound,
  requireAdmin,
  requireCaller,
  type ServiceRouter,
  validateBody,
  validateQuery,
} from '@ssc/service-kit';
import { z } from 'zod';
import { adminOnly, isUuid } from '../http/access';
import type { BookingDeps } from '../http/deps';
import { listServiceRequests, putServiceRequest } from './service-request-store';

/**
 * Service requests of the /service-request wizard: stored here (design §3), created by the payment
 * service before it asks the provider for an intent, listed for admins paid or not.
 */
export function serviceRequestRoutes(router: ServiceRouter, deps: BookingDeps): void {
  const { db, docs } = deps;

  const listQuery = validateQuery(serviceRequestsQuerySchema);
  docs.add('get', '/api/service-requests', {
    summary: 'طلبات الخدمات (مشرف)، مدفوعة أو لا، الأحدث أولاً (العدد الكلي في X-Total-Count)',
    query: serviceRequestsQuerySchema,
    response: z.array(serviceRequestSchema),
    errors: [400, 401, 403],
    access: 'admin',
  });
  router.get('/api/service-requests', adminOnly, listQuery, async (ctx) => {
    requireAdmin(ctx);
    const { items, total } = await listServiceRequests(db, listQuery.value(ctx));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set('cache-control', 'private, no-store');
    ctx.body = items;
  });

  // Internal (payment service only, with its service token): not under /api, so the gateway
  // never routes it from outside.
  const put = validateBody(internalServiceRequestSchema);
  router.put('/internal/service-requests/:id', put, async (ctx) => {
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
