import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@ssc/contracts';
import { displayName, toast } from '@ssc/ui';
import { FormBody, PasswordField, SubmitButton, TextField } from '@ssc/ui/forms';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, logIn } from './api/authApi';
import { useCompleteSignIn } from './session';

export const LOGIN_FAILED_TITLE = 'خطأ في تسجيل الدخول';
export const LOGIN_FAILED_DEFAULT = 'تعذر تسجيل الدخول، يرجى المحاولة مرة أخرى';

/** Username (or email) and password; on success the visitor goes home signed in. */
export function LoginForm({
  usernameLabel = 'اسم المستخدم أو البريد الإلكتروني',
  footer,
}: {
  usernameLabel?: string;
  /** Links under the button (forgot password, create an account). */
  footer?: ReactNode;
}) {
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  async function onSubmit(values: LoginInput) {
    try {
      const user = await logIn(values);
      toast({ title: 'تم تسجيل الدخول بنجاح', description: `مرحباً بعودتك، ${displayName(user)}` });
      completeSignIn(user);
    } catch (error) {
      toast({
        title: LOGIN_FAILED_TITLE,
        description: failureMessage(error, LOGIN_FAILED_DEFAULT),
        variant: 'destructive',
      });
    }
  }

  return (
    <FormBody noValidate onSubmit={handleSubmit(onSubmit)} aria-label="تسجيل الدخول">
      <TextField
        label={usernameLabel}
        required
        dir="auto"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordField
        label="كلمة المرور"
        required
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton
        submitting={isSubmitting}
        label="تسجيل الدخول"
        busyLabel="جاري تسجيل الدخول..."
      />
      {footer}
    </FormBody>
  );
}
