import { authMessages, type RegisterInput, type User } from '@ssc/contracts';
import { toast } from '@ssc/ui';
import { useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { failureMessage, fieldErrors, registerAccount } from '../api/authApi';
import { useCompleteSignIn } from '../session';

const REGISTER_FAILED_TITLE = 'خطأ في التسجيل';

/**
 * Sends either registration screen to the one endpoint: on success a welcome toast and the
 * visitor is signed in; on failure the service's per-field messages go on the screen's own
 * fields (`fieldFor` maps the service's names; unmapped ones show only in the toast).
 */
export function useRegistration<V extends FieldValues>({
  setError,
  fieldFor,
  welcome,
}: {
  setError: UseFormSetError<V>;
  fieldFor(serverField: string): Path<V> | undefined;
  welcome(user: User): string;
}): (payload: RegisterInput) => Promise<void> {
  const completeSignIn = useCompleteSignIn();
  // As on sign-in (issue 33.4): a later success closes the last failure's toast.
  const failureToast = useRef<{ dismiss(): void } | null>(null);
  return async (payload) => {
    try {
      const user = await registerAccount(payload);
      failureToast.current?.dismiss();
      failureToast.current = null;
      toast({ title: authMessages.registerSucceeded, description: welcome(user) });
      completeSignIn(user);
    } catch (error) {
      for (const [path, message] of Object.entries(fieldErrors(error))) {
        const field = fieldFor(path);
        if (field) setError(field, { message });
      }
      failureToast.current?.dismiss();
      failureToast.current = toast({
        title: REGISTER_FAILED_TITLE,
        description: failureMessage(error, authMessages.registerFailed),
        variant: 'destructive',
        page: true,
      });
    }
  };
}
