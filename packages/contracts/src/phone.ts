import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ltr } from './bidi';
import { toLatinDigits } from './constants';

export { ltr };

/**
 * The two forms every client may use, shown to everyone whatever their nationality (issue 33):
 * a Jordanian mobile, or any mobile abroad with its country code.
 */
export const PHONE_EXAMPLE = `مثال: ${ltr('0791234567')} أو ${ltr('+971501234567')} مع رمز الدولة`;

/** The hint under every phone field. */
export const PHONE_HINT = `${PHONE_EXAMPLE} (تُقبل الأرقام العربية أيضاً)`;

/** The Arabic messages of the identity and phone rules, one per rule (issue 22). */
export const identityMessages = {
  phoneInvalid: `رقم الهاتف غير صحيح، ${PHONE_EXAMPLE}`,
  nationalIdDigits: 'الرقم الوطني يجب أن يتكون من 10 أرقام',
  digitsOnly: 'هذا الرقم يجب أن يتكون من أرقام فقط',
} as const;

const SEPARATORS = /[\s\-().]/g;

/**
 * A Jordanian mobile number in any usual writing (07XXXXXXXX, +9627XXXXXXXX, 009627XXXXXXXX,
 * spaces or dashes, Arabic-Indic digits) as `07XXXXXXXX`; `undefined` when it is not one.
 */
export function normalizeJordanMobile(value: string): string | undefined {
  const digits = toLatinDigits(value).replace(SEPARATORS, '');
  const match = /^(?:\+962|00962|962|0)?(7[789]\d{7})$/.exec(digits);
  return match ? `0${match[1]}` : undefined;
}

/**
 * A phone a client can be called on, whatever their nationality (design §3b): a Jordanian mobile
 * (stored `07XXXXXXXX`), or an international number written with its country code (`+` or `00`)
 * that libphonenumber-js's metadata knows as a real number of that country (stored E.164,
 * `+<digits>`); `undefined` otherwise. A Jordanian number in international form is a Jordanian
 * mobile or nothing: `+9626…` is a landline typo.
 */
export function normalizePhone(value: string): string | undefined {
  const jordanian = normalizeJordanMobile(value);
  if (jordanian) return jordanian;
  const digits = toLatinDigits(value).replace(SEPARATORS, '');
  const match = /^(?:\+|00)([1-9]\d{6,14})$/.exec(digits);
  if (!match?.[1] || match[1].startsWith('962')) return undefined;
  const phone = parsePhoneNumberFromString(`+${match[1]}`);
  return phone?.isValid() ? phone.number : undefined;
}

/**
 * A stored phone (`07XXXXXXXX` or E.164) as E.164, what WhatsApp addresses (issue 33.3):
 * `0791234567` → `+962791234567`; `undefined` for anything `normalizePhone` would not keep.
 */
export function toE164(value: string): string | undefined {
  const phone = normalizePhone(value);
  if (!phone) return undefined;
  return phone.startsWith('0') ? `+962${phone.slice(1)}` : phone;
}

/**
 * A required phone field in the one normal form above. Too few digits keep the form's own
 * message (spec §5: «رقم الهاتف يجب أن يكون 10 أرقام على الأقل»); enough digits that are still
 * no phone (`abcdefghij`, `0612345678`) get `phoneInvalid`.
 */
export function phoneField(minMessage: string) {
  return z
    .string({ error: minMessage })
    .trim()
    .max(40, identityMessages.phoneInvalid)
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (normalized) return normalized;
      const digits = toLatinDigits(value).replace(/\D/g, '');
      const tooShort = value.length < 10 || (digits.length > 0 && digits.length < 10);
      ctx.addIssue({
        code: 'custom',
        message: tooShort ? minMessage : identityMessages.phoneInvalid,
      });
      return z.NEVER;
    });
}

/**
 * A required phone of an account form: the same rule as {@link phoneField}, with the form's
 * own "required" message. Nationality plays no part: a Jordanian abroad gives their number there.
 */
export function requiredPhone(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(40, messages.invalid)
    .transform((value, ctx) => {
      const normalized = normalizePhone(value);
      if (normalized) return normalized;
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    });
}

/** Digits only (Arabic-Indic digits read too, spaces dropped), `min`–`max` of them. */
export function digitsField(options: { min: number; max: number; minMessage: string }) {
  return z
    .string({ error: options.minMessage })
    .transform((v) => toLatinDigits(v).replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .min(options.min, options.minMessage)
        .max(options.max, identityMessages.digitsOnly)
        .regex(/^\d+$/, identityMessages.digitsOnly),
    );
}

/** An optional number typed with any digits and spaces; when given, it must match `pattern`. */
function optionalNumber(pattern: RegExp, message: string) {
  return z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? toLatinDigits(v).replace(/\s/g, '') : undefined))
    .refine((v) => v === undefined || pattern.test(v), message);
}

/** An optional national id: when given, exactly 10 digits. */
export const optionalNationalId = () =>
  optionalNumber(/^\d{10}$/, identityMessages.nationalIdDigits);

/** An optional number (insurance, social security): digits only when given. */
export const optionalDigits = () => optionalNumber(/^\d+$/, identityMessages.digitsOnly);
