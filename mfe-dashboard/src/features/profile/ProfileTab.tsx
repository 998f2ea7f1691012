import { type User, useSessionStore } from '@ssc/ui';
import { UserRound } from 'lucide-react';
import styled from 'styled-components';
import { Card, Stack } from './layout';
import { WhatsAppSettings } from './WhatsAppSettings';

/** How the account's role reads to its owner. */
export function roleLabel(role: string | undefined): string {
  return role === 'admin' ? 'مشرف' : 'عميل';
}

const NOT_PROVIDED = 'غير مُدخل';

/**
 * The session user with the phone read optionally: `GET /api/user` answers `mobileNumber` only
 * from an auth service that has it (issue 33.4), and only for an account registered with one.
 */
type ProfileUser = User & { mobileNumber?: string | null };

/** One line of the account: its name, then its value ("not provided" when empty). */
interface ProfileField {
  term: string;
  value: string;
  /** Latin (an email, a username, a phone): isolated from the Arabic around it. */
  latin?: boolean;
  testId: string;
}

/**
 * What the profile shows of the account (issue 33.4): first and last name each on its own line,
 * the username when it is not just the email again, the email, the phone when there is one, and
 * the account's kind.
 */
export function profileFields(user: ProfileUser): ProfileField[] {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const username = text(user.username);
  const phone = text(user.mobileNumber);
  return [
    {
      term: 'الاسم الأول',
      value: text(user.firstName) || NOT_PROVIDED,
      testId: 'profile-first-name',
    },
    {
      term: 'اسم العائلة',
      value: text(user.lastName) || NOT_PROVIDED,
      testId: 'profile-last-name',
    },
    ...(username && username !== user.email
      ? [{ term: 'اسم المستخدم', value: username, latin: true, testId: 'profile-username' }]
      : []),
    { term: 'البريد الإلكتروني', value: user.email, latin: true, testId: 'profile-email' },
    ...(phone ? [{ term: 'رقم الهاتف', value: phone, latin: true, testId: 'profile-phone' }] : []),
    { term: 'نوع الحساب', value: roleLabel(user.role), testId: 'profile-role' },
  ];
}

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-block-end: ${({ theme }) => theme.space[3]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.typography.weights.semibold}; overflow-wrap: anywhere; }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The profile tab: the signed-in account, read-only. Nothing is promised that is not there (issue
 * 33.4 removed the spec's «قريباً» line: no dead promises in a paid product). Below it, the
 * account's WhatsApp consent while the office sends WhatsApp (issue 33.3).
 */
export function ProfileTab() {
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <Stack>
      <Card aria-labelledby="dashboard-profile-title">
        <h3 id="dashboard-profile-title">
          <UserRound size={22} aria-hidden="true" />
          بيانات الحساب
        </h3>
        <Fields>
          {profileFields(user).map((field) => (
            <div key={field.term}>
              <dt>{field.term}</dt>
              <dd data-testid={field.testId}>
                {field.latin ? <bdi dir="ltr">{field.value}</bdi> : field.value}
              </dd>
            </div>
          ))}
        </Fields>
      </Card>
      <WhatsAppSettings />
    </Stack>
  );
}
