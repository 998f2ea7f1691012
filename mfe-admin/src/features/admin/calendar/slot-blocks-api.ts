import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { Availability, AvailabilityChange } from '@ssc/contracts/availability';
import {
  type BlockSlotInput,
  type FreeSlotInput,
  slotBlockMessages,
} from '@ssc/contracts/slot-blocks';
import { sendToSignIn, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../api/availability';

type SlotChange = { kind: 'block'; input: BlockSlotInput } | { kind: 'free'; input: FreeSlotInput };

const BLOCKS_PATH = `${AVAILABILITY_KEY[0]}/blocks`;

function send(change: SlotChange): Promise<Response> {
  if (change.kind === 'block') return apiRequest('POST', BLOCKS_PATH, change.input);
  const query = new URLSearchParams({ date: change.input.date, time: change.input.time });
  return apiRequest('DELETE', `${BLOCKS_PATH}?${query}`);
}

/**
 * Blocks or frees one slot from the calendar (issue 34.2): the server works the day out from the
 * hours as they are; its answer becomes the cached availability (the calendar and the hours tab
 * redraw from it) and every cached day of public slots is read again.
 */
export function useSlotBlock() {
  const client = useQueryClient();
  return useMutation<AvailabilityChange, Error, SlotChange>({
    mutationFn: async (change) => (await (await send(change)).json()) as AvailabilityChange,
    onSuccess: ({ affected: _affected, ...availability }, change) => {
      client.setQueryData<Availability>(AVAILABILITY_KEY, availability);
      toast({
        title: change.kind === 'block' ? slotBlockMessages.blocked : slotBlockMessages.freed,
      });
      return client.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('/api/slots?'),
      });
    },
    onError: (error) => {
      handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });
    },
  });
}
