import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.header`
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.typography.sizes.display};
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page's single h1 with an optional lead paragraph. */
export function PageHeading({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <Wrapper>
      <Title>{title}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
    </Wrapper>
  );
}
