import { fetchPage } from '@ssc/api-client/lists';
import { USER_DOCUMENTS_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { UserDocument } from '@ssc/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { DASHBOARD_PAGE_SIZE } from './pageSize';

export const USER_DOCUMENTS_URL = USER_DOCUMENTS_QUERY_KEY[0];

/** The user's documents, newest first, paged. */
export function useMyDocuments(page: number) {
  return useQuery({
    queryKey: [USER_DOCUMENTS_URL, 'mine', page],
    queryFn: () =>
      fetchPage<UserDocument>(USER_DOCUMENTS_URL, { page, pageSize: DASHBOARD_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** After an upload: every cached list of the user's documents (this page's and others'). */
export function refreshDocuments(client: QueryClient) {
  return client.invalidateQueries({ queryKey: [USER_DOCUMENTS_URL] });
}
