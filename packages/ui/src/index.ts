export {
  type AppConfig,
  DEV_REMOTE_URLS,
  getAppConfig,
  parseAppConfig,
  type RemoteUrls,
} from './config/appConfig';
export {
  captureDeferredParts,
  DEFERRED_PART_ATTRIBUTE,
  DeferredPart,
  type PartModule,
} from './deferred/DeferredPart';
export { useBorrowedNodes } from './deferred/useBorrowedNodes';
export { AppFrame, renderStandalone, type StandaloneRoute } from './frame/AppFrame';
export { adoptQueryClient, loadQueryLayer, withQueryClient } from './frame/queryCache';
export {
  type DocumentTitle,
  formatDocumentTitle,
  useDocumentTitle,
} from './hooks/useDocumentTitle';
export {
  AnchorButton,
  Button,
  ButtonLink,
  type ButtonSize,
  type ButtonVariant,
} from './primitives/Button';
export { Container } from './primitives/Container';
export { CtaBand } from './primitives/CtaBand';
export { EmptyState } from './primitives/EmptyState';
export { CardGrid, FeatureCard } from './primitives/FeatureCard';
export { PageHeading } from './primitives/PageHeading';
export { Section, SectionHeading, type SectionTone } from './primitives/Section';
export { Spinner } from './primitives/Spinner';
export { Unbroken } from './primitives/Unbroken';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export { UiProviders } from './providers/UiProviders';
export { refreshSession, SessionSync } from './session/SessionSync';
export {
  SIGN_IN_URL,
  sendToSignIn,
  UNAUTHORIZED_MESSAGE,
} from './session/sendToSignIn';
export {
  displayName,
  isAdmin,
  type SessionState,
  type SessionStatus,
  type User,
  useSessionStore,
} from './session/sessionStore';
export { GlobalStyle } from './theme/GlobalStyle';
export { bareList, cardSurface, iconButtonBox } from './theme/surfaces';
export { type AppTheme, theme } from './theme/theme';
export * as tokens from './theme/tokens';
export { Toaster, toastRegionReady } from './toast/Toaster';
export {
  dismissPageToasts,
  dismissToast,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastOptions,
  type ToastVariant,
  toast,
  useToastStore,
} from './toast/toastStore';
