import { zodResolver } from '@hookform/resolvers/zod';
import type { RegisterInput } from '@ssc/contracts';
import {
  CheckboxField,
  FieldGroup,
  FormBody,
  FormRow,
  PasswordField,
  RadioGroup,
  SubmitButton,
  TextField,
} from '@ssc/ui/forms';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  NAME_PART_LABELS,
  NAME_PARTS,
  NATIONALITY_OPTIONS,
  type OldRegisterFormValues,
  oldRegisterFormDefaults,
  oldRegisterSchema,
} from './forms/schemas';
import { useRegistration } from './forms/useRegistration';

/** The service's field names on the old form's fields. */
const SERVER_FIELDS: Record<string, keyof OldRegisterFormValues> = {
  username: 'username',
  email: 'email',
  password: 'password',
  mobileNumber: 'phoneNumber',
  socialSecurityNumber: 'insuranceNumber',
  nationality: 'nationality',
  fullName: 'firstName',
  termsAccepted: 'termsAccepted',
};

/** Spec §2 "/old-auth" register mode: sent to the one registration endpoint. */
export function OldRegisterForm({ footer }: { footer?: ReactNode }) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<OldRegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(oldRegisterSchema),
    defaultValues: oldRegisterFormDefaults,
  });
  // The username is typed in its own input and mirrored into the form value.
  const [usernameInput, setUsernameInput] = useState('');
  const usernameField = register('username');

  const onSubmit = useRegistration({
    setError,
    fieldFor: (path) => SERVER_FIELDS[path],
    welcome: (user) => `أهلاً بك ${user.firstName}، تم تسجيل دخولك إلى حسابك الجديد.`,
  });

  return (
    <FormBody noValidate onSubmit={handleSubmit(onSubmit)} aria-label="إنشاء حساب">
      <FieldGroup legend="الاسم الكامل" required>
        <FormRow>
          {NAME_PARTS.map((part) => (
            <TextField
              key={part}
              label={NAME_PART_LABELS[part]}
              required
              error={errors[part]?.message}
              {...register(part)}
            />
          ))}
        </FormRow>
      </FieldGroup>

      <TextField
        label="اسم المستخدم"
        required
        dir="auto"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 أحرف على الأقل، ستستخدمه لتسجيل الدخول"
        error={errors.username?.message}
        name="username-input"
        ref={usernameField.ref}
        value={usernameInput}
        onBlur={usernameField.onBlur}
        onChange={(event) => {
          setUsernameInput(event.target.value);
          setValue('username', event.target.value, {
            shouldDirty: true,
            shouldValidate: isSubmitted || Boolean(errors.username),
          });
        }}
      />

      <TextField
        label="البريد الإلكتروني"
        required
        type="email"
        dir="ltr"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="كلمة المرور"
        required
        autoComplete="new-password"
        hint="8 أحرف على الأقل"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormRow>
        <TextField
          label="رقم الهاتف"
          required
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          placeholder="07xxxxxxxx"
          hint="يُقبل الرقم مع ‎+962 أو بدونه"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label="رقم التأمين"
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          error={errors.insuranceNumber?.message}
          {...register('insuranceNumber')}
        />
      </FormRow>
      <RadioGroup
        legend="الجنسية"
        required
        options={NATIONALITY_OPTIONS}
        error={errors.nationality?.message}
        inputProps={register('nationality')}
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
        label="إنشاء الحساب"
        busyLabel="جاري إنشاء الحساب..."
      />
      {footer}
    </FormBody>
  );
}
