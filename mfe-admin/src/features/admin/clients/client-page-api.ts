import { apiRequest, throwIfResNotOk } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import { clientKeySegment, type Note } from '@ssc/contracts';
import type { ClientPage } from '@ssc/contracts/clients';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTE_SAVED } from '../notes/notes-api';

// The client page (issue 34.5): `GET /api/clients/:key`, the key as the notes' (`user:<id>` or
// `guest:<email>`), in the path as `clientKeySegment` (the gateway takes no `:` or `@` there).

export const clientPagePath = (key: string) => `/api/clients/${clientKeySegment(key)}`;
export const clientPageKey = (key: string) => ['/api/clients', key] as const;

/** The client's page, read again each time it is opened (other admins work on the same client). */
export function useClientPage(key: string) {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<ClientPage>({
    queryKey: clientPageKey(key),
    queryFn: async ({ signal }) => {
      const res = await fetch(clientPagePath(key), { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return (await res.json()) as ClientPage;
    },
    enabled,
    staleTime: 0,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

/** Adds a note on the client; the page (its notes) is read again. */
export function useAddClientNote(key: string) {
  const client = useQueryClient();
  return useMutation<Note, Error, string>({
    mutationFn: async (body) => {
      const res = await apiRequest('POST', `${clientPagePath(key)}/notes`, { body });
      return (await res.json()) as Note;
    },
    onSuccess: () => {
      toast({ title: NOTE_SAVED });
      return client.invalidateQueries({ queryKey: clientPageKey(key) });
    },
    onError: (error) => {
      handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });
    },
  });
}
