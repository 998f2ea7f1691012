import { apiRequest } from '@ssc/api-client';
import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import { type CreateServiceValues, type ServiceState, serviceMessages } from '@ssc/contracts';
import { sendToSignIn, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_KEY } from '../audit/audit-api';

// The office's services (issue 34.3): every service with its state, edited, shown, hidden,
// retired and moved. Under the catalogue's key, so a change here reads the public list again too
// (the names other tabs show) and a service added by the add form shows here.

const signInAgainOn401 = (error: unknown) =>
  handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });

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
