import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@ssc/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { Description, Overlay, Title } from './dialogParts';

// Centred by the inset-0 + auto-margin rule, which needs no direction-specific translate.
const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 1201;
  width: min(92vw, 440px);
  height: fit-content;
  max-height: 90vh;
  margin: auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;

/**
 * An accessible "are you sure?" (focus trapped, Escape and Cancel close it and give the focus back
 * to the button that opened it) for changes an admin must not make by one stray click.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  dismissLabel = 'إلغاء',
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Returns false to keep the dialog open (e.g. a field it holds is not valid yet). */
  onConfirm(): boolean | undefined;
  /** The change is on its way: the confirm button waits (no second request by a double click). */
  busy?: boolean;
  /** The button that closes without a change ("تراجع" where «إلغاء» would read as the action). */
  dismissLabel?: string;
  /** What the admin gives with the change (e.g. a meeting link). */
  children?: ReactNode;
}) {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs are opened by their caller's own
  // button, so the element that had the focus when it opened is remembered and focused again.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
        >
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
          <Footer>
            <Dialog.Close asChild>
              <Button $variant="secondary">{dismissLabel}</Button>
            </Dialog.Close>
            <Button
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => {
                if (onConfirm() !== false) onOpenChange(false);
              }}
            >
              {confirmLabel}
            </Button>
          </Footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
