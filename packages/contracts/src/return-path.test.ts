import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    // Dot segments that stay on this site resolve to the path they name.
    expect(safeReturnPath('/admin/../dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/../dashboard#files')).toBe('/dashboard#files');
    expect(safeReturnPath('/services/%D8%AA')).toBe('/services/%D8%AA');
    expect(safeReturnPath('/checkout?appointmentId=a1')).toBe('/checkout?appointmentId=a1');
  });

  it('never leads to another site or back to sign-in', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/%0a/evil.example'.replace('%0a', '\n'),
      'evil.example',
      '/auth',
      '/api/login?next=/dashboard',
      '',
      undefined,
      null,
      `/${'a'.repeat(600)}`,
      // Dot segments that resolve to a protocol-relative path (issue 37 row 12).
      '/..//evil.example',
      '/../..//evil.example',
      '/./../..//x',
      '/.//evil.example',
      '/%2e%2e//evil.example',
      '/..%2f/evil.example',
      // Slashes and backslashes spelled as escapes, once or twice.
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%5C%5Cevil.example',
      '/%252F%252Fevil.example',
      '/\\evil',
      '/..\\/evil.example',
      // Tabs, newlines and carriage returns anywhere.
      '/\t/evil.example',
      '/..\n//evil.example',
      '/\r\n/evil.example',
      '/dash\tboard',
    ]) {
      expect(safeReturnPath(evil), String(evil)).toBeUndefined();
    }
  });

  it('gives only a path whose first segment is not empty, however the input is spelled', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%252F',
      '%2e',
      'evil.example',
      'a',
      '\t',
      '\n',
      '?',
      '#',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const result = safeReturnPath(`/${pieces.join('')}`);
        if (result === undefined) return;
        expect(result.startsWith('/')).toBe(true);
        expect(/^[/\\]{2}/.test(result)).toBe(false);
        expect(/^[/\\]{2}/.test(decodeURIComponent(decodeURIComponent(result)))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
