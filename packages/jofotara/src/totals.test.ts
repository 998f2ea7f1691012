import { GENERAL_SALES_TAX_PERCENT, INVOICE_TAX_TYPES } from '@ssc/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFils, splitTotal } from './totals';

describe('splitTotal', () => {
  it('takes 16 % out of a general sales total', () => {
    expect(splitTotal(30_000, 'general_sales')).toEqual({
      netMinor: 25_862,
      taxMinor: 4_138,
      totalMinor: 30_000,
      taxPercent: 16,
    });
    expect(splitTotal(116, 'general_sales')).toMatchObject({ netMinor: 100, taxMinor: 16 });
    // 1 fil: 16/116 of it is 0.138 → no tax
    expect(splitTotal(1, 'general_sales')).toMatchObject({ netMinor: 1, taxMinor: 0 });
    // 4 fils: 0.552 → 1
    expect(splitTotal(4, 'general_sales')).toMatchObject({ netMinor: 3, taxMinor: 1 });
  });

  it('rounds the tax to the nearest fil', () => {
    // 16/116 = 4/29 never lands on an exact half (8·total = 29·odd has no solution), so
    // round-half-up is round-to-nearest here.
    const wrong: number[] = [];
    for (let total = 1; total <= 20_000; total += 1) {
      if (splitTotal(total, 'general_sales').taxMinor !== Math.round((total * 4) / 29)) {
        wrong.push(total);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves an income invoice untaxed', () => {
    expect(splitTotal(30_000, 'income')).toEqual({
      netMinor: 30_000,
      taxMinor: 0,
      totalMinor: 30_000,
      taxPercent: 0,
    });
  });

  it.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %s', (total) => {
    expect(() => splitTotal(total, 'general_sales')).toThrow(RangeError);
    expect(() => splitTotal(total, 'income')).toThrow(RangeError);
  });

  it('refuses an unknown tax type', () => {
    expect(() => splitTotal(100, 'special_sales' as never)).toThrow(/tax type/);
  });

  it('always splits the total exactly, the tax within a fil of net × rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom(...INVOICE_TAX_TYPES),
        (total, taxType) => {
          const { netMinor, taxMinor, totalMinor, taxPercent } = splitTotal(total, taxType);
          const exact =
            totalMinor === total &&
            netMinor + taxMinor === total &&
            Number.isInteger(netMinor) &&
            Number.isInteger(taxMinor) &&
            netMinor > 0 &&
            taxMinor >= 0;
          if (taxType === 'income') return exact && taxPercent === 0 && taxMinor === 0;
          return (
            exact &&
            taxPercent === GENERAL_SALES_TAX_PERCENT &&
            Math.abs(taxMinor - (netMinor * taxPercent) / 100) <= 1
          );
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('formatFils', () => {
  it.each([
    [30_000, '30.000'],
    [1, '0.001'],
    [0, '0.000'],
    [1_234_567, '1234.567'],
    [10_000_000, '10000.000'],
    [-1_500, '-1.500'],
  ])('%d → %s', (minor, text) => {
    expect(formatFils(minor)).toBe(text);
  });

  it('refuses a fraction of a fil', () => {
    expect(() => formatFils(1.5)).toThrow(RangeError);
  });

  it('reads back to the same fils', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (minor) => Math.round(Number(formatFils(minor)) * 1000) === minor,
      ),
    );
  });
});
