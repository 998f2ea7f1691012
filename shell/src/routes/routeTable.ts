import type { RemoteModuleId } from '../remotes/federation';

export interface RemoteRouteDefinition {
  path: string;
  module: RemoteModuleId;
  /** Only for a signed-in user (spec §6): guests are sent to /api/login. */
  requiresSession?: boolean;
  /**
   * False for a page that uses no TanStack Query (no `useQuery`, `useMutation`, `useQueryClient`):
   * it shows without the query library, which is then not downloaded (issue 17.5: the landing
   * page's JS budget). Every other page is wrapped in the page's query client.
   */
  dataCache?: false;
}

/** Every page of the spec's route table and the remote module that renders it. */
export const ROUTES: readonly RemoteRouteDefinition[] = [
  { path: '/', module: 'mfe_public/Landing', dataCache: false },
  { path: '/about', module: 'mfe_public/About' },
  { path: '/services', module: 'mfe_public/Services' },
  { path: '/consultation-options', module: 'mfe_public/ConsultationOptions' },
  { path: '/faq', module: 'mfe_public/Faq' },
  { path: '/contact', module: 'mfe_public/Contact' },
  { path: '/retirement-products', module: 'mfe_public/RetirementProducts' },
  { path: '/privacy-policy', module: 'mfe_public/PrivacyPolicy' },
  { path: '/terms-of-service', module: 'mfe_public/TermsOfService' },
  { path: '/refund-policy', module: 'mfe_public/RefundPolicy' },
  { path: '/auth', module: 'mfe_public/Auth' },
  { path: '/old-auth', module: 'mfe_public/OldAuth' },
  { path: '/reset-password', module: 'mfe_public/ResetPassword' },
  { path: '/booking', module: 'mfe_booking/Booking' },
  { path: '/service-request/:serviceId', module: 'mfe_booking/ServiceRequest' },
  { path: '/checkout', module: 'mfe_booking/Checkout' },
  { path: '/test-upload', module: 'mfe_booking/TestUpload' },
  // The page every booking email links to (issue 18): a guest's link carries its own token.
  { path: '/appointments/manage', module: 'mfe_booking/ManageAppointment' },
  { path: '/dashboard', module: 'mfe_dashboard/Dashboard', requiresSession: true },
  { path: '/admin', module: 'mfe_admin/Admin', requiresSession: true },
];
