export { TermsOfServicePage as default } from '../features/legal/TermsOfServicePage';
