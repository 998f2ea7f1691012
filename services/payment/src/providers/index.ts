import type { PaymentSettings } from '../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export type {
  PaymentProvider,
  ProviderEvent,
  ProviderIntent,
  ProviderRefund,
  ProviderRefundEvent,
} from './provider';
export { InvalidWebhookSignature } from './provider';
export { createTestProvider };

/** The configured provider, or undefined when payment is not enabled (`PAYMENT_PROVIDER` unset). */
export function createProvider(settings: PaymentSettings): PaymentProvider | undefined {
  if (settings.provider === 'stripe') {
    return createStripeProvider({ ...settings.stripe });
  }
  if (settings.provider === 'test') return createTestProvider();
  return undefined;
}
