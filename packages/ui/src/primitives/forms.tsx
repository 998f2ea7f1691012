// Form controls shared by the remotes' forms (contact, booking, auth). Exported from the
// `@ssc/ui/forms` entry, not from the `@ssc/ui` index: the index is a Module Federation shared
// singleton that the landing page loads whole, and the landing page has no form that needs these.
import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import styled, { css } from 'styled-components';

/** What a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
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

/** The visual mark of a required field; the control carries `aria-required` for assistive technology. */
export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

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
 */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Wrapper>
  );
}

const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid #6b7280;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  /* Numbers and addresses typed left to right still line up with the Arabic fields. */
  &[dir='ltr'] { text-align: end; }

  &::placeholder { color: #6b7280; }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }

  &:disabled { background: ${({ theme }) => theme.colors.surfaceAlt}; cursor: not-allowed; }
`;

export const TextInput = styled.input`
  ${controlStyles}
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

export const Select = styled.select`
  ${controlStyles}
  cursor: pointer;
`;

/** Two fields side by side from the md breakpoint, stacked below it. */
export const FormRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** What a labelled field takes besides its control's own attributes. */
interface FieldProps {
  /** Defaults to a generated id; pass one when a test or a link needs to find the control. */
  id?: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A labelled input, the shape react-hook-form's `register(name)` spreads into. `required` only
 * marks the field: validation is the form's schema, with its Arabic messages.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  ref,
  ...input
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const generated = useId();
  return (
    <FormField id={id ?? generated} label={label} error={error} hint={hint} required={required}>
      {(control) => <TextInput ref={ref} {...control} {...input} />}
    </FormField>
  );
}

const PasswordBox = styled.div`
  position: relative;

  > input { padding-inline-end: 3rem; }
`;

const RevealButton = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: grid;
  place-items: center;
  width: 2.75rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/**
 * A password field with a "show password" toggle: a real button (keyboard and screen readers),
 * `aria-pressed` for its state, named after what it will do.
 */
export function PasswordField({
  id,
  label,
  error,
  hint,
  required,
  ref,
  ...input
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const generated = useId();
  const [shown, setShown] = useState(false);
  return (
    <FormField id={id ?? generated} label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <PasswordBox>
          <TextInput ref={ref} {...control} {...input} type={shown ? 'text' : 'password'} />
          <RevealButton
            type="button"
            aria-pressed={shown}
            aria-label={shown ? 'إخفاء كلمة المرور' : 'إظهار كلمة المرور'}
            aria-controls={control.id}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? <EyeOff size={20} aria-hidden /> : <Eye size={20} aria-hidden />}
          </RevealButton>
        </PasswordBox>
      )}
    </FormField>
  );
}
