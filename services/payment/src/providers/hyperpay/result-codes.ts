/**
 * HyperPay (OPPWA) result codes, classified as its "Result codes" reference groups them by
 * pattern. Every answer carries `result.code`; the class, not the code, decides what we do.
 */
export type ResultClass = 'success' | 'review' | 'pending' | 'rejected';

const PATTERNS: [ResultClass, RegExp][] = [
  // Successfully processed transactions.
  ['success', /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.1[12]0)/],
  // Successfully processed, but the acquirer asks for a manual review (the money is taken).
  ['review', /^(000\.400\.0[^3]|000\.400\.100)/],
  // Pending: may still change (a 3-D Secure step, a bank's answer), short or long-lived.
  ['pending', /^(000\.200)/],
  ['pending', /^(800\.400\.5|100\.400\.500)/],
];

/** The class of a result code; anything not successful or pending was rejected. */
export function classifyResult(code: string): ResultClass {
  for (const [result, pattern] of PATTERNS) if (pattern.test(code)) return result;
  return 'rejected';
}

/** Money was taken (a reviewed transaction is still a processed one). */
export const isPaid = (code: string) => {
  const result = classifyResult(code);
  return result === 'success' || result === 'review';
};
