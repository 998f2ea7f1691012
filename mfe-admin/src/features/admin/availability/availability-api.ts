import { ApiError, apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type {
  AffectedAppointment,
  AffectedDecision,
  Availability,
  AvailabilityChange,
  HoursChange,
} from '@ssc/contracts/availability';
import { sendToSignIn, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../api/availability';

// The admin's changes to the office's hours (issues 19 and 34.2): each one is first previewed
// (which booked clients it would leave outside the hours; nothing saved), then saved with the
// admin's decision for each of them. The read is shared with the calendar (`../api/availability`).

export { useAvailability } from '../api/availability';

function reportFailure(title: string, error: unknown): void {
  if (handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true })) return;
  toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });
}

/** The appointments a change would leave outside the hours; nothing is saved. */
export function usePreviewChange() {
  return useMutation<AffectedAppointment[], Error, HoursChange>({
    mutationFn: async (change) => {
      const res = await apiRequest('POST', `${AVAILABILITY_KEY[0]}/preview`, { change });
      return ((await res.json()) as { affected: AffectedAppointment[] }).affected;
    },
    onError: (error) => reportFailure('تعذرت معاينة التغيير', error),
  });
}

/** The 409 of a save whose stranded appointments changed meanwhile: the list as it is now. */
export function changedAffected(error: unknown): AffectedAppointment[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const body = error.body as { affected?: AffectedAppointment[] } | null;
  return Array.isArray(body?.affected) ? body.affected : undefined;
}

/**
 * Saves a change with the decisions: the cached hours become the server's answer, and every
 * cached day of slots and list of appointments is read again (moves and cancellations changed
 * them). Failures are the caller's to show (a 409 brings the new list).
 */
export function useApplyChange() {
  const client = useQueryClient();
  return useMutation<
    AvailabilityChange,
    Error,
    { change: HoursChange; decisions: AffectedDecision[] }
  >({
    mutationFn: async (request) =>
      (await (
        await apiRequest('POST', `${AVAILABILITY_KEY[0]}/changes`, request)
      ).json()) as AvailabilityChange,
    onSuccess: ({ affected: _handled, ...availability }) => {
      client.setQueryData<Availability>(AVAILABILITY_KEY, availability);
      toast({ title: 'تم حفظ أوقات العمل' });
      return client.invalidateQueries({
        predicate: (query) => {
          const key = String(query.queryKey[0]);
          return key.startsWith('/api/slots') || key.startsWith('/api/appointments');
        },
      });
    },
    onError: (error) => {
      if (!changedAffected(error)) reportFailure('تعذر حفظ أوقات العمل', error);
    },
  });
}
