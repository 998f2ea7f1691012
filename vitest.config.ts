import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests is one vitest project; e2e (Playwright) and bench are not.
export default defineConfig({
  test: {
    projects: ['packages/*', 'services/*', 'gateway', 'shell', 'mfe-*'],
  },
});
