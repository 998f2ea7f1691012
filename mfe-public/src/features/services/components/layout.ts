import styled from 'styled-components';

/** A titled section of the services page below the list. */
export const Band = styled.section`
  margin-block-start: ${({ theme }) => theme.space[7]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }

  h2 { font-size: ${({ theme }) => theme.typography.sizes.xxl}; }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
