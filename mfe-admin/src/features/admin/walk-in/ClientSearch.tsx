import type { AdminUser } from '@ssc/contracts';
import { Spinner } from '@ssc/ui';
import { ChoiceLabel, FieldGroup, FormAlert, TextField } from '@ssc/ui/forms';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Muted } from '../components/layout';
import { useUsers } from '../users/users-api';

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 14rem;
  overflow-y: auto;
`;

const SEARCH_DELAY_MS = 300;

/** The search typed, once the admin pauses: one request per word, not per key. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A registered client, found by the auth service's search (`GET /api/users?q=`: name, email or
 * username) and chosen as a radio. Only the account's id is sent with the booking; the server
 * reads its name and email itself. Disabled accounts are listed but cannot be chosen.
 */
export function ClientSearch({
  picked,
  onPick,
  error,
}: {
  picked: AdminUser | undefined;
  onPick(user: AdminUser | undefined): void;
  error: string | undefined;
}) {
  const [q, setQ] = useState('');
  const settled = useSettled(q.trim());
  const users = useUsers(settled || undefined, 1);
  const items = settled ? (users.data?.items ?? []) : [];
  return (
    <>
      <TextField
        id="walk-in-search"
        label="ابحث عن العميل"
        hint="بالاسم أو البريد الإلكتروني أو اسم المستخدم"
        type="search"
        autoComplete="off"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <FieldGroup legend="العميل المسجّل" required error={error}>
        <div aria-live="polite">
          {!settled ? (
            <Muted>اكتب جزءاً من اسم العميل أو بريده للبحث.</Muted>
          ) : users.isPending || (users.isFetching && users.isPlaceholderData) ? (
            <Spinner label="جارٍ البحث..." />
          ) : users.isError ? (
            <FormAlert role="alert">تعذر البحث: {users.error.message}</FormAlert>
          ) : items.length === 0 ? (
            <Muted>لا يوجد حساب يطابق «{settled}»، أدخل بيانات عميل جديد.</Muted>
          ) : (
            <Muted>
              {items.length === 1 ? 'حساب واحد' : `${items.length} حسابات`} تطابق البحث.
            </Muted>
          )}
        </div>
        {items.length > 0 ? (
          <Results id="walk-in-results">
            {items.map((user) => (
              <ChoiceLabel key={user.id}>
                <input
                  type="radio"
                  name="walk-in-account"
                  value={user.id}
                  checked={picked?.id === user.id}
                  disabled={user.disabled}
                  onChange={() => onPick(user)}
                />
                <span>
                  {user.fullName}{' '}
                  <Muted as="span">
                    <bdi dir="ltr">{user.email}</bdi>
                    {user.disabled ? ' (حساب معطّل)' : ''}
                  </Muted>
                </span>
              </ChoiceLabel>
            ))}
          </Results>
        ) : null}
      </FieldGroup>
    </>
  );
}
