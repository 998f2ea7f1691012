import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests is one vitest project; e2e (Playwright) and bench are
// not. `ops` holds the repository-level checks (compose file, scripts).
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'services/*',
      'gateway',
      'shell',
      'mfe-*',
      { test: { name: 'ops', include: ['scripts/**/*.test.ts'] } },
    ],
  },
});
