import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

/** The dimmed page behind a modal dialog or drawer. */
export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(17, 24, 39, 0.55);
`;

/**
 * A modal dialog's box, `$width` wide at most (480px unless given). Centred by the inset-0 +
 * auto-margin rule, which needs no direction-specific translate.
 */
export const DialogSurface = styled(Dialog.Content)<{ $width?: string }>`
  position: fixed;
  inset: 0;
  z-index: 1201;
  width: min(92vw, ${({ $width = '480px' }) => $width});
  height: fit-content;
  max-height: 90vh;
  margin: auto;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export const DialogTitle = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

export const DialogDescription = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The dialog's buttons, at its end. */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  justify-content: flex-end;
`;
