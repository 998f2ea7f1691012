import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './useDocumentTitle';

describe('formatDocumentTitle', () => {
  it('appends the site name', () => {
    expect(formatDocumentTitle('الخدمات', 'سند')).toBe('الخدمات | سند');
  });
  it('uses the site name alone for an empty title', () => {
    expect(formatDocumentTitle(' ', 'سند')).toBe('سند');
  });
  it('applies a page-specific rule', () => {
    expect(formatDocumentTitle((s) => `${s} - خدمات استشارية متخصصة`, 'سند')).toBe(
      'سند - خدمات استشارية متخصصة',
    );
  });
});
