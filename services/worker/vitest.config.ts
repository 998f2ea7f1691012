import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/worker',
    setupFiles: ['../../packages/service-kit/src/testing/overlap-guard.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
