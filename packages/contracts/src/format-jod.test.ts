import { describe, expect, it } from 'vitest';
import { minutesText, timesText } from './arabic-count';
import { formatJod } from './payments';

// docs/glossary.md: the dinar agrees with its number; Latin digits, fils only when there are fils.
describe('formatJod', () => {
  it.each([
    [1, 'دينار أردني واحد'],
    [2, 'ديناران أردنيان'],
    [3, '3 دنانير أردنية'],
    [7, '7 دنانير أردنية'],
    [10, '10 دنانير أردنية'],
    [11, '11 ديناراً أردنياً'],
    [15, '15 ديناراً أردنياً'],
    [30, '30 ديناراً أردنياً'],
    [45, '45 ديناراً أردنياً'],
    [99, '99 ديناراً أردنياً'],
    [100, '100 دينار أردني'],
    [101, '101 دينار أردني'],
    [102, '102 دينار أردني'],
    [103, '103 دنانير أردنية'],
    [110, '110 دنانير أردنية'],
    [111, '111 ديناراً أردنياً'],
    [150, '150 ديناراً أردنياً'],
    [200, '200 دينار أردني'],
    [250, '250 ديناراً أردنياً'],
    [1000, '1,000 دينار أردني'],
    [1005, '1,005 دنانير أردنية'],
    [1234, '1,234 ديناراً أردنياً'],
    [1_000_000, '1,000,000 دينار أردني'],
    [0, '0 دينار أردني'],
  ])('%d → %s', (amount, text) => {
    expect(formatJod(amount)).toBe(text);
  });

  it.each([
    [12.5, '12.500 دينار أردني'],
    [45.5, '45.500 دينار أردني'],
    [0.125, '0.125 دينار أردني'],
    [1.5, '1.500 دينار أردني'],
    [2.25, '2.250 دينار أردني'],
    [1234.75, '1,234.750 دينار أردني'],
  ])('with fils: %d → %s', (amount, text) => {
    expect(formatJod(amount)).toBe(text);
  });

  it('rounds to the fils, so a float error is still a whole amount', () => {
    expect(formatJod(0.1 + 0.2 + 29.7)).toBe('30 ديناراً أردنياً');
  });
});

describe('countText: times and minutes agree with their number', () => {
  it.each([
    [1, 'مرة واحدة', 'دقيقة واحدة'],
    [2, 'مرتان', 'دقيقتان'],
    [3, '3 مرات', '3 دقائق'],
    [10, '10 مرات', '10 دقائق'],
    [11, '11 مرة', '11 دقيقة'],
    [30, '30 مرة', '30 دقيقة'],
    [60, '60 مرة', '60 دقيقة'],
    [100, '100 مرة', '100 دقيقة'],
    [105, '105 مرات', '105 دقائق'],
    [120, '120 مرة', '120 دقيقة'],
  ])('%d → %s, %s', (count, times, minutes) => {
    expect(timesText(count)).toBe(times);
    expect(minutesText(count)).toBe(minutes);
  });

  it('says the dual after a preposition in its oblique form, and nothing else changes', () => {
    expect(timesText(2, 'oblique')).toBe('مرتين');
    expect(minutesText(2, 'oblique')).toBe('دقيقتين');
    expect(minutesText(5, 'oblique')).toBe('5 دقائق');
    expect(minutesText(1, 'oblique')).toBe('دقيقة واحدة');
  });
});
