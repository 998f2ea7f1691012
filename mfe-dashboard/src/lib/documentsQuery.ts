import type { UserDocument } from '@ssc/contracts';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchPage } from './fetchPage';

export const USER_DOCUMENTS_URL = '/api/user-documents';

/** The user's documents, newest first, paged. */
export function useMyDocuments(page: number) {
  return useQuery({
    queryKey: [USER_DOCUMENTS_URL, 'mine', page],
    queryFn: () => fetchPage<UserDocument>(USER_DOCUMENTS_URL, page),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** After an upload: every cached list of the user's documents (this page's and others'). */
export function refreshDocuments(client: QueryClient) {
  return client.invalidateQueries({ queryKey: [USER_DOCUMENTS_URL] });
}
