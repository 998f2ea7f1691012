import * as Dialog from '@radix-ui/react-dialog';
import { ButtonLink, type User } from '@ssc/ui';
import { CalendarCheck, LogIn, X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { Logo } from '../brand/Logo';
import { SocialLinks } from '../brand/SocialLinks';
import { isNavActive, NAV_LINKS } from '../navLinks';
import { DRAWER_ID, IconButton } from './styles';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
// The drawer comes in from the inline start: the right-hand edge of this RTL page.
const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(17, 24, 39, 0.55);
  animation: ${fadeIn} ${({ theme }) => theme.motion.base} ease-out;
`;

const Panel = styled(Dialog.Content)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: min(86vw, 340px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.drawer};
  animation: ${slideIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  overscroll-behavior: contain;

  &:focus { outline: none; }
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.headerTopHeight};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const NavItem = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 4px solid ${({ $active, theme }) => ($active ? theme.colors.brand : 'transparent')};
  background: ${({ $active, theme }) => ($active ? theme.colors.brandSubtle : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.brandDark : theme.colors.text)};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-block-start: auto;
  padding: ${({ theme }) => theme.space[4]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled(Dialog.Title)`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The mobile side drawer (spec §2): the seven links with the active-item rule, the booking button
 * for a signed-in user or the login button for a guest, and the contact icons. Radix Dialog traps
 * focus, closes on Escape or a tap outside and returns focus to the menu button; following any
 * link closes it.
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  pathname,
  user,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  user: User | null;
  /** The menu button: focus goes back to it however the drawer closes (a tap does not focus it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Panel
          id={DRAWER_ID}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Title>القائمة الرئيسية</Title>
          <PanelHeader>
            <Logo onClick={close} />
            <Dialog.Close asChild>
              <IconButton type="button" aria-label="إغلاق القائمة">
                <X aria-hidden="true" size={22} />
              </IconButton>
            </Dialog.Close>
          </PanelHeader>
          <nav aria-label="التنقل الرئيسي">
            <Links>
              {NAV_LINKS.map(({ to, label }) => {
                const active = isNavActive(pathname, to);
                return (
                  <li key={to}>
                    <NavItem
                      to={to}
                      $active={active}
                      aria-current={active ? 'page' : undefined}
                      onClick={close}
                    >
                      {label}
                    </NavItem>
                  </li>
                );
              })}
            </Links>
          </nav>
          <Footer>
            {user ? (
              <ButtonLink to="/booking" onClick={close}>
                <CalendarCheck aria-hidden="true" size={18} />
                احجز استشارة
              </ButtonLink>
            ) : (
              <ButtonLink to="/auth" onClick={close}>
                <LogIn aria-hidden="true" size={18} />
                تسجيل الدخول
              </ButtonLink>
            )}
            <SocialLinks withPhone />
          </Footer>
        </Panel>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
