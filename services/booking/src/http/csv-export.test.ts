import { describe, expect, it } from 'vitest';
import { spreadsheetPhone } from './csv-export';

/** What a spreadsheet would take for a number: digits alone (then it drops a leading 0). */
const readsAsNumber = (cell: string) => /^[+-]?\d+$/.test(cell);

describe('phones in the CSV exports', () => {
  it('groups a Jordanian mobile so a spreadsheet keeps its leading 0', () => {
    expect(spreadsheetPhone('0791234567')).toBe('079 123 4567');
    expect(readsAsNumber(spreadsheetPhone('0791234567'))).toBe(false);
  });

  it('writes a foreign number with 00 and a space, never a leading + (escaped as a formula)', () => {
    expect(spreadsheetPhone('+447700900123')).toBe('00 447700900123');
    expect(readsAsNumber(spreadsheetPhone('+447700900123'))).toBe(false);
  });
});
