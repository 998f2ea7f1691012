import { DialogDescription, DialogTitle } from '@ssc/ui/dialog';
import styled from 'styled-components';

export { DialogOverlay as Overlay } from '@ssc/ui/dialog';

export const Title = styled(DialogTitle)`
  margin-block-end: ${({ theme }) => theme.space[2]};
`;

export const Description = styled(DialogDescription)`
  margin-block-end: ${({ theme }) => theme.space[4]};
`;

/** What a dialog asks for (a reason, a new slot), spaced from its buttons. */
export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-end: ${({ theme }) => theme.space[4]};
`;
