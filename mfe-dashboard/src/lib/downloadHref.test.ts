import { describe, expect, it } from 'vitest';
import { downloadHref, receiptHref } from './downloadHref';

describe('downloadHref', () => {
  it('points at the download route with the id escaped', () => {
    expect(downloadHref('6f1c')).toBe('/api/documents/6f1c/download');
    expect(downloadHref('a/b')).toBe('/api/documents/a%2Fb/download');
  });
});

describe('receiptHref', () => {
  it('points at the appointment’s receipt with the id escaped', () => {
    expect(receiptHref('6f1c')).toBe('/api/appointments/6f1c/receipt');
    expect(receiptHref('a/b')).toBe('/api/appointments/a%2Fb/receipt');
  });
});
