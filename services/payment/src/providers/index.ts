import type { PaymentSettings } from '../config';
import { createHyperpayProvider } from './hyperpay/hyperpay-provider';
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
  if (settings.provider === 'hyperpay') {
    const { accessToken, entityId, origin, webhookKey } = settings.hyperpay;
    if (!origin) throw new Error('HYPERPAY_HOST must be test, live or an http(s) origin');
    return createHyperpayProvider({ accessToken, entityId, origin, webhookKey });
  }
  if (settings.provider === 'test') return createTestProvider();
  return undefined;
}
