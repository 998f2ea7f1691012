import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bareList, cardBox } from '../theme/surfaces';

const Card = styled.article`
  ${cardBox}
  transition: box-shadow ${({ theme }) => theme.motion.base} ease,
    transform ${({ theme }) => theme.motion.base} ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.hover};
    transform: translateY(-2px);
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    line-height: ${({ theme }) => theme.typography.lineHeights.heading};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brand};
`;

/** A card with an icon, an h3 title and a short text; an optional footer (a link, a tag list). */
export function FeatureCard({
  icon,
  title,
  children,
  footer,
}: {
  /** A decorative icon (mark it aria-hidden). */
  icon?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      {icon ? <IconBadge>{icon}</IconBadge> : null}
      <h3>{title}</h3>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {footer}
    </Card>
  );
}

/** A responsive grid of cards: one column at 360 px, then `min` wide columns as space allows. */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  ${bareList}

  ${({ theme }) => theme.media.lg} {
    gap: ${({ theme }) => theme.space[5]};
  }
`;
