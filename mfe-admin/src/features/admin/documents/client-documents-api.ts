import { apiRequest } from '@ssc/api-client';
import type { UserDocument } from '@ssc/contracts';
import { STORAGE_QUOTA_HEADER, STORAGE_USED_HEADER } from '@ssc/contracts/endpoints';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { useQuery } from '@tanstack/react-query';

// A client's account documents and storage, for the office (issue 37 item 6). Every fetch is an
// entry in the audit log, so it runs only when a sheet that shows them is open.

export interface ClientDocuments {
  documents: UserDocument[];
  total: number;
  usedBytes: number;
  quotaBytes: number;
}

export const clientDocumentsKey = (userId: string) => ['/api/users', userId, 'documents'];

/** The first 100 documents (newest first) and the storage figures of one account. */
export function useClientDocuments(userId: string) {
  const query = useQuery<ClientDocuments>({
    queryKey: clientDocumentsKey(userId),
    queryFn: async () => {
      const res = await apiRequest(
        'GET',
        `/api/users/${encodeURIComponent(userId)}/documents?pageSize=100`,
      );
      const documents = (await res.json()) as UserDocument[];
      return {
        documents,
        total: Number(res.headers.get('x-total-count') ?? documents.length),
        usedBytes: Number(res.headers.get(STORAGE_USED_HEADER) ?? 0),
        quotaBytes: Number(res.headers.get(STORAGE_QUOTA_HEADER) ?? 0),
      };
    },
    staleTime: 0,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

const MIB = 1024 * 1024;
const megabytes = (bytes: number) =>
  Number((bytes / MIB).toFixed(1)).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** «12.5 ميغابايت من 100»: the storage a client uses of the quota, in MB. */
export function storageFigure(usedBytes: number, quotaBytes: number): string {
  return `${megabytes(usedBytes)} ميغابايت من ${megabytes(quotaBytes)}`;
}
