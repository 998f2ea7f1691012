import { CONTACT_DETAILS } from '@ssc/contracts/constants';
import { type SessionStatus, type User, useSessionStore } from '@ssc/ui';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Logo } from './brand/Logo';
import { SocialLinks } from './brand/SocialLinks';
import { CartIndicator } from './header/CartIndicator';
import { DesktopNav } from './header/DesktopNav';
import { HeaderSkeleton } from './header/HeaderSkeleton';
import { MobileMenu } from './header/MobileMenu';
import { SessionActions } from './header/SessionActions';
import { Cluster, TopBar, TopRow } from './header/styles';

const Contact = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: flex;
    align-items: center;
    padding-inline-end: ${({ theme }) => theme.space[2]};
    border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const PhoneNumber = styled.bdi`
  display: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  ${({ theme }) => theme.media.xl} {
    display: inline;
  }
`;

/**
 * The site header (spec §2): logo, social and phone links, the cart badge, the session's
 * buttons, the red main navigation on desktop and the drawer on mobile. A grey skeleton of the
 * same size stands in while the session is loading.
 */
export function Header() {
  const { pathname } = useLocation();
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  return <HeaderView pathname={pathname} status={status} user={user} />;
}

export function HeaderView({
  pathname,
  status,
  user,
}: {
  pathname: string;
  status: SessionStatus;
  user: User | null;
}) {
  if (status === 'loading') return <HeaderSkeleton />;

  return (
    <header data-print="hide">
      <TopBar>
        <TopRow>
          <Logo />
          <Cluster>
            <Contact>
              <SocialLinks
                withPhone
                phoneLabel={<PhoneNumber>{CONTACT_DETAILS.landline.display}</PhoneNumber>}
              />
            </Contact>
            <CartIndicator />
            <SessionActions user={user} />
            <MobileMenu pathname={pathname} user={user} />
          </Cluster>
        </TopRow>
      </TopBar>
      <DesktopNav pathname={pathname} />
    </header>
  );
}
