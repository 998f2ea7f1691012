import {
  authMessages,
  NATIONALITIES,
  NATIONALITY_LABELS,
  type Nationality,
  oldRegisterFormSchema,
  type RegisterInput,
  registerSchema,
  WORK_STATUSES,
} from '@ssc/contracts';
import { z } from 'zod';
import { contractFormSchema, type FieldIssue } from './contractForm';

/** The four parts of an Arabic full name (first, father, grandfather, family), in order. */
export const NAME_PART_LABELS = {
  firstName: 'الاسم الأول',
  secondName: 'اسم الأب',
  thirdName: 'اسم الجد',
  fourthName: 'اسم العائلة',
} as const;
export type NamePart = keyof typeof NAME_PART_LABELS;
// The parts named once: an object keeps its (non-numeric) keys in the order they are written.
export const NAME_PARTS = Object.keys(NAME_PART_LABELS) as readonly NamePart[];

/** The nationality choice of both registration screens. */
export const NATIONALITY_OPTIONS = [
  { value: 'jordanian', label: NATIONALITY_LABELS.jordanian },
  { value: 'non-jordanian', label: NATIONALITY_LABELS['non-jordanian'] },
] as const;

const nameParts = {
  firstName: z.string(),
  secondName: z.string(),
  thirdName: z.string(),
  fourthName: z.string(),
};
type NameValues = Record<NamePart, string>;

/** Each part's required message names its field (docs/glossary.md): «الاسم الأول مطلوب». */
export const NAME_PART_REQUIRED: Readonly<Record<NamePart, string>> = {
  firstName: authMessages.firstNameRequired,
  secondName: authMessages.secondNameRequired,
  thirdName: authMessages.thirdNameRequired,
  fourthName: authMessages.fourthNameRequired,
};

/** Each of the four parts is required (spec §5: the four names are required). */
function checkNameParts(values: NameValues): FieldIssue[] {
  return NAME_PARTS.filter((part) => !values[part].trim()).map((field) => ({
    field,
    message: NAME_PART_REQUIRED[field],
  }));
}

/**
 * The contract compares the confirmations only once every other field parses; the form says it
 * at once (same messages), so a visitor is not told about a mismatch only on a second try.
 */
function checkConfirmations(values: {
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (values.confirmPassword && values.confirmPassword !== values.password) {
    issues.push({ field: 'confirmPassword', message: authMessages.passwordsMismatch });
  }
  const normalize = (email: string) => email.trim().toLowerCase();
  if (values.confirmEmail.trim() && normalize(values.confirmEmail) !== normalize(values.email)) {
    issues.push({ field: 'confirmEmail', message: authMessages.emailsMismatch });
  }
  return issues;
}

function joinName(values: NameValues): string {
  return NAME_PARTS.map((part) => values[part].trim())
    .filter(Boolean)
    .join(' ');
}

const isNationality = (value: unknown): value is Nationality =>
  (NATIONALITIES as readonly unknown[]).includes(value);

/** The selected work statuses as the payload sends them: labels in display order, joined by ', '. */
export function joinWorkStatus(selected: readonly string[]): string {
  return WORK_STATUSES.filter((s) => selected.includes(s)).join(', ');
}

// ---------------------------------------------------------------------------------------------
// The values of both registration screens: one form component shows the fields its screen has
// (`../RegisterForm.tsx`); each screen's schema reads only those.
// ---------------------------------------------------------------------------------------------

const registerFormShape = z.object({
  nationality: z.string().nullish(),
  ...nameParts,
  /** /old-auth only: typed in its own input and mirrored here (on /auth the email is the username). */
  username: z.string(),
  /** National ID (Jordanian) — shown instead of `personalNumber`. */
  nationalId: z.string(),
  /** Personal number (non-Jordanian). */
  personalNumber: z.string(),
  mobileNumber: z.string(),
  /** Insurance number: optional for Jordanians, insurance / social-security number otherwise. */
  insuranceNumber: z.string(),
  email: z.string(),
  confirmEmail: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  workStatus: z.array(z.string()),
  /** The terms-consent checkbox: required (the service keeps when it was given). */
  termsAccepted: z.boolean(),
  /** The WhatsApp opt-in (issue 33.3): shown only while the office sends WhatsApp; off by default. */
  whatsappConsent: z.boolean(),
});
export type RegisterFormValues = z.input<typeof registerFormShape>;

export const registerFormDefaults: RegisterFormValues = {
  nationality: 'jordanian',
  firstName: '',
  secondName: '',
  thirdName: '',
  fourthName: '',
  username: '',
  nationalId: '',
  personalNumber: '',
  mobileNumber: '',
  insuranceNumber: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  workStatus: [],
  termsAccepted: false,
  whatsappConsent: false,
};
type RegisterFormOutput = z.output<typeof registerFormShape>;

// ---------------------------------------------------------------------------------------------
// /auth registration
// ---------------------------------------------------------------------------------------------

/**
 * The `POST /api/register` payload of the /auth screen (spec §3, first reading with `fullName`,
 * plus the four parts so the service keeps first and family name exactly as typed). Only the
 * identity field of the chosen nationality is sent.
 */
export function toRegisterPayload(values: RegisterFormOutput): RegisterInput {
  const nationality = isNationality(values.nationality) ? values.nationality : undefined;
  const email = values.email.trim();
  return {
    username: email.toLowerCase(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    email,
    confirmEmail: values.confirmEmail.trim(),
    nationality: nationality as Nationality,
    fullName: joinName(values),
    firstName: values.firstName,
    secondName: values.secondName,
    thirdName: values.thirdName,
    fourthName: values.fourthName,
    nationalId: nationality === 'jordanian' ? values.nationalId : undefined,
    personalNumber: nationality === 'non-jordanian' ? values.personalNumber : undefined,
    mobileNumber: values.mobileNumber,
    socialSecurityNumber: values.insuranceNumber,
    userNationality: nationality ? NATIONALITY_LABELS[nationality] : undefined,
    workStatus: joinWorkStatus(values.workStatus),
    // The contract refuses anything but true, with the consent message under the checkbox.
    termsAccepted: values.termsAccepted as true,
    whatsappConsent: values.whatsappConsent,
  };
}

export const registerFormSchema = contractFormSchema({
  form: registerFormShape,
  contract: registerSchema,
  toContract: toRegisterPayload,
  checkFirst: checkNameParts,
  check: checkConfirmations,
  fieldOf: (path) => {
    switch (path) {
      // The name is checked part by part.
      case 'fullName':
      case 'firstName':
        return 'firstName';
      // The username is the email here: when it is wrong, so is the email, whose own message
      // («البريد الإلكتروني غير صحيح») belongs under it rather than the username's.
      case 'username':
        return null;
      case 'socialSecurityNumber':
        return 'insuranceNumber';
      case 'nationalId':
      case 'personalNumber':
      case 'mobileNumber':
      case 'email':
      case 'confirmEmail':
      case 'password':
      case 'confirmPassword':
      case 'nationality':
      case 'termsAccepted':
        return path;
      default:
        return null;
    }
  },
});

// ---------------------------------------------------------------------------------------------
// /old-auth registration
// ---------------------------------------------------------------------------------------------

/** The old screen's form sent to the one registration endpoint (no confirm fields on it). */
export function oldRegisterToPayload(values: RegisterFormOutput): RegisterInput {
  const nationality = isNationality(values.nationality) ? values.nationality : undefined;
  return {
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.password,
    email: values.email.trim(),
    nationality: nationality as Nationality,
    fullName: joinName(values),
    firstName: values.firstName,
    secondName: values.secondName,
    thirdName: values.thirdName,
    fourthName: values.fourthName,
    mobileNumber: values.mobileNumber,
    socialSecurityNumber: values.insuranceNumber,
    userNationality: nationality ? NATIONALITY_LABELS[nationality] : undefined,
    termsAccepted: values.termsAccepted as true,
    whatsappConsent: values.whatsappConsent,
  };
}

export const oldRegisterSchema = contractFormSchema({
  form: registerFormShape,
  contract: oldRegisterFormSchema,
  toContract: (values) => ({
    fullName: joinName(values),
    username: values.username,
    email: values.email,
    password: values.password,
    phoneNumber: values.mobileNumber,
    insuranceNumber: values.insuranceNumber,
    nationality: values.nationality as Nationality,
    termsAccepted: values.termsAccepted as true,
  }),
  toOutput: (values) => oldRegisterToPayload(values),
  checkFirst: checkNameParts,
  fieldOf: (path) => {
    switch (path) {
      case 'fullName':
        return 'firstName';
      // The old contract's name for the mobile number.
      case 'phoneNumber':
        return 'mobileNumber';
      default:
        return path;
    }
  },
});
