import type { StandaloneRoute } from '@ssc/ui';
import AboutPage from './exposes/About';
import AuthPage from './exposes/Auth';
import ConsultationOptionsPage from './exposes/ConsultationOptions';
import ContactPage from './exposes/Contact';
import FaqPage from './exposes/Faq';
import LandingPage from './exposes/Landing';
import OldAuthPage from './exposes/OldAuth';
import PrivacyPolicyPage from './exposes/PrivacyPolicy';
import RefundPolicyPage from './exposes/RefundPolicy';
import ResetPasswordPage from './exposes/ResetPassword';
import RetirementProductsPage from './exposes/RetirementProducts';
import ServicesPage from './exposes/Services';
import TermsOfServicePage from './exposes/TermsOfService';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev frame). */
export const routes: StandaloneRoute[] = [
  { path: '/', Page: LandingPage },
  { path: '/about', Page: AboutPage },
  { path: '/services', Page: ServicesPage },
  { path: '/consultation-options', Page: ConsultationOptionsPage },
  { path: '/faq', Page: FaqPage },
  { path: '/contact', Page: ContactPage },
  { path: '/retirement-products', Page: RetirementProductsPage },
  { path: '/privacy-policy', Page: PrivacyPolicyPage },
  { path: '/terms-of-service', Page: TermsOfServicePage },
  { path: '/refund-policy', Page: RefundPolicyPage },
  { path: '/auth', Page: AuthPage },
  { path: '/old-auth', Page: OldAuthPage },
  { path: '/reset-password', Page: ResetPasswordPage },
];
