import { type User, useSessionStore } from '@ssc/ui';
import { Clock, UserRound } from 'lucide-react';
import styled from 'styled-components';
import { Card, Stack } from './layout';
import { WhatsAppSettings } from './WhatsAppSettings';

/** How the account's role reads to its owner. */
export function roleLabel(role: string | undefined): string {
  return role === 'admin' ? 'مشرف' : 'عميل';
}

/** First and last name, else "not provided". */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'غير مُدخل';
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

const Soon = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/**
 * The profile tab: the signed-in account, read-only; editing is announced (spec: coming soon).
 * Below it, the account's WhatsApp consent while the office sends WhatsApp (issue 33.3).
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
          <div>
            <dt>الاسم</dt>
            <dd>{fullName(user)}</dd>
          </div>
          <div>
            <dt>البريد الإلكتروني</dt>
            <dd>
              <bdi>{user.email}</bdi>
            </dd>
          </div>
          <div>
            <dt>اسم المستخدم</dt>
            <dd>
              <bdi>{user.username || user.email}</bdi>
            </dd>
          </div>
          <div>
            <dt>نوع الحساب</dt>
            <dd>{roleLabel(user.role)}</dd>
          </div>
        </Fields>
        <Soon>
          <Clock size={18} aria-hidden="true" />
          تعديل الملف الشخصي — قريباً
        </Soon>
      </Card>
      <WhatsAppSettings />
    </Stack>
  );
}
