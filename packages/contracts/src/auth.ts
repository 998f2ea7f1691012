import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, toLatinDigits, USERNAME_MIN_LENGTH } from './constants';
import {
  hasControlCharacter,
  optionalPersonName,
  personName,
  plainText,
  textMessages,
} from './person-name';
import { identityMessages, optionalDigits, optionalNationalId, requiredPhone } from './phone';
import { whatsappConsentField } from './whatsapp';

/** Arabic messages of the account forms (spec §5 verbatim where the spec gives them). */
export const authMessages = {
  usernameMin: 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل',
  usernameRequired: 'اسم المستخدم مطلوب',
  passwordMin: 'كلمة المرور يجب أن تكون 8 أحرف على الأقل',
  passwordRequired: 'كلمة المرور مطلوبة',
  confirmPasswordRequired: 'تأكيد كلمة المرور مطلوب',
  emailInvalid: 'البريد الإلكتروني غير صحيح',
  nationalityRequired: 'الجنسية مطلوبة',
  nameRequired: 'الاسم مطلوب',
  /** The four name parts of /auth, each naming its field (docs/glossary.md). */
  firstNameRequired: 'الاسم الأول مطلوب',
  secondNameRequired: 'اسم الأب مطلوب',
  thirdNameRequired: 'اسم الجد مطلوب',
  fourthNameRequired: 'اسم العائلة مطلوب',
  mobileRequired: 'رقم الهاتف مطلوب',
  mobileInvalid: identityMessages.phoneInvalid,
  passwordsMismatch: 'كلمات المرور غير متطابقة',
  emailsMismatch: 'البريد الإلكتروني غير متطابق',
  termsRequired: 'يجب الموافقة على الشروط والأحكام',
  emailTaken: 'البريد الإلكتروني مسجل مسبقاً',
  usernameTaken: 'اسم المستخدم مستخدم مسبقاً',
  invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  registerFailed: 'حدث خطأ أثناء إنشاء الحساب',
  registerSucceeded: 'تم إنشاء الحساب بنجاح',
  forgotPasswordAccepted:
    'إذا كان البريد الإلكتروني مسجلاً لدينا فستصلك رسالة فيها رابط لإعادة تعيين كلمة المرور خلال دقائق',
  forgotPasswordFailed: 'حدث خطأ أثناء إرسال طلب إعادة التعيين',
  resetTokenInvalid: 'رابط إعادة التعيين غير صالح أو منتهي الصلاحية، يرجى طلب رابط جديد',
  resetSucceeded: 'تم تغيير كلمة المرور بنجاح، يمكنك تسجيل الدخول الآن',
  tooManyAttempts: 'محاولات كثيرة، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى',
  usernameNotOwnEmail: 'اسم المستخدم الذي يحتوي على @ يجب أن يكون بريدك الإلكتروني نفسه',
  passwordBreached: 'كلمة المرور هذه شائعة ومكشوفة في تسريبات سابقة، اختر كلمة أخرى',
} as const;

/**
 * The 429 of an account under repeated wrong passwords (issue 37): says when to try again, in
 * seconds under a minute, else in whole minutes rounded up.
 */
export function accountSlowedMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${Math.max(1, Math.ceil(retryAfterSeconds))} ثانية`
      : `${Math.ceil(retryAfterSeconds / 60)} دقيقة`;
  return `محاولات دخول خاطئة كثيرة لهذا الحساب، حاول مرة أخرى بعد ${wait}، أو أعد تعيين كلمة المرور`;
}

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const NATIONALITIES = ['jordanian', 'non-jordanian'] as const;
export type Nationality = (typeof NATIONALITIES)[number];
/** The Arabic label sent as `userNationality` (spec §3). */
export const NATIONALITY_LABELS: Record<Nationality, string> = {
  jordanian: 'أردني',
  'non-jordanian': 'غير أردني',
};

/** Work-status toggles of /auth (spec §2); the payload joins the selected labels with ', '. */
export const WORK_STATUSES = ['منقطع', 'مشترك', 'متقاعد'] as const;

/** The signed-in user as `GET /api/user`, login and register answer it (never a hash or token). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  /** Agreed to WhatsApp messages (issue 33.3): the booking form starts from it. */
  whatsappConsent: z.boolean().optional(),
  /** The name as registered (all its parts): the booking form and the service request start from it. */
  fullName: z.string().optional(),
  /** The phone given at registration (رقم الهاتف), when there is one: prefills the same forms. */
  mobileNumber: z.string().optional(),
});
export type User = z.infer<typeof userSchema>;

// Every text field refuses control characters first (issue 37): a NUL is a 400, never a 5xx.
const trimmed = () => plainText().trim();
const optionalText = () =>
  plainText()
    .trim()
    .max(200)
    .optional()
    .transform((v) => (v ? v : undefined));
const noControl = () =>
  z.string().refine((v) => !hasControlCharacter(v), textMessages.controlCharacter);
/**
 * Number fields drop the spaces they are typed with (a new line or tab among them): checked for
 * control characters before that, so they refuse them like every other field.
 */
const clean = <T extends z.ZodType<unknown, string | undefined>>(schema: T) =>
  noControl().optional().pipe(schema);
const cleanRequired = <T extends z.ZodType<unknown, string>>(required: string, schema: T) =>
  z
    .string({ error: required })
    .refine((v) => !hasControlCharacter(v), textMessages.controlCharacter)
    .pipe(schema);
const email = () => trimmed().toLowerCase().pipe(z.email(authMessages.emailInvalid));

/** A Jordanian mobile (07XXXXXXXX) or an international number (+digits), see phone.ts. */
const anyPhone = () =>
  requiredPhone({ required: authMessages.mobileRequired, invalid: authMessages.mobileInvalid });

const passwordPair = {
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
    .max(200)
    .refine((v) => !hasControlCharacter(v), textMessages.controlCharacter),
  confirmPassword: z
    .string({ error: authMessages.confirmPasswordRequired })
    .min(1, authMessages.confirmPasswordRequired)
    .refine((v) => !hasControlCharacter(v), textMessages.controlCharacter),
};

/**
 * `POST /api/register`: the /auth payload in both readings of spec §3 — `fullName`, or the four
 * name parts — plus `termsAccepted: true`. `username` defaults to the email (design §3). The
 * answer is the `User`.
 */
export const registerSchema = z
  .object({
    username: trimmed().min(USERNAME_MIN_LENGTH, authMessages.usernameMin).max(100).optional(),
    ...passwordPair,
    email: email(),
    confirmEmail: email().optional(),
    nationality: z.enum(NATIONALITIES, { error: authMessages.nationalityRequired }),
    // Letters, spaces, hyphens and apostrophes only (issue 37): no URL or line break to relay.
    fullName: optionalPersonName('fullName'),
    firstName: optionalPersonName('firstName'),
    secondName: optionalPersonName('secondName'),
    thirdName: optionalPersonName('thirdName'),
    fourthName: optionalPersonName('fourthName'),
    nationalId: clean(optionalNationalId()),
    // Issued to non-Jordanians in several formats: kept as written.
    personalNumber: optionalText().transform((v) => (v === undefined ? v : toLatinDigits(v))),
    // Any nationality, any real mobile: Jordanians abroad register with their number there.
    mobileNumber: cleanRequired(authMessages.mobileRequired, anyPhone()),
    socialSecurityNumber: clean(optionalDigits()),
    optionalSocialNumber: clean(optionalDigits()),
    merchantInsuranceNumber: clean(optionalDigits()),
    userNationality: optionalText(),
    residenceCountry: optionalText(),
    residenceStatus: z.enum(['resident', 'beneficiary', 'unknown']).optional(),
    workStatus: optionalText(),
    /** The terms-consent checkbox (spec §2): required; the service stores when, by its own clock. */
    termsAccepted: z.literal(true, { error: authMessages.termsRequired }),
    /** Opt-in to WhatsApp messages (issue 33.3); stored with its time. */
    whatsappConsent: whatsappConsentField,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: authMessages.passwordsMismatch,
      });
    }
    if (value.confirmEmail !== undefined && value.confirmEmail !== value.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmEmail'],
        message: authMessages.emailsMismatch,
      });
    }
    if (!value.fullName && !value.firstName) {
      // Sent in four parts (some given): the missing first name is named, as the form does.
      const inParts = Boolean(value.secondName || value.thirdName || value.fourthName);
      ctx.addIssue(
        inParts
          ? { code: 'custom', path: ['firstName'], message: authMessages.firstNameRequired }
          : { code: 'custom', path: ['fullName'], message: authMessages.nameRequired },
      );
    }
    // An `@` makes a username look like an email: only the account's own may be one (issue 37),
    // so nobody takes someone else's email as a sign-in name before that person registers.
    if (value.username?.includes('@') && value.username.toLowerCase() !== value.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['username'],
        message: authMessages.usernameNotOwnEmail,
      });
    }
  })
  .transform(({ confirmPassword: _c, confirmEmail: _e, ...value }) => {
    const parts = [value.firstName, value.secondName, value.thirdName, value.fourthName].filter(
      (p): p is string => Boolean(p),
    );
    const fullName = value.fullName ?? parts.join(' ');
    const words = fullName.split(/\s+/).filter(Boolean);
    return {
      ...value,
      // An email-shaped username is stored as the email itself (lower case).
      username: value.username?.includes('@') ? value.email : (value.username ?? value.email),
      fullName,
      firstName: value.firstName ?? words[0] ?? fullName,
      lastName: value.fourthName ?? (words.length > 1 ? (words.at(-1) as string) : ''),
      userNationality: value.userNationality ?? NATIONALITY_LABELS[value.nationality],
    };
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;

/** `POST /api/login`: username or email plus password (spec §5: at least one character each). */
export const loginSchema = z.object({
  username: trimmed().min(1, authMessages.usernameRequired).max(200),
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(200)
    .refine((v) => !hasControlCharacter(v), textMessages.controlCharacter),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `POST /api/forgot-password` (spec §5: a valid email). */
export const forgotPasswordSchema = z.object({ email: email() });

/** The token of an emailed reset link; a malformed one reads as the same dead link. */
const resetToken = () =>
  z
    .string({ error: authMessages.resetTokenInvalid })
    .min(20, authMessages.resetTokenInvalid)
    .max(200, authMessages.resetTokenInvalid);

/** `POST /api/reset-password`: the token from the emailed link and the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: resetToken(),
    ...passwordPair,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsMismatch,
  });

/**
 * `GET /api/reset-password/check?token=` (issue 33.4): whether the link can still be used, asked
 * when /reset-password opens, so a used or expired link never shows the form.
 */
export const resetTokenQuerySchema = z.object({ token: resetToken() });
export const resetTokenCheckSchema = z.object({ valid: z.literal(true) });

/** The /old-auth register form (spec §3 "old register form"), sent to the same endpoint. */
export const oldRegisterFormSchema = z.object({
  fullName: personName('fullName', authMessages.nameRequired),
  username: trimmed().min(USERNAME_MIN_LENGTH, authMessages.usernameMin),
  email: email(),
  password: passwordPair.password,
  phoneNumber: anyPhone(),
  insuranceNumber: optionalDigits(),
  nationality: z.enum(NATIONALITIES, { error: authMessages.nationalityRequired }),
  termsAccepted: z.literal(true, { error: authMessages.termsRequired }),
});

/** Answer of forgot/reset password: a message shown in a toast (spec §7). */
export const messageResponseSchema = z.object({ message: z.string() });

/** The session cookie: set by the auth service, resolved by the gateway (design §4). */
export const SESSION_COOKIE = 'ssc_session';
