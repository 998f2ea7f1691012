import { Link } from 'react-router';
import styled from 'styled-components';
import { isNavActive, NAV_LINKS } from '../navLinks';
import { NavBar } from './styles';

const List = styled.ul`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space[1]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  height: ${({ theme }) => theme.layout.navBarHeight};
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.space[6]};
  list-style: none;
`;

const Item = styled(Link)<{ $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  padding-inline: ${({ theme }) => theme.space[4]};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.onBrand};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  background: ${({ $active, theme }) => ($active ? theme.colors.brandDeep : 'transparent')};
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &::after {
    content: '';
    position: absolute;
    inset-inline: ${({ theme }) => theme.space[3]};
    inset-block-end: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ $active, theme }) => ($active ? theme.colors.onBrand : 'transparent')};
  }

  &:hover { background: ${({ theme }) => theme.colors.brandDark}; }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.onBrand}; outline-offset: -4px; }
`;

/** The seven main links in the red bar; the current page's link is marked (aria-current). */
export function DesktopNav({ pathname }: { pathname: string }) {
  return (
    <NavBar aria-label="التنقل الرئيسي">
      <List>
        {NAV_LINKS.map(({ to, label }) => {
          const active = isNavActive(pathname, to);
          return (
            <li key={to}>
              <Item to={to} $active={active} aria-current={active ? 'page' : undefined}>
                {label}
              </Item>
            </li>
          );
        })}
      </List>
    </NavBar>
  );
}
