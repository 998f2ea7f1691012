import { z } from 'zod';

/**
 * Free text and person names (issue 37, rows 8 and 9). A control character (NUL included) in any
 * text field is refused with a 400 before it reaches a database (PostgreSQL cannot store NUL, which
 * used to surface as a 500), and a person's name is letters only, so it cannot carry a URL, a phone
 * number or new lines into the emails that repeat it.
 *
 * Written for every form: the booking, contact and service-request schemas adopt `personName()`,
 * `plainText()` and `multilineText()` the same way `registerSchema` does.
 */

/** Any C0/C1 control character, tab and line breaks included. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** The same, less the tab and the line breaks a multi-line field is typed with. */
const CONTROL_CHARACTER_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;

export const textMessages = {
  controlCharacter: 'النص يحتوي على رموز غير مسموح بها',
} as const;

/** The field names a form may give a person's name under, with their Arabic labels. */
export const PERSON_NAME_LABELS = {
  fullName: 'الاسم الكامل',
  name: 'الاسم',
  firstName: 'الاسم الأول',
  secondName: 'اسم الأب',
  thirdName: 'اسم الجد',
  fourthName: 'اسم العائلة',
  lastName: 'اسم العائلة',
} as const;
export type PersonNameField = keyof typeof PERSON_NAME_LABELS;

/** «الاسم الأول يقبل الحروف …»: names the field, so the form shows it under the right input. */
export function personNameMessage(field: PersonNameField): string {
  return `${PERSON_NAME_LABELS[field]} يقبل الحروف العربية أو اللاتينية والمسافات والشرطة (-) والفاصلة العليا (') فقط`;
}

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** A control character other than a tab or a line break (`\n`, `\r`): refused in multi-line text. */
export function hasControlCharacterBesidesLines(value: string): boolean {
  return CONTROL_CHARACTER_BUT_LINES.test(value);
}

// A letter is an Arabic or Latin letter (tatweel included) or a mark on one (Arabic diacritics
// are combining marks): the lookahead keeps Arabic-Indic digits and punctuation out.
const LETTER = String.raw`(?=[\p{L}\p{M}])[\p{scx=Arabic}\p{scx=Latin}]`;
// Words of letters joined by single spaces, hyphens or apostrophes (O'Neil, Jean-Luc, عبد الله).
const PERSON_NAME = new RegExp(`^(?:${LETTER})+(?:[ '’-](?:${LETTER})+)*$`, 'u');

/** True for a name as `personName()` keeps it (already trimmed, inner spaces single). */
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value);
}

/**
 * A string that refuses control characters before anything else (a leading new line is refused,
 * not trimmed away). Checks run in order in zod 4, so `.trim()` and others can follow.
 * `missingMessage` is the error when the field is missing or not a string.
 */
export const plainText = (missingMessage?: string) =>
  z
    .string(missingMessage ? { error: missingMessage } : undefined)
    .refine((v) => !hasControlCharacter(v), textMessages.controlCharacter);

/**
 * Free multi-line text (a booking's description, a contact message, a service request's details):
 * keeps its tabs and line breaks but refuses every other control character (NUL included) with
 * the same message as `plainText()`.
 */
export const multilineText = (missingMessage?: string) =>
  z
    .string(missingMessage ? { error: missingMessage } : undefined)
    .refine((v) => !hasControlCharacterBesidesLines(v), textMessages.controlCharacter);

/**
 * A required person's name: trimmed, inner runs of spaces made one, then letters only. Shorter
 * than `minLength` (the booking and contact forms ask for 2) is `requiredMessage`; longer than
 * `maxLength` is refused with the field's message.
 */
export const personName = (
  field: PersonNameField,
  requiredMessage: string,
  minLength = 1,
  maxLength = 200,
) =>
  plainText(requiredMessage)
    .trim()
    .min(minLength, requiredMessage)
    .max(maxLength, personNameMessage(field))
    .transform((v) => v.replace(/ {2,}/g, ' '))
    .refine(isPersonName, personNameMessage(field));

/** An optional person's name: empty or missing is undefined, anything else as `personName()`. */
export const optionalPersonName = (field: PersonNameField) =>
  plainText()
    .trim()
    .max(200, personNameMessage(field))
    .optional()
    .transform((v) => (v ? v.replace(/ {2,}/g, ' ') : undefined))
    .refine((v) => v === undefined || isPersonName(v), personNameMessage(field));
