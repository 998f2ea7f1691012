import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
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
    ]) {
      expect(safeReturnPath(evil), String(evil)).toBeUndefined();
    }
  });
});
