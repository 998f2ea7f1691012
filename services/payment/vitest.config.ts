import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/payment-service',
    setupFiles: ['@ssc/service-kit/overlap-guard'],
    // Starting services and applying migrations takes a few seconds on a cold machine.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
