// The account screens' tests use the shared jsdom helpers (`src/testing/dom.tsx`).
export * from '../../testing/dom';
