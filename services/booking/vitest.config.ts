import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/booking-service',
    setupFiles: ['@ssc/service-kit/overlap-guard'],
    // Starting services and applying migrations takes a few seconds on a cold machine, and the
    // tests start real processes (content service, worker, Redis) on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
