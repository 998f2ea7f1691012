import { Eye, EyeOff } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import styled from 'styled-components';
import { TextArea, TextInput } from './controls';
import { FormField } from './FormField';

/** What a labelled field takes besides its control's own attributes. */
interface FieldProps {
  /** Defaults to a generated id; pass one when a test or a link needs to find the control. */
  id?: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
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

/** A labelled multi-line text, the shape react-hook-form's `register(name)` spreads into. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  ref,
  ...textarea
}: FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required'> & {
    ref?: Ref<HTMLTextAreaElement>;
  }) {
  const generated = useId();
  return (
    <FormField id={id ?? generated} label={label} error={error} hint={hint} required={required}>
      {(control) => <TextArea ref={ref} {...control} {...textarea} />}
    </FormField>
  );
}

type InputFieldProps = Omit<FieldProps, 'label'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'required' | 'type'> & {
    /** Defaults to the field's usual Arabic name. */
    label?: ReactNode;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * An email address: typed left to right, the email keyboard, filled from the browser's address
 * book. One definition for every form that asks for it (booking, service request, contact, auth).
 */
export function EmailField({ label = 'البريد الإلكتروني', ...input }: InputFieldProps) {
  return <TextField label={label} type="email" dir="ltr" autoComplete="email" {...input} />;
}

/** A phone number: typed left to right, the phone keypad, filled from the browser's address book. */
export function PhoneField({ label = 'رقم الهاتف', ...input }: InputFieldProps) {
  return (
    <TextField label={label} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" {...input} />
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
