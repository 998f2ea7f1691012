import { describe, expect, it } from 'vitest';
import { authMessages, registerSchema } from './auth';

const base = {
  password: 'kalimat-sir-9',
  confirmPassword: 'kalimat-sir-9',
  email: 'sara@example.test',
  nationality: 'jordanian',
  mobileNumber: '0791234567',
  termsAccepted: true,
} as const;

const nameIssues = (input: Record<string, unknown>) => {
  const result = registerSchema.safeParse({ ...base, ...input });
  return result.success
    ? []
    : result.error.issues
        .filter((i) => ['fullName', 'firstName'].includes(String(i.path[0])))
        .map((i) => [i.path.join('.'), i.message]);
};

// docs/glossary.md: each of the four name fields says which one is missing; the single full
// name keeps the spec's «الاسم مطلوب».
describe('registration names (issue 33.4)', () => {
  it('keeps «الاسم مطلوب» on the full name when no name is given', () => {
    expect(nameIssues({})).toEqual([['fullName', authMessages.nameRequired]]);
    expect(authMessages.nameRequired).toBe('الاسم مطلوب');
  });

  it('names the missing first name when the other parts are sent', () => {
    expect(nameIssues({ secondName: 'أحمد', fourthName: 'الخطيب' })).toEqual([
      ['firstName', 'الاسم الأول مطلوب'],
    ]);
  });

  it('has a required message for each part, naming it', () => {
    expect([
      authMessages.firstNameRequired,
      authMessages.secondNameRequired,
      authMessages.thirdNameRequired,
      authMessages.fourthNameRequired,
    ]).toEqual(['الاسم الأول مطلوب', 'اسم الأب مطلوب', 'اسم الجد مطلوب', 'اسم العائلة مطلوب']);
  });
});
