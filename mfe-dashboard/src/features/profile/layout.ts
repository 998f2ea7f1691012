import styled from 'styled-components';

/** The profile tab's cards, one under the other. */
export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

/** One card of the profile tab (the account, WhatsApp messages), with its titled heading. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  max-width: 640px;

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  h3 svg { color: ${({ theme }) => theme.colors.brand}; }
`;
