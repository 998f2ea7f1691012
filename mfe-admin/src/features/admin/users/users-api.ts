import { apiRequest } from '@ssc/api-client';
import { fetchPage, type Page } from '@ssc/api-client/lists';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { AdminUser, Role } from '@ssc/contracts';
import { isAdmin, sendToSignIn, toast, useSessionStore } from '@ssc/ui';
import { useSignInAgainOn401 } from '@ssc/ui/states';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../api/queries';
import { AUDIT_KEY } from '../audit/audit-api';

// The accounts tab (issue 19.6): read and changed by an admin only.

export const USERS_KEY = '/api/users';

const signInAgainOn401 = (error: unknown) =>
  handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });

/** One page of accounts, searched by name, email or username; fetched only for an admin. */
export function useUsers(q: string | undefined, page: number) {
  const enabled = useSessionStore((s) => isAdmin(s.user));
  const query = useQuery<Page<AdminUser>>({
    queryKey: [USERS_KEY, q, page],
    queryFn: ({ signal }) =>
      fetchPage<AdminUser>(USERS_KEY, { q, page, pageSize: ADMIN_PAGE_SIZE }, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Other admins change accounts too: read again whenever the tab is opened.
    staleTime: 0,
  });
  useSignInAgainOn401(query.error, { orUnauthorizedText: true });
  return query;
}

export type UserChange =
  | { kind: 'role'; user: AdminUser; role: Role }
  | { kind: 'status'; user: AdminUser; disabled: boolean };

const DONE: Record<string, string> = {
  admin: 'تمت الترقية إلى مشرف',
  user: 'تم إلغاء صلاحية المشرف',
  disabled: 'تم تعطيل الحساب وإنهاء جلساته',
  enabled: 'تم تفعيل الحساب',
};

/**
 * A role change or a disabling. Not optimistic: the server may refuse (the last admin, oneself),
 * and its Arabic message is shown as it is; the list and the audit log are read again either way.
 */
export function useChangeUser() {
  const client = useQueryClient();
  return useMutation<AdminUser, Error, UserChange>({
    mutationFn: async (change) => {
      const res =
        change.kind === 'role'
          ? await apiRequest('PATCH', `${USERS_KEY}/${change.user.id}/role`, { role: change.role })
          : await apiRequest('PATCH', `${USERS_KEY}/${change.user.id}/status`, {
              disabled: change.disabled,
            });
      return (await res.json()) as AdminUser;
    },
    onSuccess: (_user, change) => {
      const key = change.kind === 'role' ? change.role : change.disabled ? 'disabled' : 'enabled';
      toast({ title: DONE[key] ?? '', description: change.user.email });
    },
    onError: (error) => {
      if (signInAgainOn401(error)) return;
      toast({ title: 'تعذر تنفيذ الإجراء', description: error.message, variant: 'destructive' });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [USERS_KEY] }),
        client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
      ]),
  });
}
