import styled from 'styled-components';
import { Button } from '../primitives/Button';

/** Two fields side by side from the md breakpoint, stacked below it. */
export const FormRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A titled part of a long form (service, time, contact details, documents). */
export const FormSection = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FormSectionTitle = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** The vertical rhythm of a form. */
export const FormBody = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Submit = styled(Button)`
  align-self: stretch;

  ${({ theme }) => theme.media.md} {
    align-self: flex-start;
    min-width: 200px;
  }
`;

/** The submit button: disabled and relabelled while the form is being sent. */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  disabled,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <Submit type="submit" disabled={submitting || disabled} aria-busy={submitting || undefined}>
      {submitting ? busyLabel : label}
    </Submit>
  );
}

/** A visible, announced message at the form level (e.g. an invalid reset link). */
export const FormAlert = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.text};

  p:last-child { margin-block-end: 0; }
`;

/** A link-looking button that switches a mode or a tab. */
export const LinkButton = styled.button`
  display: inline;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover { color: ${({ theme }) => theme.colors.brandDark}; }
`;
