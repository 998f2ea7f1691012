import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@ssc/jofotara',
    // Each XSD check runs xmllint (wasm) in a worker, ~0.4 s idle but several seconds on a
    // loaded CI machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // describe.concurrent blocks: more tests in flight, fewer xmllint runs.
    maxConcurrency: 20,
  },
});
