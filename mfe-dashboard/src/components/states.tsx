import { isUnauthorized } from '@ssc/api-client/unauthorized';
import { Button, Spinner } from '@ssc/ui';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { signInAgainOn401 } from '../lib/unauthorized';

const ErrorBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSurface};
  text-align: center;

  svg { color: ${({ theme }) => theme.colors.danger}; }
  p { margin: 0; }
  strong { font-size: ${({ theme }) => theme.typography.sizes.lg}; }
`;

/**
 * A list that could not be loaded: says so with the server's message and offers a retry. A 401
 * instead starts the spec's unauthorized flow (toast, then sign-in) and says where it goes.
 */
export function LoadError({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  /** What failed to load, e.g. "مواعيدك". */
  what: string;
  onRetry(): void;
}) {
  const unauthorized = isUnauthorized(error);
  useEffect(() => {
    signInAgainOn401(error);
  }, [error]);
  if (unauthorized) return <Spinner label="انتهت جلستك، جارٍ تحويلك إلى تسجيل الدخول..." />;
  return (
    <ErrorBox role="alert">
      <AlertTriangle size={32} aria-hidden="true" />
      <strong>تعذّر تحميل {what}</strong>
      <p>{error instanceof Error ? error.message : 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى.'}</p>
      <Button $variant="secondary" onClick={onRetry}>
        <RotateCw size={18} aria-hidden="true" />
        إعادة المحاولة
      </Button>
    </ErrorBox>
  );
}
