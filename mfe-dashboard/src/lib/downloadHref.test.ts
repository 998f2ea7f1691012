import { describe, expect, it } from 'vitest';
import { downloadHref } from './downloadHref';

describe('downloadHref', () => {
  it('points at the download route with the id escaped', () => {
    expect(downloadHref('6f1c')).toBe('/api/documents/6f1c/download');
    expect(downloadHref('a/b')).toBe('/api/documents/a%2Fb/download');
  });
});
