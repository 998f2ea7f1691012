import { fetchPage, type Page } from '@ssc/api-client/lists';
import type { AuditEntry } from '@ssc/contracts';
import { isAdmin, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../api/queries';

// The audit log (issue 19.6): every admin action of every service, newest first.

export const AUDIT_KEY = '/api/audit';

/** One page of the log; with `actorId`, only that admin's actions. */
export function useAuditLog(page: number, actorId?: string) {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<Page<AuditEntry>>({
    queryKey: [AUDIT_KEY, actorId, page],
    queryFn: ({ signal }) =>
      fetchPage<AuditEntry>(AUDIT_KEY, { actorId, page, pageSize: ADMIN_PAGE_SIZE }, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Other admins act too: read again whenever the tab is opened.
    staleTime: 0,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}
