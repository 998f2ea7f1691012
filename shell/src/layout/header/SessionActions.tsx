import { ButtonLink, type User } from '@ssc/ui';
import { CalendarCheck, LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { AvatarDisc, FromMd } from './styles';
import { avatarLetter } from './userIdentity';

// Radix's dropdown (with its positioning engine) is loaded only when a signed-in user is shown:
// a guest's landing page never downloads it.
const UserMenu = lazy(() => import('./UserMenu'));

// Below 480 px the login button is its icon: the label stays in the accessibility tree.
const CompactButton = styled(ButtonLink)`
  min-width: 44px;
  padding-inline: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    padding-inline: ${({ theme }) => theme.space[4]};
  }
`;

const Label = styled.span`
  ${({ theme }) => theme.media.belowSm} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** Guests: the login button. Signed-in users: the booking button (md and up) and the user menu. */
export function SessionActions({ user }: { user: User | null }) {
  if (!user) {
    return (
      <CompactButton to="/auth">
        <LogIn aria-hidden="true" size={18} />
        <Label>تسجيل الدخول</Label>
      </CompactButton>
    );
  }
  return (
    <>
      <FromMd>
        <ButtonLink to="/booking">
          <CalendarCheck aria-hidden="true" size={18} />
          احجز استشارة
        </ButtonLink>
      </FromMd>
      <Suspense fallback={<AvatarDisc aria-hidden="true">{avatarLetter(user)}</AvatarDisc>}>
        <UserMenu user={user} />
      </Suspense>
    </>
  );
}
