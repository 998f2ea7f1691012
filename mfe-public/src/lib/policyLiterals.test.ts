// Issue 18: the policy numbers the pages show are the ones the services compute with. Every
// sentence of mfe-public that states the appointment policy (refund window, refund or deduction
// share, free reschedules) builds its number from `LIFECYCLE_POLICY`; this reads every source file
// and names any such sentence written with a literal number again (and the reply promise, whose
// number is `REPLY_WITHIN_HOURS`).
import { describe, expect, it } from 'vitest';

// Vite's glob import (the front ends are typed for the browser, without Node's fs).
declare global {
  interface ImportMeta {
    glob(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/** Every source file of the remote (tests aside), by path relative to this folder. */
const SOURCES = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Policy sentences with a literal number (a `${…}` or `{…}` in its place is what they must use). */
const POLICY_LITERALS: { rule: string; pattern: RegExp }[] = [
  { rule: 'full-refund window', pattern: /\d+\s*ساعة على الأقل/ },
  { rule: 'late-cancellation window', pattern: /خلال الـ\s*\d+\s*ساعة/ },
  { rule: 'refund or deduction share', pattern: /(?:يُسترد|يُخصم(?: منه)?|نسبة الـ)\s*\d+\s*%/ },
  { rule: 'free reschedules', pattern: /(?:مرة واحدة|مرتين|\d+\s*مرات?)\s*مجاناً/ },
  { rule: 'reply promise', pattern: /خلال\s*\d+\s*ساعة/ },
];

describe('the appointment policy in the pages', () => {
  it('is never written as a literal number', () => {
    expect(Object.keys(SOURCES)).toContain('../features/legal/RefundPolicyPage.tsx');
    const found = Object.entries(SOURCES).flatMap(([file, source]) =>
      source
        .split('\n')
        .flatMap((line, index) =>
          POLICY_LITERALS.filter(({ pattern }) => pattern.test(line)).map(
            ({ rule }) => `${file}:${index + 1} (${rule})`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('is found when written as one (the patterns match the sentences of the pages)', () => {
    for (const sentence of [
      'إلغاء الموعد قبل موعد الجلسة بـ 24 ساعة على الأقل.',
      'الإلغاء خلال الـ 24 ساعة السابقة للموعد',
      'يُسترد 50% من رسوم الاستشارة',
      'فيُخصم منه 50% من الرسوم',
      'يقتصر الخصم على نسبة الـ 50% المبينة أعلاه',
      'إعادة جدولة موعده مرة واحدة مجاناً',
      'ونؤكد موعدك خلال 24 ساعة',
    ]) {
      expect(POLICY_LITERALS.some(({ pattern }) => pattern.test(sentence))).toBe(true);
    }
  });
});
