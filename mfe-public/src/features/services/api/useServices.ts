import { SERVICES_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { PublicService } from '@ssc/contracts';
import { FIRST_VIEW } from '@ssc/contracts/constants';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';

/** How long the page's first view may wait for the live list before the spinner shows instead. */
const FIRST_VIEW_WAIT_MS = 3000;

/** A list fetched this recently belongs to this visit: mounting does not fetch it again. */
const JUST_FETCHED_MS = 1000;

let firstViewWait: Promise<void> | undefined;

/** Whether the shell is still showing this page's build-time first view (its loading state). */
function showsFirstView(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`[${FIRST_VIEW.attribute}$="/Services"]`)?.hasChildNodes() === true
  );
}

/**
 * On the visit that opened the site at /services, the first view already shows a list: the page
 * waits (suspends, so the shell keeps that view) until the live list is in, instead of swapping
 * the list for a spinner and back. Capped, so a slow service ends in the page's own loading state.
 */
function waitBehindFirstView(queryClient: QueryClient): Promise<void> | undefined {
  if (!firstViewWait && showsFirstView()) {
    firstViewWait = Promise.race([
      queryClient.prefetchQuery({ queryKey: SERVICES_QUERY_KEY }),
      new Promise<void>((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS)),
    ]);
  }
  return firstViewWait;
}

/** The public catalogue (default query function: GET /api/services); fresh on every visit. */
export function useServices() {
  const queryClient = useQueryClient();
  const wait = waitBehindFirstView(queryClient);
  if (wait) use(wait);
  return useQuery<PublicService[]>({
    queryKey: SERVICES_QUERY_KEY,
    refetchOnMount: (query) =>
      Date.now() - query.state.dataUpdatedAt < JUST_FETCHED_MS ? false : 'always',
  });
}
