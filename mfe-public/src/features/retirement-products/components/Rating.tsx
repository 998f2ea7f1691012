import { VisuallyHidden } from '@ssc/ui';
import { Star } from 'lucide-react';
import styled from 'styled-components';

const Wrapper = styled.p`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Stars = styled.span`
  position: relative;
  display: inline-flex;
  line-height: 0;
`;

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: #d1d5db;

  svg { flex-shrink: 0; fill: currentColor; }
`;

/** The filled stars, clipped from the inline start (the right in Arabic) to the rating. */
const Filled = styled(Row)<{ $percent: number }>`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  width: ${({ $percent }) => $percent}%;
  overflow: hidden;
  color: #d97706;
`;

const OUT_OF = 5;

function starRow() {
  return Array.from({ length: OUT_OF }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: five identical, never reordered stars.
    <Star key={i} size={18} strokeWidth={1.5} />
  ));
}

/** A star rating read by screen readers as one phrase ("التقييم 4.7 من 5"). */
export function Rating({ value }: { value: number }) {
  const text = value.toFixed(1);
  return (
    <Wrapper>
      <VisuallyHidden>
        التقييم {text} من {OUT_OF}
      </VisuallyHidden>
      <Stars aria-hidden="true">
        <Row>{starRow()}</Row>
        <Filled $percent={(value / OUT_OF) * 100}>{starRow()}</Filled>
      </Stars>
      <span aria-hidden="true">{text}</span>
    </Wrapper>
  );
}
