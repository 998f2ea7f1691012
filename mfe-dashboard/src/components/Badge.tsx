import { VisuallyHidden } from '@ssc/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'waiting' | 'info' | 'success' | 'danger' | 'neutral';

/** Text and background pairs, each at least 4.5:1 (WCAG AA for small text). */
const TONES: Record<BadgeTone, { color: string; background: string; border: string }> = {
  waiting: { color: '#92400e', background: '#fffbeb', border: '#fcd34d' },
  info: { color: '#1e40af', background: '#eff6ff', border: '#93c5fd' },
  success: { color: '#166534', background: '#f0fdf4', border: '#86efac' },
  danger: { color: '#991b1b', background: '#fef2f2', border: '#fca5a5' },
  neutral: { color: '#374151', background: '#f3f4f6', border: '#d1d5db' },
};

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  white-space: nowrap;

  svg { flex: none; }
`;

/** A status label; `label` is read first by screen readers ("حالة الدفع: مدفوع"). */
export function Badge({
  tone,
  label,
  children,
  testId,
}: {
  tone: BadgeTone;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Pill $tone={tone} data-testid={testId}>
      <VisuallyHidden>{label}: </VisuallyHidden>
      {children}
    </Pill>
  );
}
