import { cardSurface } from '@ssc/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

/** A white card, the building block of the payment pages. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }

  > * { min-width: 0; }

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  h2:focus-visible { outline-offset: 4px; }
  p { margin: 0; }
`;

/** Label/value rows (service, amount, reference…). */
export const Summary = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The amount to pay, large. */
export const Total = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-block-start: ${({ theme }) => theme.space[3]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  strong {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    color: ${({ theme }) => theme.colors.brand};
  }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** An inline error under a payment form, read out when it appears. */
export const ErrorNote = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/**
 * A payment's failure the client must hear and see at once (issue 33.4): an alert that takes the
 * focus (tabIndex -1) and scrolls into view when it appears and whenever its message changes.
 */
export function FocusedAlert({ message, testId }: { message: string; testId?: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    note.current?.focus();
    note.current?.scrollIntoView?.({ block: 'center' });
  }, [message]);
  return (
    <ErrorNote ref={note} role="alert" tabIndex={-1} data-testid={testId}>
      {message}
    </ErrorNote>
  );
}

/** A state of its own (not enabled, already paid, not found): icon, title, text, links. */
export const StatePanel = styled.section<{ $tone?: 'success' | 'neutral' }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'success' ? '#f0fdf4' : theme.colors.surface)};

  > svg { color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.brand)}; }
  h2 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.xl}; }
  h2:focus-visible { outline-offset: 4px; }
  p { margin: 0; max-width: 36rem; }
  > dl { justify-self: stretch; max-width: 30rem; margin-inline: auto; text-align: start; }
`;
