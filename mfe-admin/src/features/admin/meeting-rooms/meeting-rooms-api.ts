import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { MeetingRooms, MeetingRoomsResponse } from '@ssc/contracts/lifecycle';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The office's standing Zoom and Teams rooms (issue 19.4), used when an admin confirms a remote
// appointment without its own link.

export const MEETING_ROOMS_KEY = ['/api/meeting-rooms'] as const;

export function useMeetingRooms() {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  return useQuery<MeetingRoomsResponse>({ queryKey: MEETING_ROOMS_KEY, enabled });
}

export function useSaveMeetingRooms() {
  const client = useQueryClient();
  return useMutation<MeetingRoomsResponse, Error, MeetingRooms>({
    mutationFn: async (rooms) =>
      (await (await apiRequest('PUT', MEETING_ROOMS_KEY[0], rooms)).json()) as MeetingRoomsResponse,
    onSuccess: (answer) => {
      client.setQueryData(MEETING_ROOMS_KEY, answer);
      toast({ title: 'تم حفظ غرف الاجتماعات' });
    },
    onError: (error) => {
      if (handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true })) return;
      toast({
        title: 'تعذر حفظ غرف الاجتماعات',
        description: error.message,
        variant: 'destructive',
      });
    },
  });
}
