// A vitest setup file of every project whose tests talk to PostgreSQL: a test file in which a query
// was sent on a connection still running another fails, naming both statements (pg 9 refuses it).
import { afterAll, beforeAll, expect } from 'vitest';
import { type OverlapWatch, watchOverlappingQueries } from './overlapping-queries';

let watch: OverlapWatch | undefined;

beforeAll(() => {
  watch = watchOverlappingQueries();
});

afterAll(() => {
  expect(watch?.stop()).toBeUndefined();
});
