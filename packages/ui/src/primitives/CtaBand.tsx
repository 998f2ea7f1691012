import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space[7]};
  background:
    radial-gradient(circle at 15% 20%, rgba(255, 255, 255, 0.12), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.brandDeep}, ${({ theme }) => theme.colors.brand});
  color: ${({ theme }) => theme.colors.onBrand};
  text-align: center;

  h2 {
    margin: 0 auto ${({ theme }) => theme.space[3]};
    max-width: 40rem;
    font-size: ${({ theme }) => theme.typography.fluid.sectionTitle};
  }

  p {
    margin: 0 auto ${({ theme }) => theme.space[5]};
    max-width: 40rem;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A closing call to action on the brand gradient: a title, a sentence and its buttons. Buttons
 * on it should use the `onBrand` or `secondary` variants.
 */
export function CtaBand({
  id,
  title,
  text,
  actions,
}: {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Band aria-labelledby={id}>
      <Container>
        <h2 id={id}>{title}</h2>
        {text ? <p>{text}</p> : null}
        <Actions>{actions}</Actions>
      </Container>
    </Band>
  );
}
