import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type {
  Availability,
  AvailabilityChange,
  PutExceptionInput,
  Week,
} from '@ssc/contracts/availability';
import { sendToSignIn, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../api/availability';

// The admin's writes to the office's availability (issue 19, design §3a); the read is shared with
// the calendar (`../api/availability`).

export { useAvailability } from '../api/availability';

function reportFailure(title: string, error: unknown): void {
  if (handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true })) return;
  toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });
}

type Change =
  | { kind: 'week'; week: Week }
  | { kind: 'exception'; date: string; input: PutExceptionInput }
  | { kind: 'delete'; date: string };

function send(change: Change): Promise<Response> {
  switch (change.kind) {
    case 'week':
      return apiRequest('PUT', `${AVAILABILITY_KEY[0]}/week`, { week: change.week });
    case 'exception':
      return apiRequest(
        'PUT',
        `${AVAILABILITY_KEY[0]}/exceptions/${encodeURIComponent(change.date)}`,
        change.input,
      );
    case 'delete':
      return apiRequest(
        'DELETE',
        `${AVAILABILITY_KEY[0]}/exceptions/${encodeURIComponent(change.date)}`,
      );
  }
}

/**
 * One mutation for the three writes: the cached availability becomes the server's answer, every
 * cached day of slots is read again, and the answer's `affected` goes to the caller to show.
 */
export function useChangeAvailability() {
  const client = useQueryClient();
  return useMutation<AvailabilityChange, Error, Change>({
    mutationFn: async (change) => (await (await send(change)).json()) as AvailabilityChange,
    onSuccess: ({ week, exceptions }) => {
      client.setQueryData<Availability>(AVAILABILITY_KEY, { week, exceptions });
      toast({ title: 'تم حفظ أوقات العمل' });
      return client.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/slots?'),
      });
    },
    onError: (error) => reportFailure('تعذر حفظ أوقات العمل', error),
  });
}
