import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/worker',
    setupFiles: ['@ssc/service-kit/overlap-guard'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
