import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';

/** The dimmed page behind every admin dialog and drawer. */
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(17, 24, 39, 0.55);
`;

export const Title = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

export const Description = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a dialog asks for (a reason, a new slot), spaced from its buttons. */
export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;
