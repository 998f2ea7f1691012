export { RefundPolicyPage as default } from '../features/legal/RefundPolicyPage';
