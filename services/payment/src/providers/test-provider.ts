import { createHash, randomUUID } from 'node:crypto';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from './provider';

/**
 * The built-in test provider (development, tests, the E2E system): intents are derived from the
 * idempotency key (the same key gives the same intent), nothing is charged, and
 * `POST /api/payments/test/confirm` simulates the provider's outcome event, which then goes
 * through the same processing as a Stripe webhook; refunds succeed at once. Refused with
 * NODE_ENV=production.
 */
export function createTestProvider(): PaymentProvider & {
  simulate(ref: string, outcome: 'succeed' | 'fail', amountMinor: number): ProviderEvent;
} {
  const intentFor = (ref: string): ProviderIntent => ({
    ref,
    clientSecret: `${ref}_secret_test`,
    state: 'open',
  });
  return {
    name: 'test',
    async createIntent({ idempotencyKey }) {
      const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
      return intentFor(`test_pi_${digest}`);
    },
    async retrieveIntent(ref) {
      return intentFor(ref);
    },
    // A refund of the fake money succeeds at once (derived from its key, like the intents).
    async refund({ idempotencyKey }) {
      const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
      return { ref: `test_re_${digest}`, state: 'succeeded' };
    },
    simulate(ref, outcome, amountMinor) {
      return {
        type: 'payment',
        eventId: `test_evt_${randomUUID()}`,
        outcome: outcome === 'succeed' ? 'succeeded' : 'failed',
        ref,
        amountMinor,
        currency: 'jod',
      };
    },
  };
}
