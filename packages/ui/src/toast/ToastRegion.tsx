import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { notifyToastsShown } from './toastShown';
import { dismissToast, TOAST_DEFAULT_DURATION, type ToastItem, useToastStore } from './toastStore';

const slideDown = keyframes`
  from { transform: translateY(-100%); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const slideUp = keyframes`
  from { transform: translateY(100%); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

/**
 * Where toasts appear. On phones and small tablets (below md) at the top of the screen, across
 * its width: a page's primary action (submit, "pay now") sits at the end of the content, which
 * a visitor scrolls up from the bottom edge, so a toast there would cover it. From md up in the
 * bottom inline-end corner (bottom left in RTL), away from the content column's start. The empty
 * region lets clicks through; only a toast itself takes them.
 */
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  list-style: none;
  outline: none;
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    inset-block-start: auto;
    inset-block-end: 0;
    inset-inline-start: auto;
    width: min(100vw, 420px);
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Root = styled(RadixToast.Root)<{ $variant: ToastItem['variant'] }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      background: ${theme.colors.danger};
      border-color: ${theme.colors.brandDark};
      color: ${theme.colors.onBrand};
    `}

  pointer-events: auto;

  &[data-state='open'] { animation: ${slideDown} 150ms ease-out; }
  ${({ theme }) => theme.media.md} {
    &[data-state='open'] { animation-name: ${slideUp}; }
  }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
  &[data-swipe='end'] { transform: translateX(var(--radix-toast-swipe-end-x)); }
`;

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1;
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

/**
 * Renders the toast store with Radix Toast, whose defaults are the spec's constants:
 * F8 focuses the region, swipe right past 50 px dismisses. The store keeps one toast on screen
 * and queues the others.
 */
export default function ToastRegion() {
  const toasts = useToastStore((s) => s.toasts);
  useEffect(() => {
    notifyToastsShown(toasts.filter((t) => t.open).map((t) => t.id));
  }, [toasts]);
  return (
    <RadixToast.Provider
      label="إشعار"
      duration={TOAST_DEFAULT_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((t) => (
        <Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          $variant={t.variant}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <Title>{t.title}</Title>
          {t.description ? <Description>{t.description}</Description> : null}
          <Close aria-label="إغلاق">
            <X size={18} aria-hidden="true" />
          </Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} label="الإشعارات ({hotkey})" data-print="hide" />
    </RadixToast.Provider>
  );
}
