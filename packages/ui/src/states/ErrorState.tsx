// `@ssc/ui/states`: the one "could not load, try again" block of the remotes (the admin console's
// tabs, the dashboard's lists, the booking form's service list, the service-request and
// manage-appointment pages each wrote their own). A sub-entry, not in the `@ssc/ui` index the
// landing page loads whole.
import { Button, Spinner } from '@ssc/ui';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type SignInAgainOptions, useSignInAgainOn401 } from './useSignInAgainOn401';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;

  p { margin: 0; }
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** What the dashboard shows while a 401 sends the visitor to sign in (instead of a retry). */
export const SESSION_ENDED_LABEL = 'انتهت جلستك، جارٍ تحويلك إلى تسجيل الدخول...';

export interface ErrorStateProps {
  /** What failed, as the visitor reads it, e.g. «تعذر تحميل المواعيد: …». */
  title: ReactNode;
  /** A second line: the server's message, or what to check. */
  description?: ReactNode;
  onRetry(): void;
  /** Defaults to «إعادة المحاولة». */
  retryLabel?: string;
  /** A retry is on its way: the button waits (disabled, `aria-busy`). */
  retrying?: boolean;
  /** More actions after the retry (e.g. a link to the contact page). */
  actions?: ReactNode;
  /**
   * The failure itself, given only where the page wants spec §8's rule here: a 401 (see
   * `useSignInAgainOn401`) starts the sign-in flow once and the block says the session ended
   * instead of offering a retry that cannot succeed.
   */
  signInOn401?: { error: unknown } & SignInAgainOptions;
  'data-testid'?: string;
}

/**
 * A load that failed: an alert (read out when it appears) with the title, an optional line, and a
 * focusable retry button. Logical properties only, so it reads right to left as the page does.
 */
export function ErrorState({ signInOn401, ...props }: ErrorStateProps) {
  const unauthorized = useSignInAgainOn401(signInOn401?.error, signInOn401);
  if (unauthorized) return <Spinner label={SESSION_ENDED_LABEL} />;
  const { title, description, onRetry, retryLabel = 'إعادة المحاولة', retrying, actions } = props;
  return (
    <Box role="alert" data-testid={props['data-testid']}>
      <Text>
        <Title>{title}</Title>
        {description ? <p>{description}</p> : null}
      </Text>
      <Actions>
        <Button
          $variant="secondary"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying || undefined}
        >
          <RotateCw size={18} aria-hidden="true" />
          {retryLabel}
        </Button>
        {actions}
      </Actions>
    </Box>
  );
}
