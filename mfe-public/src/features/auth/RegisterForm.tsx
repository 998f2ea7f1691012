import { zodResolver } from '@hookform/resolvers/zod';
import {
  authMessages,
  NATIONALITY_LABELS,
  type RegisterInput,
  WORK_STATUSES,
} from '@ssc/contracts';
import { toast } from '@ssc/ui';
import { Controller, type UseFormSetError, useForm, useWatch } from 'react-hook-form';
import { failureMessage, fieldErrors, registerAccount } from './api/authApi';
import {
  FieldGroup,
  FieldRow,
  FormBody,
  RadioGroup,
  SubmitButton,
  TextField,
  ToggleGroup,
} from './components/fields';
import {
  NAME_PART_LABELS,
  NAME_PARTS,
  type RegisterFormValues,
  registerFormDefaults,
  registerFormSchema,
} from './forms/schemas';
import { useCompleteSignIn } from './session';

export const REGISTER_LABEL = 'تسجيل';
export const REGISTER_BUSY_LABEL = 'جاري التسجيل...';
export const REGISTER_FAILED_TITLE = 'خطأ في التسجيل';
export const MOBILE_HINT = 'مثال: 0791234567 أو ‎+962791234567 (تُقبل الأرقام العربية أيضاً)';

const NATIONALITY_OPTIONS = [
  { value: 'jordanian', label: NATIONALITY_LABELS.jordanian },
  { value: 'non-jordanian', label: NATIONALITY_LABELS['non-jordanian'] },
] as const;

const FORM_FIELDS = new Set<string>(Object.keys(registerFormDefaults));

/** Puts the service's per-field messages (e.g. email already registered) on the form's fields. */
function showServerFieldErrors(error: unknown, setError: UseFormSetError<RegisterFormValues>) {
  for (const [path, message] of Object.entries(fieldErrors(error))) {
    // On this screen the username is the email.
    const field =
      path === 'username' ? 'email' : path === 'socialSecurityNumber' ? 'insuranceNumber' : path;
    if (FORM_FIELDS.has(field)) setError(field as keyof RegisterFormValues, { message });
  }
}

/** The /auth registration form with its two nationality variants (spec §2, §3, §5). */
export function RegisterForm() {
  const completeSignIn = useCompleteSignIn();
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

  async function onSubmit(payload: RegisterInput) {
    try {
      const user = await registerAccount(payload);
      toast({
        title: authMessages.registerSucceeded,
        description: `أهلاً بك ${user.firstName}، يمكنك الآن حجز استشارتك ومتابعة طلباتك من لوحة التحكم.`,
      });
      completeSignIn(user);
    } catch (error) {
      showServerFieldErrors(error, setError);
      toast({
        title: REGISTER_FAILED_TITLE,
        description: failureMessage(error, authMessages.registerFailed),
        variant: 'destructive',
      });
    }
  }

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
        <FieldRow>
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
        </FieldRow>
      </FieldGroup>

      <FieldRow>
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
      </FieldRow>

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

      <FieldRow>
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
      </FieldRow>

      <FieldRow>
        <TextField
          label="كلمة المرور"
          required
          type="password"
          autoComplete="new-password"
          hint="8 أحرف على الأقل"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="تأكيد كلمة المرور"
          required
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </FieldRow>

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

      <SubmitButton
        submitting={isSubmitting}
        label={REGISTER_LABEL}
        busyLabel={REGISTER_BUSY_LABEL}
      />
    </FormBody>
  );
}
