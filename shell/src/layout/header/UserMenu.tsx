import * as Menu from '@radix-ui/react-dropdown-menu';
import { iconButtonBox, isAdmin, type User } from '@ssc/ui';
import { LayoutDashboard, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { logOut } from './logOut';
import { AvatarDisc } from './styles';
import { avatarLetter, fullName } from './userIdentity';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Trigger = styled.button`
  ${iconButtonBox}
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;

  &[data-state='open'] > span { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.brandLight}; }
`;

const Content = styled(Menu.Content)`
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: 240px;
  max-width: min(320px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  animation: ${appear} ${({ theme }) => theme.motion.fast} ease-out;
`;

const Identity = styled(Menu.Label)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  line-height: 1.4;

  strong { font-weight: ${({ theme }) => theme.typography.weights.bold}; }
  /* The email stays one run (issue 33.4): cut with an ellipsis in a narrow menu, never wrapped. */
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Separator = styled(Menu.Separator)`
  height: 1px;
  margin-block: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.border};
`;

const itemStyles = `
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-decoration: none;
  text-align: start;
  cursor: pointer;
  outline: none;
`;

const ItemLink = styled(Link)`
  ${itemStyles}
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.brandSubtle};
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

const LogOutItem = styled(Menu.Item)`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.danger};
  &[data-highlighted] { background: ${({ theme }) => theme.colors.dangerSurface}; }
`;

/**
 * The signed-in user's menu (spec §2): the avatar opens the full name and the email, the
 * dashboard link, the admin link for admins, and log out. Radix gives the menu its keyboard
 * behaviour (arrows, type-ahead, Escape) and returns focus to the avatar.
 */
export default function UserMenu({ user }: { user: User }) {
  const name = fullName(user);
  return (
    <Menu.Root dir="rtl" modal={false}>
      <Menu.Trigger asChild>
        <Trigger type="button" aria-label={`قائمة الحساب: ${name}`}>
          <AvatarDisc aria-hidden="true">{avatarLetter(user)}</AvatarDisc>
        </Trigger>
      </Menu.Trigger>
      <Menu.Portal>
        <Content align="end" sideOffset={8} collisionPadding={12}>
          <Identity>
            <strong>{name}</strong>
            <span title={user.email}>
              <bdi dir="ltr">{user.email}</bdi>
            </span>
          </Identity>
          <Separator />
          <Menu.Item asChild>
            <ItemLink to="/dashboard">
              <LayoutDashboard aria-hidden="true" size={18} />
              لوحة التحكم
            </ItemLink>
          </Menu.Item>
          {isAdmin(user) ? (
            <Menu.Item asChild>
              <ItemLink to="/admin">
                <ShieldCheck aria-hidden="true" size={18} />
                لوحة الإدارة
              </ItemLink>
            </Menu.Item>
          ) : null}
          <Separator />
          <LogOutItem onSelect={() => void logOut()}>
            <LogOut aria-hidden="true" size={18} />
            تسجيل الخروج
          </LogOutItem>
        </Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
