import { formatJod } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { formatPaymentDate } from './format';

describe('formatJod', () => {
  it('shows whole dinars without decimals, with the currency named in Arabic', () => {
    // The glossary's forms (docs/glossary.md).
    expect(formatJod(30)).toBe('30 ديناراً أردنياً');
    expect(formatJod(100)).toBe('100 دينار أردني');
  });

  it('shows the three fils decimals only when there are fils', () => {
    expect(formatJod(12.5)).toBe('12.500 دينار أردني');
    expect(formatJod(0.125)).toBe('0.125 دينار أردني');
    expect(formatJod(1234.75)).toBe('1,234.750 دينار أردني');
  });

  it('uses Latin digits (the site’s locale), never Arabic-Indic ones', () => {
    expect(formatJod(30)).not.toMatch(/[\u0660-\u0669]/);
  });
});

describe('formatPaymentDate', () => {
  it('reads the instant in Amman time, in Arabic', () => {
    // 07:30 UTC is 10:30 in Amman (UTC+3).
    const text = formatPaymentDate('2026-03-15T07:30:00.000Z');
    expect(text).toContain('2026');
    expect(text).toContain('آذار');
    expect(text).toContain('10:30');
  });

  it('keeps a value that is not a date as it is', () => {
    expect(formatPaymentDate('غير معروف')).toBe('غير معروف');
  });
});
