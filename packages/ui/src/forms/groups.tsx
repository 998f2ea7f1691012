// Groups of choices read as one field: name parts, radio choices, multi-select toggles, a
// checkbox whose label may hold links.
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint, RequiredMark } from './FormField';

const GroupHint = styled(FieldHint)`
  margin-block-start: ${({ theme }) => theme.space[2]};
`;

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

/** One choice of a group (a radio or a checkbox inside its label), boxed, marked when checked. */
export const ChoiceLabel = styled.label`
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
  &:has(input:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
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
        {required ? <RequiredMark /> : null}
      </Legend>
      {children}
      {hint ? <GroupHint id={`${id}-hint`}>{hint}</GroupHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
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

const CheckboxBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

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

/** A checkbox's hint, lined up with its label text rather than the box. */
const CheckboxHint = styled(FieldHint)`
  padding-inline-start: calc(1.25rem + ${({ theme }) => theme.space[2]});
`;

/** A checkbox with its label text (which may hold links), an optional hint and its error. */
export function CheckboxField({
  children,
  hint,
  error,
  required,
  inputProps,
}: {
  children: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <CheckboxBox>
      <CheckboxLabel>
        <input
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint ? `${id}-hint` : undefined, error && `${id}-error`)}
          {...inputProps}
        />
        <span>
          {children}
          {required ? <RequiredMark /> : null}
        </span>
      </CheckboxLabel>
      {hint ? <CheckboxHint id={`${id}-hint`}>{hint}</CheckboxHint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </CheckboxBox>
  );
}
