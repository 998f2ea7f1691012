import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, resetPasswordSchema } from '@ssc/contracts';
import { PageHeading, refreshSession, toast, useDocumentTitle } from '@ssc/ui';
import { FormAlert, FormBody, PasswordField, SubmitButton } from '@ssc/ui/forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessage, resetPassword } from './api/authApi';
import { AuthCard, AuthHeading, AuthPageFrame } from './components/layout';

export const REQUEST_NEW_LINK = 'طلب رابط جديد';
export const FORGOT_PASSWORD_PATH = '/auth?tab=forgot';

interface ResetValues {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Why the link cannot be used, with the way to get a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <FormAlert role="alert">
      <p>{message}</p>
      <p>
        <Link to={FORGOT_PASSWORD_PATH}>{REQUEST_NEW_LINK}</Link>
      </p>
    </FormAlert>
  );
}

function ResetForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  async function onSubmit(values: ResetValues) {
    setFailure(null);
    try {
      await resetPassword(values);
      toast({ title: authMessages.resetSucceeded });
      // A reset signs the account out everywhere: let the session follow before /auth shows.
      await refreshSession();
      navigate('/auth?tab=login', { replace: true });
    } catch (error) {
      setFailure(failureMessage(error, authMessages.resetTokenInvalid));
    }
  }

  // A malformed token never reaches the service: it is the same dead link for the visitor.
  const problem = failure ?? errors.token?.message ?? null;
  return (
    <FormBody noValidate onSubmit={handleSubmit(onSubmit)} aria-label="تعيين كلمة مرور جديدة">
      {problem ? <InvalidLink message={problem} /> : null}
      <input type="hidden" {...register('token')} />
      <PasswordField
        label="كلمة المرور الجديدة"
        required
        autoComplete="new-password"
        hint="8 أحرف على الأقل"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="تأكيد كلمة المرور الجديدة"
        required
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton submitting={isSubmitting} label="حفظ كلمة المرور" busyLabel="جاري الحفظ..." />
    </FormBody>
  );
}

/** `/reset-password?token=…`: the page the emailed link opens. */
export function ResetPasswordPage() {
  useDocumentTitle('تعيين كلمة مرور جديدة');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthPageFrame>
      <AuthHeading>
        <PageHeading
          title="تعيين كلمة مرور جديدة"
          lead="اختر كلمة مرور جديدة لحسابك. ستُغلق جميع الجلسات المفتوحة بعد الحفظ."
        />
      </AuthHeading>
      <AuthCard>
        {token ? (
          <ResetForm token={token} />
        ) : (
          <InvalidLink message={authMessages.resetTokenInvalid} />
        )}
      </AuthCard>
    </AuthPageFrame>
  );
}
