import { Container, Section, SectionHeading } from '@ssc/ui';
import styled from 'styled-components';
import { COMPANY_STATEMENTS } from '../../../lib/company';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Statement = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.brandOnDark};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 255, 255, 0.05);

  &::before {
    content: '”';
    display: block;
    height: 1.75rem;
    font-size: 3.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.brandOnDark};
  }

  figcaption {
    margin-block: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }

  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

/** Landing section 5: the vision and mission band. */
export function VisionBand() {
  const { vision, mission } = COMPANY_STATEMENTS;
  return (
    <Section $tone="ink" aria-labelledby="vision-band-title">
      <Container>
        <SectionHeading
          id="vision-band-title"
          title="رؤية واضحة ورسالة نلتزم بها"
          lead="كل قضية نتولاها هي التزام بحق إنسان أو منشأة، نتابعه بأمانة حتى النهاية."
          onDark
        />
        <Pair>
          {[vision, mission].map(({ title, text }) => (
            <Statement key={title}>
              <figcaption>{title}</figcaption>
              <blockquote>{text}</blockquote>
            </Statement>
          ))}
        </Pair>
      </Container>
    </Section>
  );
}
