import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ring = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border: 4px solid ${({ theme }) => theme.colors.border};
  border-block-start-color: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Loading indicator announced politely to screen readers with an Arabic label. */
export function Spinner({ label = 'جارٍ التحميل...' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label}</span>
    </Wrapper>
  );
}
