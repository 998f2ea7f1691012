import { Container } from '@ssc/ui';
import styled from 'styled-components';

/** The mobile drawer's id (the menu button's aria-controls). */
export const DRAWER_ID = 'mobile-navigation';

/** The white top row: logo, contact icons, cart and the session's buttons. */
export const TopBar = styled.div`
  background: ${({ theme }) => theme.colors.background};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TopRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.layout.headerTopHeight};

  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.layout.headerTopHeightLg};
  }
`;

export const Cluster = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** Shown from the md breakpoint up (the drawer carries it below). */
export const FromMd = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: contents;
  }
`;

/** The red main navigation bar: desktop only (lg and up). */
export const NavBar = styled.nav`
  display: none;
  background: ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadows.header};

  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

/** A square 44 × 44 icon button (menu, close). */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.brandSubtle};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** The avatar disc: the user-menu trigger, and its placeholder while the menu code loads. */
export const AvatarDisc = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  line-height: 1;
`;
