/**
 * An amount in dinars as the site writes it (`formatJod` of `@ssc/contracts`, not a dependency of
 * this package; docs/glossary.md): the dinar agrees with its number — «دينار أردني واحد»,
 * «ديناران أردنيان», «5 دنانير أردنية», «30 ديناراً أردنياً», «100 دينار أردني» (from 100 the last
 * two digits decide) — and an amount with fils is «12.500 دينار أردني». Written out again here on
 * purpose: the suite checks the pages against the glossary, not against the code under test.
 */
const number = (amount: number, fils: boolean) =>
  new Intl.NumberFormat('ar-JO-u-nu-latn', {
    minimumFractionDigits: fils ? 3 : 0,
    maximumFractionDigits: 3,
  }).format(amount);

export function jod(amount: number): string {
  const minor = Math.round(amount * 1000);
  if (minor % 1000 !== 0) return `${number(amount, true)} دينار أردني`;
  const whole = minor / 1000;
  if (whole === 1) return 'دينار أردني واحد';
  if (whole === 2) return 'ديناران أردنيان';
  const lastTwo = whole >= 100 ? whole % 100 : whole;
  const text = number(whole, false);
  if (lastTwo >= 3 && lastTwo <= 10) return `${text} دنانير أردنية`;
  if (lastTwo >= 11) return `${text} ديناراً أردنياً`;
  return `${text} دينار أردني`;
}
