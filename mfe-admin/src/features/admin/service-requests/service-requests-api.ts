import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { ServiceRequest, ServiceRequestNote, ServiceRequestStatus } from '@ssc/contracts';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE_REQUESTS_KEY } from '../api/queries';

// A service request as work (issue 34.10): its status moved one step by the office, and the
// office's notes on it. Admins only.

export const NOTE_SAVED = 'حُفظت الملاحظة';

const signInAgainOn401 = (error: unknown) =>
  handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });

const requestPath = (id: string) => `${SERVICE_REQUESTS_KEY}/${encodeURIComponent(id)}`;
export const serviceRequestNotesKey = (id: string) => [`${requestPath(id)}/notes`] as const;

/** The office's notes on one request, newest first; read when its sheet opens. */
export function useServiceRequestNotes(id: string) {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<ServiceRequestNote[]>({ queryKey: serviceRequestNotesKey(id), enabled });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

/**
 * Moves a request to `status` (the next step); the list is read again either way. A refusal (the
 * server's 409 when another admin moved it first) goes to the caller's `onError`.
 */
export function useMoveServiceRequest(id: string) {
  const client = useQueryClient();
  return useMutation<ServiceRequest, Error, ServiceRequestStatus>({
    mutationFn: async (status) => {
      const res = await apiRequest('PATCH', requestPath(id), { status });
      return (await res.json()) as ServiceRequest;
    },
    onError: (error) => {
      signInAgainOn401(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [SERVICE_REQUESTS_KEY] }),
  });
}

/** Adds a note: «حُفظت الملاحظة» and the notes read again; a refusal goes to the form. */
export function useAddServiceRequestNote(id: string) {
  const client = useQueryClient();
  return useMutation<ServiceRequestNote, Error, string>({
    mutationFn: async (body) => {
      const res = await apiRequest('POST', `${requestPath(id)}/notes`, { body });
      return (await res.json()) as ServiceRequestNote;
    },
    onSuccess: () => {
      toast({ title: NOTE_SAVED });
      return client.invalidateQueries({ queryKey: serviceRequestNotesKey(id) });
    },
    onError: (error) => {
      signInAgainOn401(error);
    },
  });
}
