import type { User } from '@ssc/ui';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { DRAWER_ID, IconButton } from './styles';

// Radix Dialog (focus trap, scroll lock, Escape) is fetched on the first open, or a moment
// earlier when the pointer or keyboard reaches the button; never with the page itself.
const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

const MenuButton = styled(IconButton)`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/** The menu button (below lg) and the side drawer it opens; the drawer closes on navigation. */
export function MobileMenu({ pathname, user }: { pathname: string; user: User | null }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a path change is the trigger, not an input.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-label="فتح القائمة الرئيسية"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" size={24} />
      </MenuButton>
      {requested ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            user={user}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
