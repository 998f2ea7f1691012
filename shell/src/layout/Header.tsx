import { apiRequest } from '@ssc/api-client';
import {
  ButtonLink,
  Container,
  displayName,
  getAppConfig,
  isAdmin,
  toast,
  useSessionStore,
} from '@ssc/ui';
import { CalendarCheck, LogIn, LogOut, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { isNavActive, NAV_LINKS } from './navLinks';

const Top = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const TopRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 64px;
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Skeleton = styled.div`
  width: 140px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;

const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space[2]};
  border: 0;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;

const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const NavBar = styled.nav`
  background: ${({ theme }) => theme.colors.brand};
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
`;

const NavItem = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.onBrand};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  border-block-end: 3px solid ${({ $active }) => ($active ? 'currentColor' : 'transparent')};
  background: ${({ $active, theme }) => ($active ? theme.colors.brandDark : 'transparent')};

  &:hover { background: ${({ theme }) => theme.colors.brandDark}; }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.onBrand}; outline-offset: -3px; }
`;

async function logOut() {
  try {
    await apiRequest('POST', '/api/logout');
    window.location.reload();
  } catch (error) {
    toast({
      title: 'خطأ في تسجيل الخروج',
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
  }
}

function SessionActions() {
  const { status, user } = useSessionStore();
  if (status === 'loading') return <Skeleton aria-hidden="true" />;
  if (!user) {
    return (
      <ButtonLink to="/auth">
        <LogIn aria-hidden="true" size={18} />
        تسجيل الدخول
      </ButtonLink>
    );
  }
  return (
    <Actions>
      <ButtonLink to="/booking">
        <CalendarCheck aria-hidden="true" size={18} />
        احجز استشارة
      </ButtonLink>
      <TextLink to="/dashboard">
        <UserRound aria-hidden="true" size={18} />
        {displayName(user)}
      </TextLink>
      {isAdmin(user) ? <TextLink to="/admin">لوحة الإدارة</TextLink> : null}
      <TextButton type="button" onClick={logOut}>
        <LogOut aria-hidden="true" size={18} />
        تسجيل الخروج
      </TextButton>
    </Actions>
  );
}

/** Placeholder header: brand, session actions and the red main navigation bar. */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header>
      <Top>
        <TopRow>
          <Brand to="/">{getAppConfig().siteName}</Brand>
          <SessionActions />
        </TopRow>
      </Top>
      <NavBar aria-label="التنقل الرئيسي">
        <NavList>
          {NAV_LINKS.map(({ to, label }) => {
            const active = isNavActive(pathname, to);
            return (
              <li key={to}>
                <NavItem to={to} $active={active} aria-current={active ? 'page' : undefined}>
                  {label}
                </NavItem>
              </li>
            );
          })}
        </NavList>
      </NavBar>
    </header>
  );
}
