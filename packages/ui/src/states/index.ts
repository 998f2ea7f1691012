export { EmptyStateLink } from './EmptyStateLink';
export {
  ErrorState,
  type ErrorStateProps,
  SESSION_ENDED_LABEL,
} from './ErrorState';
export { type SignInAgainOptions, useSignInAgainOn401 } from './useSignInAgainOn401';
