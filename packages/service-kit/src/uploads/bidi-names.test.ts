import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-rules';
import { attachmentDisposition } from './send-file';

// Issue 37 row 7: `report\u202eexe.pdf` shows as `reportfdp.exe`. Every direction control and
// invisible formatting character goes, so the name shown ends with the extension that was checked.
const BIDI = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];

describe('file names with direction controls', () => {
  it('are stored without the override, the real extension last', () => {
    expect(cleanFileName('report\u202eexe.pdf')).toBe('reportexe.pdf');
    for (const mark of BIDI) {
      const clean = cleanFileName(`كشف${mark}gpj.exe${mark}.pdf`);
      expect(clean).toBe('كشفgpj.exe.pdf');
      expect(clean.endsWith('.pdf')).toBe(true);
    }
    expect(cleanFileName('a\u0000b\u0085c\ufeff\u200b.png')).toBe('abc.png');
    // Joiners are letters' business in Persian and Arabic spellings: kept.
    expect(cleanFileName('می\u200cخواهم.pdf')).toBe('می\u200cخواهم.pdf');
  });

  it('are offered back without the override, even for a name stored before the fix', () => {
    const header = attachmentDisposition('report\u202eexe.pdf');
    expect(header).toBe(`attachment; filename="reportexe.pdf"; filename*=UTF-8''reportexe.pdf`);
    for (const mark of BIDI) {
      const encoded = encodeURIComponent(mark);
      expect(attachmentDisposition(`x${mark}.pdf`)).not.toContain(encoded);
    }
  });
});
