import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/payment-service',
    setupFiles: ['../../packages/service-kit/src/testing/overlap-guard.setup.ts'],
    // Starting services and applying migrations takes a few seconds on a cold machine.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
