import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@ssc/contracts';
import { displayName, toast } from '@ssc/ui';
import { FormBody, PasswordField, SubmitButton, TextField } from '@ssc/ui/forms';
import { type ReactNode, useRef } from 'react';
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
  // The last failure's toast: a later success closes it, so it does not follow the visitor to the
  // page they return to (issue 33.4), nor hold the welcome toast behind it in the queue.
  const failureToast = useRef<{ dismiss(): void } | null>(null);
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
      failureToast.current?.dismiss();
      failureToast.current = null;
      toast({ title: 'تم تسجيل الدخول بنجاح', description: `مرحباً بعودتك، ${displayName(user)}` });
      completeSignIn(user);
    } catch (error) {
      failureToast.current?.dismiss();
      failureToast.current = toast({
        title: LOGIN_FAILED_TITLE,
        description: failureMessage(error, LOGIN_FAILED_DEFAULT),
        variant: 'destructive',
        // Closed by the shell when the route changes, too.
        page: true,
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
