/**
 * Arabic number agreement for a counted noun (docs/glossary.md, issue 33.5): 1 and 2 are said by
 * the noun alone («مرة واحدة»، «مرتان»), 3–10 take the plural («3 مرات»), 11–99 the accusative
 * singular («11 مرة»، «30 ديناراً»), and from 100 on the last two digits decide: x00–x02 the
 * singular after a hundred («100 دينار»), x03–x10 the plural, x11–x99 the accusative singular.
 */
export interface CountForms {
  /** 1, whole: «مرة واحدة», «دينار أردني واحد». */
  one: string;
  /** 2, whole: «مرتان», «ديناران أردنيان». */
  two: string;
  /** 2 after a preposition or a noun it completes («لمدة دقيقتين»): «مرتين», «دقيقتين». */
  twoOblique?: string;
  /** After 3–10 (and x03–x10): «مرات», «دنانير أردنية». */
  few: string;
  /** After 11–99 (and x11–x99): «مرة», «ديناراً أردنياً». */
  many: string;
  /** After 0 and x00–x02 from 100 on: «مرة», «دينار أردني». */
  hundreds: string;
}

/** Where the count stands: on its own or as a subject, or after a preposition or noun. */
export type CountCase = 'nominative' | 'oblique';

/**
 * A whole count with its noun; `digits` is how the number is written (Latin, grouped or not).
 * Only the dual changes with the case («مرتان» / «مرتين»).
 */
export function countText(
  count: number,
  forms: CountForms,
  digits = String(count),
  grammaticalCase: CountCase = 'nominative',
): string {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return forms.one;
  if (n === 2) return grammaticalCase === 'oblique' ? (forms.twoOblique ?? forms.two) : forms.two;
  const lastTwo = n >= 100 ? n % 100 : n;
  if (lastTwo >= 3 && lastTwo <= 10) return `${digits} ${forms.few}`;
  if (lastTwo >= 11) return `${digits} ${forms.many}`;
  return `${digits} ${forms.hundreds}`;
}

const TIMES: CountForms = {
  one: 'مرة واحدة',
  two: 'مرتان',
  twoOblique: 'مرتين',
  few: 'مرات',
  many: 'مرة',
  hundreds: 'مرة',
};
const MINUTES: CountForms = {
  one: 'دقيقة واحدة',
  two: 'دقيقتان',
  twoOblique: 'دقيقتين',
  few: 'دقائق',
  many: 'دقيقة',
  hundreds: 'دقيقة',
};

/** «مرة واحدة»، «مرتان» (after a preposition «مرتين»)، «3 مرات»، «11 مرة» (never «(1 مرة)»). */
export const timesText = (count: number, grammaticalCase: CountCase = 'nominative') =>
  countText(count, TIMES, String(count), grammaticalCase);
/** «دقيقة واحدة»، «دقيقتان» (after «لمدة» «دقيقتين»)، «5 دقائق»، «30 دقيقة»، «60 دقيقة». */
export const minutesText = (count: number, grammaticalCase: CountCase = 'nominative') =>
  countText(count, MINUTES, String(count), grammaticalCase);
