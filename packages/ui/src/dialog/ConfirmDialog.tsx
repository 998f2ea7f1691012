import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@ssc/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import {
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogSurface,
  DialogTitle,
} from './parts';

type Look = 'console' | 'page';

// The admin console's dialog holds the description close to its title and spaces what follows;
// a client's page spaces every part evenly and is a little wider.
const Surface = styled(DialogSurface)<{ $look: Look }>`
  ${({ $look, theme }) =>
    $look === 'page' &&
    css`
      display: grid;
      gap: ${theme.space[4]};
    `}
`;

const Title = styled(DialogTitle)<{ $look: Look }>`
  ${({ $look, theme }) => $look === 'console' && css`margin-block-end: ${theme.space[2]};`}
`;

const Description = styled(DialogDescription)<{ $look: Look }>`
  ${({ $look, theme }) => $look === 'console' && css`margin-block-end: ${theme.space[4]};`}
`;

/**
 * An accessible "are you sure?" (focus trapped, Escape and the dismiss button close it and give the
 * focus back to the element that opened it) for changes that one stray click must not make.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  busyLabel,
  holdWhileBusy = false,
  dismissLabel = 'تراجع',
  look = 'console',
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Text, or text with isolated runs (a date whose time must not break). */
  title: ReactNode;
  /** Inline text in the console's look; a block (paragraphs, a note) on a page. */
  description: ReactNode;
  confirmLabel: string;
  /** Returns false to keep the dialog open (a field it holds is not valid yet, or it waits for the server). */
  onConfirm(): boolean | undefined;
  /** The change is on its way: the confirm button waits (no second request by a double click). */
  busy?: boolean;
  /** The confirm button's text while busy. */
  busyLabel?: string;
  /** While busy, the dialog cannot be dismissed (its outcome is shown in its place). */
  holdWhileBusy?: boolean;
  /** The button that closes without a change: «تراجع» (docs/glossary.md; «إلغاء» reads as cancelling an appointment). */
  dismissLabel?: string;
  look?: Look;
  /**
   * Where the focus goes when it closes, in place of the element that opened it (e.g. a result
   * that replaced the dialog's opener).
   */
  onCloseAutoFocus?(event: Event): void;
  /** What is given with the change (a reason, a meeting link). */
  children?: ReactNode;
}) {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs are opened by their caller's own
  // button, so the element that had the focus when it opened is remembered and focused again.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);
  const held = holdWhileBusy && busy;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (held ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <DialogOverlay />
        <Surface
          $look={look}
          $width={look === 'page' ? '480px' : '440px'}
          aria-busy={(holdWhileBusy && busy) || undefined}
          onCloseAutoFocus={
            onCloseAutoFocus ??
            ((event) => {
              const element = opener.current;
              if (element?.isConnected) {
                event.preventDefault();
                element.focus();
              }
            })
          }
        >
          <Title $look={look}>{title}</Title>
          {look === 'page' ? (
            <Description $look={look} asChild>
              <div>{description}</div>
            </Description>
          ) : (
            <Description $look={look}>{description}</Description>
          )}
          {children}
          <DialogFooter>
            <Dialog.Close asChild>
              <Button $variant="secondary" disabled={held}>
                {dismissLabel}
              </Button>
            </Dialog.Close>
            <Button
              disabled={busy}
              aria-busy={(!holdWhileBusy && busy) || undefined}
              onClick={() => {
                if (onConfirm() !== false) onOpenChange(false);
              }}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </Surface>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
