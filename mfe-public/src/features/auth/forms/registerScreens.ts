import { PHONE_HINT, type RegisterInput, type User } from '@ssc/contracts';
import type { z } from 'zod';
import { oldRegisterSchema, type RegisterFormValues, registerFormSchema } from './schemas';

/** A field (or field pair) of the registration form; the form knows how to draw each one. */
export type RegisterField =
  | 'nationality'
  /** The four name parts, as one group. */
  | 'name'
  /** Jordanians give a national ID, others a personal number (one input, by nationality). */
  | 'identity'
  | 'username'
  | 'mobileNumber'
  | 'insuranceNumber'
  | 'email'
  | 'confirmEmail'
  | 'password'
  | 'confirmPassword'
  | 'workStatus'
  /** The WhatsApp opt-in (issue 33.3), drawn only while the office sends WhatsApp. */
  | 'whatsappConsent'
  | 'termsAccepted';

/** What one registration screen shows and sends; everything else the two screens share. */
export interface RegisterScreen {
  /** The form's accessible name. */
  formLabel: string;
  nameLegend: string;
  /** The fields in order; a nested list is one row of fields side by side. */
  layout: readonly (RegisterField | readonly RegisterField[])[];
  mobile: { label: string; hint: string };
  insurance(jordanian: boolean): { label: string; hint?: string };
  /** Validates with the screen's contract and builds the `POST /api/register` payload. */
  schema: z.ZodType<RegisterInput, RegisterFormValues>;
  /** The server's name of a field, where it differs from the form's. */
  serverNames: Readonly<Record<string, keyof RegisterFormValues>>;
  welcome(user: User): string;
  submit: { label: string; busyLabel: string };
}

/** Spec §2 "/auth" and §5 "Register on /auth": the username is the email. */
export const AUTH_REGISTER_SCREEN: RegisterScreen = {
  formLabel: 'إنشاء حساب جديد',
  nameLegend: 'الاسم الرباعي',
  layout: [
    'nationality',
    'name',
    ['identity', 'mobileNumber'],
    'insuranceNumber',
    ['email', 'confirmEmail'],
    ['password', 'confirmPassword'],
    'workStatus',
    'whatsappConsent',
    'termsAccepted',
  ],
  mobile: {
    label: 'رقم الهاتف المحمول',
    // Both forms for everyone: a Jordanian abroad gives their number there (issue 33).
    hint: PHONE_HINT,
  },
  insurance: (jordanian) =>
    jordanian
      ? { label: 'رقم التأمين (اختياري)', hint: 'رقم اشتراكك في الضمان الاجتماعي إن وجد' }
      : {
          label: 'رقم التأمين / الضمان الاجتماعي',
          hint: 'رقم التأمين أو رقم الضمان الاجتماعي الخاص بك في الأردن',
        },
  schema: registerFormSchema,
  serverNames: { username: 'email', socialSecurityNumber: 'insuranceNumber' },
  welcome: (user) =>
    `أهلاً بك ${user.firstName}، يمكنك الآن حجز استشارتك ومتابعة طلباتك من لوحة التحكم.`,
  submit: { label: 'تسجيل', busyLabel: 'جاري التسجيل...' },
};

/** Spec §2 "/old-auth" register mode: a username of its own, no confirmations. */
export const OLD_AUTH_REGISTER_SCREEN: RegisterScreen = {
  formLabel: 'إنشاء حساب',
  nameLegend: 'الاسم الكامل',
  layout: [
    'name',
    'username',
    'email',
    'password',
    ['mobileNumber', 'insuranceNumber'],
    'nationality',
    'whatsappConsent',
    'termsAccepted',
  ],
  mobile: { label: 'رقم الهاتف', hint: PHONE_HINT },
  insurance: () => ({ label: 'رقم التأمين' }),
  schema: oldRegisterSchema,
  serverNames: { fullName: 'firstName', socialSecurityNumber: 'insuranceNumber' },
  welcome: (user) => `أهلاً بك ${user.firstName}، تم تسجيل دخولك إلى حسابك الجديد.`,
  submit: { label: 'إنشاء الحساب', busyLabel: 'جاري إنشاء الحساب...' },
};
