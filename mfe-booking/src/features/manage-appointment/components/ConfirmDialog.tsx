import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@ssc/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

// The admin console's "are you sure?" dialog, for the client: Radix Dialog (focus trapped inside,
// Escape and «تراجع» close it, the page behind is inert to screen readers). Loaded only when a
// client opens it (`React.lazy`, default export): Radix Dialog is about 10 KB gzip that the page's
// route chunk would otherwise carry for every visit (design §5: 60 KB).

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(17, 24, 39, 0.55);
`;

// Centred by the inset-0 + auto-margin rule, which needs no direction-specific translate.
const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 1201;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: min(92vw, 480px);
  height: fit-content;
  max-height: 90vh;
  margin: auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

const Description = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;

export default function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** While the change is being sent: both buttons wait, the dialog stays. */
  busy: boolean;
  onConfirm(): void;
  /**
   * Where the focus goes when it closes. Radix gives it back only to its own Trigger, which a
   * dialog loaded on demand cannot wrap: the caller focuses its button here.
   */
  onCloseAutoFocus(event: Event): void;
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Overlay />
        <Content onCloseAutoFocus={onCloseAutoFocus} aria-busy={busy || undefined}>
          <Title>{title}</Title>
          <Description asChild>
            <div>{description}</div>
          </Description>
          {children}
          <Footer>
            <Dialog.Close asChild>
              <Button $variant="secondary" disabled={busy}>
                تراجع
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </Footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
