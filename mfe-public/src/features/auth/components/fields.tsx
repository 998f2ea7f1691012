import { Button } from '@ssc/ui';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled, { css } from 'styled-components';

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/** The required-field mark; the input itself carries aria-required for assistive technology. */
const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
`;

const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline-offset: 0; border-color: ${({ theme }) => theme.colors.focus}; }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSurface};
  }
  /* Latin-only values (email, phone, numbers) read left to right but stay aligned with the form. */
  &[dir='ltr'] { text-align: end; }
`;

const Input = styled.input`
  ${inputStyles}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const GroupHint = styled(Hint)`
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.danger};
`;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its hint and its Arabic error, wired for screen readers (aria-invalid,
 * aria-describedby). Validation is the form's: `required` only marks the field.
 */
export function TextField({ label, error, hint, required, ref, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldBox>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <Input
        id={id}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        {...input}
      />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldBox>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandLight};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  input:focus-visible { outline: none; }
`;

/** A group the form reads as one field (name parts, radio choices, toggles) with its error. */
export function FieldGroup({
  legend,
  hint,
  error,
  required,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Fieldset aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}>
      <Legend>
        {legend}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Legend>
      {children}
      {hint ? <GroupHint id={`${id}-hint`}>{hint}</GroupHint> : null}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </Fieldset>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

/** Native radio buttons (arrow keys move between them) in a fieldset with a legend. */
export function RadioGroup<V extends string>({
  legend,
  options,
  error,
  required,
  inputProps,
}: {
  legend: string;
  options: readonly RadioOption<V>[];
  error?: string;
  required?: boolean;
  /** react-hook-form's `register(name)`. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  return (
    <FieldGroup legend={legend} error={error} required={required}>
      <Choices>
        {options.map((option) => (
          <ChoiceLabel key={option.value}>
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              {...inputProps}
            />
            {option.label}
          </ChoiceLabel>
        ))}
      </Choices>
    </FieldGroup>
  );
}

const Toggle = styled.button`
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

/** Multi-select toggle buttons (aria-pressed), e.g. the work statuses of /auth. */
export function ToggleGroup({
  legend,
  hint,
  options,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: readonly string[];
  value: readonly string[];
  onChange(next: string[]): void;
}) {
  return (
    <FieldGroup legend={legend} hint={hint}>
      <Choices>
        {options.map((option) => {
          const pressed = value.includes(option);
          return (
            <Toggle
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() =>
                onChange(pressed ? value.filter((v) => v !== option) : [...value, option])
              }
            >
              {option}
            </Toggle>
          );
        })}
      </Choices>
    </FieldGroup>
  );
}

const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.25rem 0 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/** A checkbox with its label text (which may hold links) and its error. */
export function CheckboxField({
  children,
  error,
  required,
  inputProps,
}: {
  children: ReactNode;
  error?: string;
  required?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <FieldBox>
      <CheckboxLabel>
        <input
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...inputProps}
        />
        <span>
          {children}
          {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
        </span>
      </CheckboxLabel>
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : null}
    </FieldBox>
  );
}

/** Two columns from tablet width up (name parts, email + confirmation, ...). */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
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
