import type { ReactNode } from 'react';
import styled from 'styled-components';

/** What a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** The ids a control is described by, or undefined when there are none (no empty attribute). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** The label of a group of choices named with `aria-labelledby` (a calendar, time cards). */
export const GroupLabel = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Mark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The visual mark of a required field; the control carries `aria-required` for assistive technology. */
export function RequiredMark() {
  return <Mark aria-hidden="true">*</Mark>;
}

/** A short help text under a control or a group, tied to it with `aria-describedby`. */
export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An inline validation message under a control (danger colour, read with the control). */
export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A labelled form field. The control is rendered by `children` with the props that link it to
 * the label, the hint and the error (`aria-describedby`), so screen readers read the message
 * with the field. The required mark is visual; `aria-required` tells assistive technology.
 * `after` is shown below the error (e.g. a retry for a list that failed to load).
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  after?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(hintId, errorId),
        'aria-required': required || undefined,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {after}
    </Wrapper>
  );
}
