import type { Availability } from '@ssc/contracts/availability';
import { isAdmin, useSessionStore } from '@ssc/ui';
import { useQuery } from '@tanstack/react-query';

// The office's availability (issue 19, design §3a), read by the admin only: the «أوقات العمل» tab
// edits it, the calendar draws its rows and closed days from it. One key, so an edit made in one
// tab is what the other shows.

export const AVAILABILITY_KEY = ['/api/availability'] as const;

/** The admin's availability; fetched only for an admin (the session gates it). */
export function useAvailability() {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  return useQuery<Availability>({ queryKey: AVAILABILITY_KEY, enabled });
}
