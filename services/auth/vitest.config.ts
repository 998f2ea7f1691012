import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/auth-service',
    setupFiles: ['@ssc/service-kit/overlap-guard'],
    // Starting services and applying migrations takes a few seconds on a cold machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
