import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterInput, WORK_STATUSES } from '@ssc/contracts';
import {
  CheckboxField,
  FieldGroup,
  FormBody,
  FormRow,
  PasswordField,
  RadioGroup,
  SubmitButton,
  TextField,
  ToggleGroup,
} from '@ssc/ui/forms';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  NAME_PART_LABELS,
  NAME_PARTS,
  NATIONALITY_OPTIONS,
  type RegisterFormValues,
  registerFormDefaults,
  registerFormSchema,
} from './forms/schemas';
import { useRegistration } from './forms/useRegistration';

export const REGISTER_LABEL = 'تسجيل';
export const REGISTER_BUSY_LABEL = 'جاري التسجيل...';
export const MOBILE_HINT = 'مثال: 0791234567 أو ‎+962791234567 (تُقبل الأرقام العربية أيضاً)';

const FORM_FIELDS = new Set<string>(Object.keys(registerFormDefaults));

/** The service's field names on this screen's fields: here the username is the email. */
function formField(path: string): keyof RegisterFormValues | undefined {
  const field =
    path === 'username' ? 'email' : path === 'socialSecurityNumber' ? 'insuranceNumber' : path;
  return FORM_FIELDS.has(field) ? (field as keyof RegisterFormValues) : undefined;
}

/** The /auth registration form with its two nationality variants (spec §2, §3, §5). */
export function RegisterForm() {
  // Validated on submit, then on every change (react-hook-form's default): an error shown on
  // blur would push the button down between mousedown and mouseup, and the click would be lost.
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: registerFormDefaults,
  });
  const nationality = useWatch({ control, name: 'nationality' });
  const jordanian = nationality !== 'non-jordanian';

  const onSubmit = useRegistration({
    setError,
    fieldFor: formField,
    welcome: (user) =>
      `أهلاً بك ${user.firstName}، يمكنك الآن حجز استشارتك ومتابعة طلباتك من لوحة التحكم.`,
  });

  return (
    <FormBody noValidate onSubmit={handleSubmit(onSubmit)} aria-label="إنشاء حساب جديد">
      <RadioGroup
        legend="الجنسية"
        required
        options={NATIONALITY_OPTIONS}
        error={errors.nationality?.message}
        inputProps={register('nationality')}
      />

      <FieldGroup legend="الاسم الرباعي" required>
        <FormRow>
          {NAME_PARTS.map((part) => (
            <TextField
              key={part}
              label={NAME_PART_LABELS[part]}
              required
              autoComplete={
                part === 'firstName'
                  ? 'given-name'
                  : part === 'fourthName'
                    ? 'family-name'
                    : 'additional-name'
              }
              error={errors[part]?.message}
              {...register(part)}
            />
          ))}
        </FormRow>
      </FieldGroup>

      <FormRow>
        {jordanian ? (
          <TextField
            key="nationalId"
            label="الرقم الوطني"
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            hint="الرقم الوطني المكوّن من 10 أرقام كما في البطاقة الشخصية"
            error={errors.nationalId?.message}
            {...register('nationalId')}
          />
        ) : (
          <TextField
            key="personalNumber"
            label="الرقم الشخصي"
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            hint="الرقم الشخصي لغير الأردنيين كما في بطاقة الإقامة أو جواز السفر"
            error={errors.personalNumber?.message}
            {...register('personalNumber')}
          />
        )}
        <TextField
          label="رقم الهاتف المحمول"
          required
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="07xxxxxxxx"
          hint={MOBILE_HINT}
          error={errors.mobileNumber?.message}
          {...register('mobileNumber')}
        />
      </FormRow>

      <TextField
        key={jordanian ? 'insurance-jo' : 'insurance-other'}
        label={jordanian ? 'رقم التأمين (اختياري)' : 'رقم التأمين / الضمان الاجتماعي'}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        hint={
          jordanian
            ? 'رقم اشتراكك في الضمان الاجتماعي إن وجد'
            : 'رقم التأمين أو رقم الضمان الاجتماعي الخاص بك في الأردن'
        }
        error={errors.insuranceNumber?.message}
        {...register('insuranceNumber')}
      />

      <FormRow>
        <TextField
          label="البريد الإلكتروني"
          required
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="تأكيد البريد الإلكتروني"
          required
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.confirmEmail?.message}
          {...register('confirmEmail')}
        />
      </FormRow>

      <FormRow>
        <PasswordField
          label="كلمة المرور"
          required
          autoComplete="new-password"
          hint="8 أحرف على الأقل"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="تأكيد كلمة المرور"
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </FormRow>

      <Controller
        control={control}
        name="workStatus"
        render={({ field }) => (
          <ToggleGroup
            legend="الحالة العملية"
            hint="يمكنك اختيار أكثر من حالة"
            options={WORK_STATUSES}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />

      <CheckboxField
        required
        error={errors.termsAccepted?.message}
        inputProps={register('termsAccepted')}
      >
        أوافق على <Link to="/terms-of-service">الشروط والأحكام</Link> و
        <Link to="/privacy-policy">سياسة الخصوصية</Link>
      </CheckboxField>

      <SubmitButton
        submitting={isSubmitting}
        label={REGISTER_LABEL}
        busyLabel={REGISTER_BUSY_LABEL}
      />
    </FormBody>
  );
}
