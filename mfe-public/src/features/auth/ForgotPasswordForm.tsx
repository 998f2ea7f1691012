import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, forgotPasswordSchema } from '@ssc/contracts';
import { toast } from '@ssc/ui';
import { EmailField, FormBody, SubmitButton } from '@ssc/ui/forms';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, requestPasswordReset } from './api/authApi';

export const FORGOT_SUCCEEDED_TITLE = 'تم استلام طلبك بنجاح';
export const FORGOT_FAILED_TITLE = 'خطأ في إرسال الطلب';
export const FORGOT_SUCCEEDED_HINT = 'يرجى التحقق من بريدك الإلكتروني';

interface ForgotValues {
  email: string;
}

/** Asks for a password-reset link (spec §8 messages); the form empties after a sent request. */
export function ForgotPasswordForm({
  onSent,
  locked = false,
  footer,
}: {
  /** Called after the request was accepted (the old screen returns to login after 2 s). */
  onSent?(): void;
  /** Keeps the button disabled (e.g. while the old screen waits to go back to login). */
  locked?: boolean;
  footer?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  async function onSubmit(values: ForgotValues) {
    try {
      const message = await requestPasswordReset(values.email);
      toast({ title: FORGOT_SUCCEEDED_TITLE, description: message ?? FORGOT_SUCCEEDED_HINT });
      reset();
      onSent?.();
    } catch (error) {
      toast({
        title: FORGOT_FAILED_TITLE,
        description: failureMessage(error, authMessages.forgotPasswordFailed),
        variant: 'destructive',
        page: true,
      });
    }
  }

  return (
    <FormBody noValidate onSubmit={handleSubmit(onSubmit)} aria-label="استعادة كلمة المرور">
      <EmailField
        required
        hint="سنرسل إليك رابطاً صالحاً لمدة ساعة واحدة لتعيين كلمة مرور جديدة."
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton
        submitting={isSubmitting}
        disabled={locked}
        label="إرسال رابط إعادة التعيين"
        busyLabel="جاري الإرسال..."
      />
      {footer}
    </FormBody>
  );
}
