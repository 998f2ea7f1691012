import { type AdminUser, ROLE_LABELS } from '@ssc/contracts';
import { Button, EmptyState, Spinner, useSessionStore } from '@ssc/ui';
import { Badge } from '@ssc/ui/badges';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { TextField } from '@ssc/ui/forms';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { FileText, Search, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE } from '../api/queries';
import { ClientPageLink } from '../clients/ClientPageLink';
import { DetailsDrawer } from '../components/DetailsDrawer';
import {
  Actions,
  CellStack,
  Muted,
  Panel,
  PanelTitle,
  ResponsiveTable,
} from '../components/layout';
import { ClientDocuments } from '../documents/ClientDocuments';
import { formatDateTime } from '../format';
import { type UserChange, useChangeUser, useUsers } from './users-api';

const SearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

/** Why the last active admin's buttons are off (issue 34.11). */
export const LAST_ADMIN_NOTE =
  'آخر مشرف نشط: لا يمكن إلغاء صلاحيته أو تعطيل حسابه قبل ترقية مشرف آخر.';
/** Why a disabled account offers no promotion (the server refuses it too). */
export const DISABLED_NOTE = 'فعّل الحساب أولاً لترقيته إلى مشرف.';

/**
 * On a tablet and a phone, one card per account (label before each value), not a six-column
 * table that overlaps and scrolls sideways; the actions take the card's whole width and wrap.
 */
const Accounts = styled(ResponsiveTable)`
  td {
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.belowLg} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      margin-block-end: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[3]};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }

    td {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space[2]};
      padding: ${({ theme }) => theme.space[1]} 0;
      border: 0;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: ${({ theme }) => theme.typography.weights.semibold};
    }

    td[data-label='الإجراءات'] {
      grid-template-columns: minmax(0, 1fr);
    }

    td[data-label='الإجراءات'] button {
      white-space: normal;
      max-width: 100%;
    }
  }
`;

/** What each button asks before it acts. */
function question(change: UserChange): { title: string; description: string; confirm: string } {
  const who = `${change.user.fullName} (${change.user.email})`;
  if (change.kind === 'role') {
    return change.role === 'admin'
      ? {
          title: 'ترقية الحساب إلى مشرف؟',
          description: `سيتمكن ${who} من دخول لوحة الإدارة وإدارة المواعيد والحسابات.`,
          confirm: 'نعم، ترقية إلى مشرف',
        }
      : {
          title: 'إلغاء صلاحية المشرف؟',
          description: `لن يتمكن ${who} من دخول لوحة الإدارة بعد الآن.`,
          confirm: 'نعم، إلغاء الصلاحية',
        };
  }
  return change.disabled
    ? {
        title: 'تعطيل الحساب؟',
        description: `تنتهي كل جلسات ${who} فوراً ولن يتمكن من تسجيل الدخول حتى يُعاد تفعيل الحساب.`,
        confirm: 'نعم، تعطيل الحساب',
      }
    : {
        title: 'تفعيل الحساب؟',
        description: `سيتمكن ${who} من تسجيل الدخول من جديد.`,
        confirm: 'نعم، تفعيل الحساب',
      };
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const change = useChangeUser();
  const [asking, setAsking] = useState<UserChange | undefined>();
  const ask = asking ? question(asking) : undefined;
  const busy = change.isPending;
  // The server refuses both changes on the last active admin: the buttons say so before asking.
  const last = user.lastActiveAdmin === true;
  const lastId = `last-admin-${user.id}`;
  return (
    <tr data-user-id={user.id}>
      <td data-label="الاسم">
        <CellStack>
          <strong>{user.fullName}</strong>
          <Muted dir="ltr">{user.username}</Muted>
          {isSelf ? <Muted>(حسابك)</Muted> : null}
        </CellStack>
      </td>
      <td data-label="البريد الإلكتروني">
        <span dir="ltr">{user.email}</span>
      </td>
      <td data-label="الصلاحية">
        <Badge tone={user.role === 'admin' ? 'info' : 'neutral'} label="الصلاحية" testId="role">
          {ROLE_LABELS[user.role]}
        </Badge>
      </td>
      <td data-label="الحالة">
        {user.disabled ? (
          <Badge tone="danger" label="الحالة" testId="account-status">
            معطّل
          </Badge>
        ) : (
          <Badge tone="success" label="الحالة" testId="account-status">
            نشط
          </Badge>
        )}
      </td>
      <td data-label="تاريخ التسجيل">
        <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
      </td>
      <td data-label="الإجراءات">
        <Actions>
          <DetailsDrawer
            title={`مستندات ${user.fullName}`}
            description={user.email}
            trigger={
              <Button $variant="secondary" aria-label={`المستندات: ${user.fullName}`}>
                <FileText size={18} aria-hidden />
                المستندات
              </Button>
            }
          >
            <ClientDocuments userId={user.id} storage />
          </DetailsDrawer>
          <ClientPageLink clientKey={`user:${user.id}`} name={user.fullName} />
          {user.role === 'admin' ? (
            <Button
              $variant="secondary"
              disabled={busy || last}
              aria-label={`إلغاء صلاحية المشرف: ${user.fullName}`}
              aria-describedby={last ? lastId : undefined}
              onClick={() => setAsking({ kind: 'role', user, role: 'user' })}
            >
              <ShieldOff size={18} aria-hidden />
              إلغاء صلاحية المشرف
            </Button>
          ) : user.disabled ? null : (
            <Button
              $variant="secondary"
              disabled={busy}
              aria-label={`ترقية إلى مشرف: ${user.fullName}`}
              onClick={() => setAsking({ kind: 'role', user, role: 'admin' })}
            >
              <ShieldCheck size={18} aria-hidden />
              ترقية إلى مشرف
            </Button>
          )}
          {user.disabled ? (
            <Button
              $variant="secondary"
              disabled={busy}
              aria-label={`تفعيل الحساب: ${user.fullName}`}
              onClick={() => setAsking({ kind: 'status', user, disabled: false })}
            >
              <UserCheck size={18} aria-hidden />
              تفعيل الحساب
            </Button>
          ) : isSelf ? null : (
            <Button
              $variant="secondary"
              disabled={busy || last}
              aria-label={`تعطيل الحساب: ${user.fullName}`}
              aria-describedby={last ? lastId : undefined}
              onClick={() => setAsking({ kind: 'status', user, disabled: true })}
            >
              <UserX size={18} aria-hidden />
              تعطيل الحساب
            </Button>
          )}
        </Actions>
        {last ? <Muted id={lastId}>{LAST_ADMIN_NOTE}</Muted> : null}
        {user.disabled && user.role === 'user' ? <Muted>{DISABLED_NOTE}</Muted> : null}
        {ask && asking ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setAsking(undefined);
            }}
            title={ask.title}
            description={ask.description}
            confirmLabel={ask.confirm}
            dismissLabel="تراجع"
            busy={busy}
            onConfirm={() => {
              change.mutate(asking);
              return undefined;
            }}
          />
        ) : null}
      </td>
    </tr>
  );
}

/** Accounts with search and paging; promote, demote, disable and enable behind a confirmation. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const list = useUsers(q, page);
  const selfId = useSessionStore((s) => s.user?.id);
  return (
    <Panel aria-labelledby="users-title">
      <PanelTitle id="users-title">المستخدمون</PanelTitle>
      <SearchForm
        role="search"
        aria-label="البحث في الحسابات"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim() || undefined);
          setPage(1);
        }}
      >
        <TextField
          id="users-q"
          label="بحث (الاسم، البريد الإلكتروني أو اسم المستخدم)"
          type="search"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">
          <Search size={18} aria-hidden />
          بحث
        </Button>
      </SearchForm>
      {list.isPending ? (
        <Spinner label="جارٍ تحميل الحسابات..." />
      ) : list.isError ? (
        <ErrorState
          title={`تعذر تحميل الحسابات: ${list.error.message}`}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={q ? 'لا توجد حسابات مطابقة' : 'لا توجد حسابات بعد'}
          description={q ? `لم يطابق البحث «${q}» أي اسم أو بريد أو اسم مستخدم.` : undefined}
        />
      ) : (
        <>
          <Muted>الأحدث تسجيلاً أولاً.</Muted>
          <Accounts aria-label="الحسابات">
            <thead>
              <tr>
                <th scope="col">الاسم</th>
                <th scope="col">البريد الإلكتروني</th>
                <th scope="col">الصلاحية</th>
                <th scope="col">الحالة</th>
                <th scope="col">تاريخ التسجيل</th>
                <th scope="col">الإجراءات</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
              ))}
            </tbody>
          </Accounts>
          <Pager
            label="صفحات الحسابات"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data.total}
            busy={list.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
