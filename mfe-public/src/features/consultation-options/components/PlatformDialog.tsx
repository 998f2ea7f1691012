import { Button } from '@ssc/ui';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@ssc/ui/dialog';
import { ChevronLeft, MonitorPlay, Video, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { REMOTE_PLATFORMS, remoteBookingUrl } from '../options';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: translateY(0); }
`;

const Overlay = styled(DialogOverlay)`
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(DialogSurface)`
  animation: ${rise} 180ms ease-out;
`;

// Clear of the close icon at its end.
const Title = styled(DialogTitle)`
  margin-block-end: ${({ theme }) => theme.space[2]};
  padding-inline-end: ${({ theme }) => theme.space[6]};
`;

const Description = styled(DialogDescription)`
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const Choices = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  padding: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color 150ms ease, background-color 150ms ease;

  &:hover, &:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandLight};
  }

  > svg:first-child { color: ${({ theme }) => theme.colors.brand}; }

  strong { display: block; font-size: ${({ theme }) => theme.typography.sizes.lg}; }
  span { display: block; font-size: ${({ theme }) => theme.typography.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const CloseIcon = styled(DialogClose)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[3]};
  inset-inline-end: ${({ theme }) => theme.space[3]};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const PLATFORM_ICONS = { zoom: Video, teams: MonitorPlay } as const;

/**
 * The remote option's platform choice: an accessible modal dialog (focus trapped, Escape and the
 * close buttons return focus to the trigger) whose two links open the booking page for Zoom or
 * Teams.
 */
export function PlatformDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <DialogRoot>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogPortal>
        <Overlay />
        <Content>
          <Title>اختر منصة الاستشارة عن بُعد</Title>
          <Description>
            تُعقد الجلسة عبر الفيديو ومدتها 60 دقيقة. اختر المنصة التي تناسبك، ثم أكمل بيانات الحجز.
          </Description>
          <Choices>
            {REMOTE_PLATFORMS.map((platform) => {
              const Icon = PLATFORM_ICONS[platform.id];
              return (
                <li key={platform.id}>
                  <Choice to={remoteBookingUrl(platform.id)}>
                    <Icon aria-hidden="true" size={28} />
                    <div>
                      <strong>{platform.name}</strong>
                      <span>{platform.description}</span>
                    </div>
                    <ChevronLeft aria-hidden="true" size={20} />
                  </Choice>
                </li>
              );
            })}
          </Choices>
          <DialogFooter>
            <DialogClose asChild>
              <Button $variant="ghost">تراجع</Button>
            </DialogClose>
          </DialogFooter>
          <CloseIcon aria-label="إغلاق">
            <X aria-hidden="true" size={20} />
          </CloseIcon>
        </Content>
      </DialogPortal>
    </DialogRoot>
  );
}
