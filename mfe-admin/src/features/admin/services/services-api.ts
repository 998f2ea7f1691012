import { apiRequest } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import {
  type CreateServiceValues,
  type ManagedService,
  type ServiceState,
  serviceMessages,
} from '@ssc/contracts';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIT_KEY } from '../audit/audit-api';

// The office's services (issue 34.3): every service with its state, edited, shown, hidden,
// retired and moved. Under the catalogue's key, so a change here reads the public list again too
// (the names other tabs show) and a service added by the add form shows here.

/** `GET /api/services/all` (the key joined by "/" is the URL). */
export const ALL_SERVICES_KEY = [...SERVICES_QUERY_KEY, 'all'] as const;

const signInAgainOn401 = (error: unknown) =>
  handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });

/** Every service with its state, in the office's order. */
export function useAllServices() {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<ManagedService[]>({ queryKey: ALL_SERVICES_KEY, enabled });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

/** One change of a service, with the words of its toasts. */
function useServiceChange<Input>(
  send: (input: Input) => Promise<Response>,
  words: { done?: (input: Input) => string; failed: string },
) {
  const client = useQueryClient();
  return useMutation<unknown, Error, Input>({
    mutationFn: async (input) => (await send(input)).json(),
    onSuccess: (_answer, input) => {
      if (words.done) toast({ title: words.done(input) });
    },
    onError: (error) => {
      if (signInAgainOn401(error)) return;
      toast({ title: words.failed, description: error.message, variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SERVICES_QUERY_KEY }),
        client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
      ]),
  });
}

const servicePath = (id: string) => `${SERVICES_QUERY_KEY[0]}/${encodeURIComponent(id)}`;

/** `PATCH /api/services/:id`: every field of the add form. */
export const useUpdateService = () =>
  useServiceChange(
    ({ id, values }: { id: string; values: CreateServiceValues }) =>
      apiRequest('PATCH', servicePath(id), values),
    { done: () => serviceMessages.updated, failed: serviceMessages.updateFailed },
  );

/** What the toast says once a service's state is set. */
export const STATE_DONE: Record<ServiceState, string> = {
  visible: 'ظهرت الخدمة في الموقع',
  hidden: 'أُخفيت الخدمة عن الموقع',
  retired: 'أُوقفت الخدمة',
};

/** `PUT /api/services/:id/state`. */
export const useSetServiceState = () =>
  useServiceChange(
    ({ id, state }: { id: string; state: ServiceState }) =>
      apiRequest('PUT', `${servicePath(id)}/state`, { state }),
    { done: ({ state }) => STATE_DONE[state], failed: serviceMessages.stateFailed },
  );

/** `POST /api/services/:id/move`: no toast, the list itself shows the new order. */
export const useMoveService = () =>
  useServiceChange(
    ({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
      apiRequest('POST', `${servicePath(id)}/move`, { direction }),
    { failed: serviceMessages.moveFailed },
  );
