import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';

/** Hidden from sight, still read by screen readers and reachable by the keyboard. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * A native radio or checkbox stretched invisibly over its whole label: the label is what people
 * see and click, the input stays the real, focusable, announced control.
 */
export const coverInput = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** A label above its control. */
export const Label = styled.label`
  display: block;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** The label of a group (radio groups): same look, no `for`. */
export const GroupLabel = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const Required = () => (
  <span aria-hidden="true" style={{ color: 'inherit', marginInlineStart: '0.25rem' }}>
    *
  </span>
);

const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid #6b7280;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Input = styled.input`
  ${controlStyles}
  /* Email and phone numbers read left to right, aligned with the rest of the RTL form. */
  &[dir='ltr'] {
    text-align: end;
  }
`;

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** An inline error under a control, announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <ErrorText id={id} role="alert">
      {message}
    </ErrorText>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its hint and inline error (react-hook-form's `register` spreads into it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, hint, required, ...input },
  ref,
) {
  return (
    <div>
      <Label htmlFor={id}>
        {label}
        {required ? <Required /> : null}
      </Label>
      <Input
        ref={ref}
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(
          hint ? `${id}-hint` : undefined,
          error ? `${id}-error` : undefined,
        )}
        {...input}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ id, label, error, hint, ...textarea }, ref) {
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            hint ? `${id}-hint` : undefined,
            error ? `${id}-error` : undefined,
          )}
          {...textarea}
        />
        {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  },
);
