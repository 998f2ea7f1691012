import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type SectionTone = 'plain' | 'surface' | 'brand' | 'ink';

/**
 * A full-width page band with the site's vertical rhythm. Put a `Container` inside; label it with
 * its heading (`aria-labelledby`) so it is a named region for screen readers.
 */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding-block: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[8]};
  }

  ${({ $tone = 'plain', theme }) => {
    switch ($tone) {
      case 'surface':
        return css`background: ${theme.colors.surface};`;
      case 'brand':
        return css`
          background: linear-gradient(135deg, ${theme.colors.brandDeep}, ${theme.colors.brand});
          color: ${theme.colors.onBrand};
        `;
      case 'ink':
        return css`
          background: ${theme.colors.ink};
          color: ${theme.colors.onInk};
        `;
      default:
        return css`background: ${theme.colors.background};`;
    }
  }}
`;

const Heading = styled.div<{ $align: 'start' | 'center'; $onDark: boolean }>`
  max-width: 46rem;
  margin-block-end: ${({ theme }) => theme.space[6]};
  ${({ $align }) =>
    $align === 'center' &&
    css`
      margin-inline: auto;
      text-align: center;
    `}

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fluid.sectionTitle};
    line-height: ${({ theme }) => theme.typography.lineHeights.heading};
    color: ${({ $onDark, theme }) => ($onDark ? 'inherit' : theme.colors.text)};
  }

  p {
    margin: ${({ theme }) => theme.space[3]} 0 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ $onDark, theme }) => ($onDark ? 'inherit' : theme.colors.textMuted)};
    opacity: ${({ $onDark }) => ($onDark ? 0.92 : 1)};
  }
`;

const Eyebrow = styled.span<{ $onDark: boolean }>`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  background: ${({ $onDark, theme }) => ($onDark ? 'rgba(255, 255, 255, 0.14)' : theme.colors.brandSubtle)};
  color: ${({ $onDark, theme }) => ($onDark ? theme.colors.onBrand : theme.colors.brand)};
`;

/** A section's h2 with an optional small label above it and a lead paragraph below. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  align = 'center',
  onDark = false,
}: {
  /** The id the section's `aria-labelledby` points at. */
  id: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** On a brand or ink band: inherit the band's light text colour. */
  onDark?: boolean;
}) {
  return (
    <Heading $align={align} $onDark={onDark}>
      {eyebrow ? <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow> : null}
      <h2 id={id}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </Heading>
  );
}
