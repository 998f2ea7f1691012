import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import {
  hasControlCharacter,
  isPersonName,
  optionalPersonName,
  personName,
  personNameMessage,
  plainText,
  textMessages,
} from './person-name';

describe('person names (issue 37, row 9)', () => {
  it.each([
    'محمد',
    'عبد الله',
    'مُحَمَّد',
    'محـــمد',
    'Sara',
    "O'Neil",
    'O’Neil',
    'Jean-Luc',
    'José Álvarez',
    'آل-خطيب',
  ])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
    expect(personName('firstName', 'x').parse(name)).toBe(name);
  });

  it.each([
    'محمد1',
    'محمد ٣',
    'www.evil.example',
    'https://evil.example',
    'a@b.example',
    'Sara\nClick here',
    '+962791234567',
    'سارة، أحمد',
    '-Sara',
    'Sara--Omar',
    'Сергей',
    '<b>x</b>',
  ])('refuses %j with the field-specific message', (name) => {
    const result = optionalPersonName('secondName').safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^(اسم الأب|النص)/);
  });

  it('trims and makes inner runs of spaces one', () => {
    expect(personName('fullName', 'x').parse('  عبد   الله  ')).toBe('عبد الله');
    expect(optionalPersonName('fullName').parse('   ')).toBeUndefined();
  });

  it('takes a minimum length for the forms that ask for two letters', () => {
    const contactName = personName('name', 'قصير', 2);
    expect(contactName.safeParse('م').error?.issues[0]?.message).toBe('قصير');
    expect(contactName.parse('مي')).toBe('مي');
  });

  it('names the field in its message', () => {
    expect(personNameMessage('fourthName')).toMatch(/^اسم العائلة /);
    expect(personNameMessage('firstName')).toMatch(/^الاسم الأول /);
  });
});

describe('control characters (issue 37, row 8)', () => {
  it('refuses any control character, at the edges too (never trimmed away)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f),
        fc.string(),
        (before, code, after) => {
          const text = `${before}${String.fromCharCode(code)}${after}`;
          expect(hasControlCharacter(text)).toBe(true);
          const result = plainText().trim().safeParse(text);
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacter);
        },
      ),
    );
  });
});

describe('registerSchema: usernames with @', () => {
  const base = {
    password: 'kalimat-sir-9',
    confirmPassword: 'kalimat-sir-9',
    email: 'owner@example.test',
    nationality: 'jordanian',
    fullName: 'محمد أحمد',
    mobileNumber: '0791234567',
    termsAccepted: true,
  };

  it("refuses someone else's email as a username", () => {
    const result = registerSchema.safeParse({ ...base, username: 'victim@example.test' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('username');
  });

  it('accepts the own email in any case and stores it as the email', () => {
    const result = registerSchema.parse({ ...base, username: 'Owner@Example.TEST' });
    expect(result.username).toBe('owner@example.test');
  });
});
