import { Container } from '@ssc/ui';
import styled from 'styled-components';

// The booking remote's pages (booking, service request) share one frame: the form beside a
// summary column on wide screens, stacked below it on narrow ones. Each page styles its own aside.

export const Page = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[7]};
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
