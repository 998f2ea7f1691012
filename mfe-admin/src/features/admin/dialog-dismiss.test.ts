import { describe, expect, it } from 'vitest';

// Vite's glob import (the front ends are typed for the browser, without Node's fs).
declare global {
  interface ImportMeta {
    glob(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/**
 * The console's dialogs close without a change on «تراجع» (docs/glossary.md): «إلغاء» on that
 * button reads as "cancel the appointment" (issue 34.11). Every dialog's source is read: a
 * ConfirmDialog's `dismissLabel`, and the button inside a `DialogClose` of a hand-made dialog.
 */
const sources = Object.entries(
  import.meta.glob(['./**/*.tsx', '!./**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => ({ file, text }));

describe('the dismiss buttons of the console’s dialogs', () => {
  it('finds the dialogs it checks', () => {
    expect(sources.filter(({ text }) => text.includes('dismissLabel=')).length).toBeGreaterThan(5);
  });

  it('say «تراجع», never «إلغاء»', () => {
    const wrong = sources.flatMap(({ file, text }) => {
      const labels = [...text.matchAll(/dismissLabel=(?:"([^"]*)"|\{'([^']*)'\})/g)].map(
        (m) => m[1] ?? m[2],
      );
      const closes = [...text.matchAll(/<DialogClose[^>]*>([\s\S]*?)<\/DialogClose>/g)].map(
        (m) => m[1] ?? '',
      );
      return [
        ...labels.filter((label) => label !== 'تراجع').map((label) => `${file}: ${label}`),
        ...closes
          .filter((inside) => /إلغاء/.test(inside) && !/aria-label/.test(inside))
          .map(() => `${file}: «إلغاء» in a DialogClose`),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
