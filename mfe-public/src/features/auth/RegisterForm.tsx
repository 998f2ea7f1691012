import { zodResolver } from '@hookform/resolvers/zod';
import { type RegisterInput, WORK_STATUSES, whatsappMessages } from '@ssc/contracts';
import {
  CheckboxField,
  EmailField,
  FieldGroup,
  FormBody,
  FormRow,
  PasswordField,
  PhoneField,
  RadioGroup,
  SubmitButton,
  TextField,
  ToggleGroup,
} from '@ssc/ui/forms';
import { Fragment, type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useWhatsAppEnabled } from './api/whatsapp';
import type { RegisterField, RegisterScreen } from './forms/registerScreens';
import {
  NAME_PART_LABELS,
  NAME_PARTS,
  NATIONALITY_OPTIONS,
  type RegisterFormValues,
  registerFormDefaults,
} from './forms/schemas';
import { useRegistration } from './forms/useRegistration';

const NAME_AUTOCOMPLETE = {
  firstName: 'given-name',
  secondName: 'additional-name',
  thirdName: 'additional-name',
  fourthName: 'family-name',
} as const;

/** The form values a layout entry stands for (server messages go only to fields on screen). */
const VALUES_OF: Record<RegisterField, readonly (keyof RegisterFormValues)[]> = {
  nationality: ['nationality'],
  name: NAME_PARTS,
  identity: ['nationalId', 'personalNumber'],
  username: ['username'],
  mobileNumber: ['mobileNumber'],
  insuranceNumber: ['insuranceNumber'],
  email: ['email'],
  confirmEmail: ['confirmEmail'],
  password: ['password'],
  confirmPassword: ['confirmPassword'],
  workStatus: ['workStatus'],
  whatsappConsent: ['whatsappConsent'],
  termsAccepted: ['termsAccepted'],
};

/**
 * The registration form of both account screens (spec §2, §3, §5): `screen` says which fields it
 * shows in which order, their words, and the contract it validates with; the fields themselves,
 * the nationality switch and the sending are the same on both.
 */
export function RegisterForm({ screen, footer }: { screen: RegisterScreen; footer?: ReactNode }) {
  // Validated on submit, then on every change (react-hook-form's default): an error shown on
  // blur would push the button down between mousedown and mouseup, and the click would be lost.
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<RegisterFormValues, unknown, RegisterInput>({
    resolver: zodResolver(screen.schema),
    defaultValues: registerFormDefaults,
  });
  const nationality = useWatch({ control, name: 'nationality' });
  const jordanian = nationality !== 'non-jordanian';
  const whatsappEnabled = useWhatsAppEnabled();
  // /old-auth: the username is typed in its own input and mirrored into the form value.
  const [usernameInput, setUsernameInput] = useState('');

  const shown = new Set(screen.layout.flat().flatMap((entry) => VALUES_OF[entry]));
  const onSubmit = useRegistration({
    setError,
    fieldFor: (path) => {
      const field = screen.serverNames[path] ?? path;
      return shown.has(field as keyof RegisterFormValues)
        ? (field as keyof RegisterFormValues)
        : undefined;
    },
    welcome: screen.welcome,
  });

  function draw(field: RegisterField): ReactNode {
    switch (field) {
      case 'nationality':
        return (
          <RadioGroup
            legend="الجنسية"
            required
            options={NATIONALITY_OPTIONS}
            error={errors.nationality?.message}
            inputProps={register('nationality')}
          />
        );
      case 'name':
        return (
          <FieldGroup legend={screen.nameLegend} required>
            <FormRow>
              {NAME_PARTS.map((part) => (
                <TextField
                  key={part}
                  label={NAME_PART_LABELS[part]}
                  required
                  autoComplete={NAME_AUTOCOMPLETE[part]}
                  error={errors[part]?.message}
                  {...register(part)}
                />
              ))}
            </FormRow>
          </FieldGroup>
        );
      case 'identity':
        return jordanian ? (
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
        );
      case 'username': {
        const usernameField = register('username');
        return (
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
        );
      }
      case 'mobileNumber':
        return (
          <PhoneField
            label={screen.mobile.label}
            required
            placeholder="07xxxxxxxx"
            hint={screen.mobile.hint}
            error={errors.mobileNumber?.message}
            {...register('mobileNumber')}
          />
        );
      case 'insuranceNumber': {
        const { label, hint } = screen.insurance(jordanian);
        // A new label is a new field for assistive technology: mount it afresh.
        return (
          <TextField
            key={label}
            label={label}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            hint={hint}
            error={errors.insuranceNumber?.message}
            {...register('insuranceNumber')}
          />
        );
      }
      case 'email':
        return <EmailField required error={errors.email?.message} {...register('email')} />;
      case 'confirmEmail':
        return (
          <EmailField
            label="تأكيد البريد الإلكتروني"
            required
            error={errors.confirmEmail?.message}
            {...register('confirmEmail')}
          />
        );
      case 'password':
        return (
          <PasswordField
            label="كلمة المرور"
            required
            autoComplete="new-password"
            hint="8 أحرف على الأقل"
            error={errors.password?.message}
            {...register('password')}
          />
        );
      case 'confirmPassword':
        return (
          <PasswordField
            label="تأكيد كلمة المرور"
            required
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        );
      case 'workStatus':
        return (
          <Controller
            control={control}
            name="workStatus"
            render={({ field: { value, onChange } }) => (
              <ToggleGroup
                legend="الحالة العملية"
                hint="يمكنك اختيار أكثر من حالة"
                options={WORK_STATUSES}
                value={value}
                onChange={onChange}
              />
            )}
          />
        );
      case 'whatsappConsent':
        return whatsappEnabled ? (
          <CheckboxField
            hint={whatsappMessages.consentHint}
            inputProps={register('whatsappConsent')}
          >
            {whatsappMessages.consentLabel}
          </CheckboxField>
        ) : null;
      case 'termsAccepted':
        return (
          <CheckboxField
            required
            error={errors.termsAccepted?.message}
            inputProps={register('termsAccepted')}
          >
            أوافق على <Link to="/terms-of-service">الشروط والأحكام</Link> و
            <Link to="/privacy-policy">سياسة الخصوصية</Link>
          </CheckboxField>
        );
    }
  }

  return (
    <FormBody noValidate onSubmit={handleSubmit(onSubmit)} aria-label={screen.formLabel}>
      {screen.layout.map((entry) =>
        typeof entry === 'string' ? (
          <Fragment key={entry}>{draw(entry)}</Fragment>
        ) : (
          <FormRow key={entry.join()}>
            {entry.map((field) => (
              <Fragment key={field}>{draw(field)}</Fragment>
            ))}
          </FormRow>
        ),
      )}
      <SubmitButton
        submitting={isSubmitting}
        label={screen.submit.label}
        busyLabel={screen.submit.busyLabel}
      />
      {footer}
    </FormBody>
  );
}
