// Form controls shared by the remotes' forms (contact, booking, service request, auth, admin), one
// look for labels, required marks, hints, errors and focus. Exported from the `@ssc/ui/forms`
// entry, not from the `@ssc/ui` index: the index is a Module Federation shared singleton that the
// landing page loads whole, and the landing page has no form that needs these.
export { coverInput, Select, TextArea, TextInput } from './controls';
export {
  describedBy,
  type FieldControlProps,
  FieldError,
  FieldHint,
  FormField,
  GroupLabel,
  RequiredMark,
} from './FormField';
export { EmailField, PasswordField, PhoneField, TextAreaField, TextField } from './fields';
export {
  CheckboxField,
  ChoiceLabel,
  FieldGroup,
  RadioGroup,
  type RadioOption,
  ToggleGroup,
} from './groups';
export {
  FormAlert,
  FormBody,
  FormRow,
  FormSection,
  FormSectionTitle,
  LinkButton,
  SubmitButton,
} from './layout';
