import { describe, expect, it } from 'vitest';
import { embeddingLevels, fontkitPieces, isolate, lineRuns, ltr, visualRuns } from './rtl';

describe('visualRuns: one line in bidi order, from left to right', () => {
  it('keeps an Arabic line one right-to-left run, in reading order', () => {
    expect(visualRuns('رقم المرجع')).toEqual([{ text: 'رقم المرجع', rtl: true }]);
  });

  it('puts a number left of the Arabic that comes before it, digits in order', () => {
    expect(visualRuns('12.500 دينار أردني')).toEqual([
      { text: ' دينار أردني', rtl: true },
      { text: '12.500', rtl: false },
    ]);
    // formatJod's grammatical forms (issue 33.5): the tanween stays on its letter, in the run.
    expect(visualRuns('30 ديناراً أردنياً')).toEqual([
      { text: ' ديناراً أردنياً', rtl: true },
      { text: '30', rtl: false },
    ]);
    expect(visualRuns('تحويل فوري عبر CliQ')).toEqual([
      { text: 'CliQ', rtl: false },
      { text: 'تحويل فوري عبر ', rtl: true },
    ]);
    expect(visualRuns('المرجع SND-26-00042 هنا')).toEqual([
      { text: ' هنا', rtl: true },
      { text: 'SND-26-00042', rtl: false },
      { text: 'المرجع ', rtl: true },
    ]);
  });

  it('needs ltr() for a phone number: its spaces would otherwise take the line direction', () => {
    // UAX #9 N1: between numbers, a space takes the paragraph's direction, so the groups swap.
    expect(visualRuns('رقم الهاتف: 06 565 4321').map((r) => r.text)).toEqual([
      '4321',
      ' ',
      '565',
      ' ',
      '06',
      'رقم الهاتف: ',
    ]);
    expect(visualRuns(`رقم الهاتف: ${ltr('06 565 4321')}`)).toEqual([
      { text: '06 565 4321', rtl: false },
      { text: 'رقم الهاتف: ', rtl: true },
    ]);
    expect(visualRuns(isolate('SND-26-00042'))).toEqual([{ text: 'SND-26-00042', rtl: false }]);
  });

  it('mirrors brackets in right-to-left runs', () => {
    expect(visualRuns('التل (الجاردنز)')).toEqual([{ text: 'التل )الجاردنز(', rtl: true }]);
  });

  it('lays out a left-to-right paragraph with an Arabic word inside', () => {
    expect(visualRuns('Receipt إيصال paid', 'ltr')).toEqual([
      { text: 'Receipt ', rtl: false },
      { text: 'إيصال', rtl: true },
      { text: ' paid', rtl: false },
    ]);
    // A number right after Arabic belongs to it (UAX #9 W2): «إيصال 1» reads as one Arabic phrase.
    expect(visualRuns('Receipt إيصال 1', 'ltr').map((r) => r.text)).toEqual([
      'Receipt ',
      '1',
      'إيصال ',
    ]);
  });
});

describe('lineRuns: one line of a wrapped paragraph', () => {
  it('orders only that line', () => {
    const text = 'مرحبا بكم SND-26-00042 في الموقع';
    const levels = embeddingLevels(text, 'rtl');
    expect(lineRuns(text, levels, 0, 8)).toEqual([{ text: 'مرحبا بكم', rtl: true }]);
    expect(lineRuns(text, levels, 10, 24)).toEqual([
      { text: ' في', rtl: true },
      { text: 'SND-26-00042', rtl: false },
    ]);
    expect(lineRuns(text, levels, 26, text.length - 1)).toEqual([{ text: 'الموقع', rtl: true }]);
  });
});

describe('fontkitPieces: what pdfkit is given so that fontkit draws a run in its direction', () => {
  it('gives an Arabic run as it is: fontkit shapes it and reverses its glyphs itself', () => {
    expect(fontkitPieces({ text: 'إيصال دفع', rtl: true })).toEqual(['إيصال دفع']);
    expect(fontkitPieces({ text: ')الجاردنز(', rtl: true })).toEqual([')الجاردنز(']);
  });

  it('reverses what fontkit would lay out the other way round', () => {
    // Arabic-Indic digits are of the Arabic script: fontkit would draw ١٢٣ as ٣٢١.
    expect(fontkitPieces({ text: '١٢٣', rtl: false })).toEqual(['٣٢١']);
    expect(fontkitPieces({ text: 'No. ١٢', rtl: false })).toEqual(['No. ', '٢١']);
    // Punctuation only, right to left: fontkit sees no script and would keep the typed order.
    expect(fontkitPieces({ text: '».', rtl: true })).toEqual(['.»']);
  });

  it('keeps Latin runs in order', () => {
    expect(fontkitPieces({ text: 'SND-26-00042', rtl: false })).toEqual(['SND-26-00042']);
  });
});
