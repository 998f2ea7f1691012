import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, resetPasswordSchema, resetTokenQuerySchema } from '@ssc/contracts';
import { PageHeading, refreshSession, Spinner, toast, useDocumentTitle } from '@ssc/ui';
import { FormAlert, FormBody, PasswordField, SubmitButton } from '@ssc/ui/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkResetLink, failureMessage, resetPassword } from './api/authApi';
import { AuthCard, AuthHeading, AuthPageFrame } from './components/layout';

export const REQUEST_NEW_LINK = 'طلب رابط جديد';
export const FORGOT_PASSWORD_PATH = '/auth?tab=forgot';
export const CHECKING_LINK = 'جارٍ التحقق من الرابط...';

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

type LinkState = { kind: 'checking' } | { kind: 'usable' } | { kind: 'dead'; message: string };

/**
 * Whether the emailed link can still be used, asked as the page opens (issue 33.4): a used or
 * expired link says so at once instead of after both passwords are typed. A token the contract
 * refuses (missing, malformed) is the same dead link without asking.
 */
function useResetLink(token: string): LinkState {
  const wellFormed = resetTokenQuerySchema.safeParse({ token }).success;
  const [state, setState] = useState<LinkState>(() =>
    wellFormed ? { kind: 'checking' } : { kind: 'dead', message: authMessages.resetTokenInvalid },
  );
  useEffect(() => {
    if (!wellFormed) {
      setState({ kind: 'dead', message: authMessages.resetTokenInvalid });
      return;
    }
    let current = true;
    setState({ kind: 'checking' });
    void checkResetLink(token, authMessages.resetTokenInvalid).then((message) => {
      if (current) setState(message ? { kind: 'dead', message } : { kind: 'usable' });
    });
    return () => {
      current = false;
    };
  }, [token, wellFormed]);
  return state;
}

/** `/reset-password?token=…`: the page the emailed link opens. */
export function ResetPasswordPage() {
  useDocumentTitle('تعيين كلمة مرور جديدة');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = useResetLink(token);
  return (
    <AuthPageFrame>
      <AuthHeading>
        <PageHeading
          title="تعيين كلمة مرور جديدة"
          lead="اختر كلمة مرور جديدة لحسابك. ستُغلق جميع الجلسات المفتوحة بعد الحفظ."
        />
      </AuthHeading>
      <AuthCard>
        {link.kind === 'checking' ? <Spinner label={CHECKING_LINK} /> : null}
        {link.kind === 'usable' ? <ResetForm token={token} /> : null}
        {link.kind === 'dead' ? <InvalidLink message={link.message} /> : null}
      </AuthCard>
    </AuthPageFrame>
  );
}
