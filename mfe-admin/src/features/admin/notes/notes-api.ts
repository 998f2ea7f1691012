import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import {
  type Appointment,
  clientKeyOf,
  clientKeySegment,
  type Note,
  type NoteScope,
} from '@ssc/contracts';
import { sendToSignIn, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentDetailKey } from '../api/queries';

// The office's notes (issue 34.6): on one appointment or on its client, admins only. The
// appointment's detail (`GET /api/appointments/:id`) carries both kinds, newest first.

/** The success toast and status line of «حفظ الملاحظة». */
export const NOTE_SAVED = 'حُفظت الملاحظة';

/**
 * Where a note on `appointment` is written: `POST /api/appointments/:id/notes`, or for its client
 * `POST /api/clients/:key/notes` (`user:<id>` or `guest:<email>`, as `clientKeySegment`).
 */
export function notePath(
  appointment: Pick<Appointment, 'id' | 'userId' | 'contactEmail'>,
  scope: NoteScope,
) {
  return scope === 'appointment'
    ? `/api/appointments/${encodeURIComponent(appointment.id)}/notes`
    : `/api/clients/${clientKeySegment(clientKeyOf(appointment))}/notes`;
}

/**
 * Adds a note; on success the toast «حُفظت الملاحظة» and the appointment's detail is read again
 * (its notes list). A refusal goes to the caller's `onError` (shown in the form); a 401 sends the
 * admin to sign in.
 */
export function useAddNote(appointment: Pick<Appointment, 'id' | 'userId' | 'contactEmail'>) {
  const client = useQueryClient();
  return useMutation<Note, Error, { scope: NoteScope; body: string }>({
    mutationFn: async ({ scope, body }) => {
      const res = await apiRequest('POST', notePath(appointment, scope), { body });
      return (await res.json()) as Note;
    },
    onSuccess: () => {
      toast({ title: NOTE_SAVED });
      return client.invalidateQueries({ queryKey: appointmentDetailKey(appointment.id) });
    },
    onError: (error) => {
      handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });
    },
  });
}
