import type { Page } from '@ssc/api-client/lists';
import type { Appointment, AppointmentStatus } from '@ssc/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const APPOINTMENTS_KEY = '/api/appointments';

/** What to put back when the server refuses the change. */
export type Snapshot = [QueryKey, Page<Appointment> | undefined][];

/**
 * Shows the new status at once in every cached appointments page that holds the appointment and
 * returns what those pages held before (the rollback).
 */
export function applyStatus(client: QueryClient, id: string, status: AppointmentStatus): Snapshot {
  // The details of one appointment share the key's start ([APPOINTMENTS_KEY, id]): not a page.
  const snapshot = client
    .getQueriesData<Page<Appointment>>({ queryKey: [APPOINTMENTS_KEY] })
    .filter(([, page]) => page === undefined || Array.isArray(page.items));
  for (const [key, page] of snapshot) {
    if (!page?.items.some((a) => a.id === id)) continue;
    client.setQueryData<Page<Appointment>>(key, {
      ...page,
      items: page.items.map((a) => (a.id === id ? { ...a, status } : a)),
    });
  }
  return snapshot;
}

/** Puts every page back as it was before {@link applyStatus}. */
export function rollback(client: QueryClient, snapshot: Snapshot): void {
  for (const [key, page] of snapshot) client.setQueryData(key, page);
}
