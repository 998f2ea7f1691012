import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console's dialogs close without a change on «تراجع» (docs/glossary.md): «إلغاء» on that
 * button reads as "cancel the appointment" (issue 34.11). Every dialog's source is read: a
 * ConfirmDialog's `dismissLabel`, and the button inside a `DialogClose` of a hand-made dialog.
 */
const sources = (readdirSync(import.meta.dirname, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => ({ file, text: readFileSync(join(import.meta.dirname, file), 'utf8') }));

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
