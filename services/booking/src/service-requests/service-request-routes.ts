import {
  internalServiceRequestSchema,
  paymentMessages,
  SERVICE_REQUEST_STATUS_LABELS,
  serviceRequestWorkMessages,
  TOTAL_COUNT_HEADER,
} from '@ssc/contracts';
import { endpoints } from '@ssc/contracts/endpoints';
import {
  conflict,
  type EndpointContext,
  notFound,
  requireCaller,
  type ServiceRoutes,
  sayForAudit,
  validateBody,
} from '@ssc/service-kit';
import { forClient } from '../http/audit-words';
import type { BookingDeps } from '../http/deps';
import { isUuid } from '../http/uuid';
import {
  addServiceRequestNote,
  findServiceRequest,
  listServiceRequests,
  moveServiceRequest,
  notesOfServiceRequest,
  putServiceRequest,
} from './service-request-store';

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

  const authorOf = (ctx: EndpointContext) => ctx.state.identity?.userId ?? 'admin';
  async function requestOf(id: string | undefined) {
    const request = isUuid(id) ? await findServiceRequest(db, id) : undefined;
    if (!request) throw notFound(paymentMessages.serviceRequestNotFound);
    return request;
  }

  // The office's work on a request (issue 34.10): admins only (the table's access answers 401/403).
  routes.serve(endpoints.updateServiceRequest, async (ctx, { body }) => {
    const id = ctx.params.id;
    const result = isUuid(id) ? await moveServiceRequest(db, id, body.status) : undefined;
    if (!result) throw notFound(paymentMessages.serviceRequestNotFound);
    if ('refused' in result)
      throw conflict(serviceRequestWorkMessages.transitionRefused(result.refused, body.status));
    ctx.state.log.info({ serviceRequestId: id, status: body.status }, 'service request moved');
    const moved = result.moved;
    sayForAudit(
      ctx,
      `نقل طلب الخدمة ${moved.reference ?? moved.id} ${forClient(moved.fullName)} إلى «${SERVICE_REQUEST_STATUS_LABELS[body.status]}»`,
    );
    ctx.set('cache-control', 'private, no-store');
    ctx.body = result.moved;
  });

  routes.serve(endpoints.listServiceRequestNotes, async (ctx) => {
    const request = await requestOf(ctx.params.id);
    ctx.set('cache-control', 'private, no-store');
    ctx.body = await notesOfServiceRequest(db, request.id);
  });

  routes.serve(endpoints.createServiceRequestNote, async (ctx, { body }) => {
    const request = await requestOf(ctx.params.id);
    const note = await addServiceRequestNote(db, request.id, body.body, authorOf(ctx));
    ctx.state.log.info(
      { serviceRequestId: request.id, noteId: note.id },
      'service request note added',
    );
    sayForAudit(
      ctx,
      `أضاف ملاحظة على طلب الخدمة ${request.reference ?? request.id} ${forClient(request.fullName)}`,
    );
    ctx.status = 201;
    ctx.body = note;
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
