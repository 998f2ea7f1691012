import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAppointmentSchema } from './appointments';
import { registerSchema } from './auth';
import { contactFormSchema } from './contact';
import { identityMessages, normalizePhone } from './phone';

const toArabicIndic = (s: string) =>
  s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });

describe('phone numbers (one rule for browser and server)', () => {
  it('reads every usual writing of a Jordanian mobile as 07XXXXXXXX (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('7', '8', '9'),
        digits(7),
        fc.constantFrom('0', '+962', '00962', '962'),
        fc.boolean(),
        fc.boolean(),
        (operator, rest, prefix, arabic, spaced) => {
          const local = `7${operator}${rest.join('')}`;
          let written = `${prefix}${local}`;
          if (spaced)
            written = `${prefix} ${local.slice(0, 2)}-${local.slice(2, 5)} ${local.slice(5)}`;
          if (arabic) written = toArabicIndic(written);
          expect(normalizePhone(written)).toBe(`0${local}`);
        },
      ),
    );
  });

  it('keeps real international numbers with their country code as E.164, refuses the rest', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('00966 55 123 4567')).toBe('+966551234567');
    expect(normalizePhone('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+971501234567');
    for (const bad of [
      'abcdefghij',
      '0612345678',
      '12',
      '0791234',
      '+9626123456',
      '+1',
      '07912345678',
      // The shape of a number, but no such number exists in those countries.
      '+44 12345',
      '+966 12',
      '+1 000 000 0000',
      '+999 1234 5678',
    ]) {
      expect(normalizePhone(bad), bad).toBeUndefined();
    }
  });

  it('never accepts letters (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (text) => {
        const result = normalizePhone(text);
        if (result !== undefined) expect(result).toMatch(/^(07[789]\d{7}|\+[1-9]\d{7,14})$/);
      }),
    );
  });

  it('refuses the booking of issue 22 with phone "abcdefghij", in Arabic', () => {
    const result = createAppointmentSchema.safeParse({
      serviceId: 'svc-x',
      consultationMode: 'office',
      date: '2030-01-06T09:00:00+03:00',
      contactName: 'سارة',
      contactEmail: 'sara@example.jo',
      contactPhone: 'abcdefghij',
      socialSecurityNumber: '12345678',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'contactPhone')?.message).toBe(
      identityMessages.phoneInvalid,
    );
    const ssn = createAppointmentSchema.safeParse({
      serviceId: 'svc-x',
      consultationMode: 'office',
      date: '2030-01-06T09:00:00+03:00',
      contactName: 'سارة',
      contactEmail: 'sara@example.jo',
      contactPhone: '0791234567',
      socialSecurityNumber: 'abcdefgh',
    });
    expect(ssn.error?.issues[0]?.message).toBe(identityMessages.digitsOnly);
  });

  it('keeps the spec’s message for a phone that is too short', () => {
    const result = contactFormSchema.safeParse({
      firstName: 'سارة',
      lastName: 'أحمد',
      email: 'sara@example.jo',
      phone: '079555',
      inquiryType: 'consultation',
      message: 'رسالة تجريبية طويلة بما يكفي',
    });
    expect(result.error?.issues.find((i) => i.path[0] === 'phone')?.message).toBe(
      'رقم الهاتف يجب أن يكون 10 أرقام على الأقل',
    );
  });
});

describe('identity numbers at registration', () => {
  const base = {
    password: 'kalimat-sir-9',
    confirmPassword: 'kalimat-sir-9',
    email: 'a@example.jo',
    nationality: 'jordanian',
    fullName: 'محمد أحمد',
    mobileNumber: '0791234567',
    termsAccepted: true,
  };

  it('accepts a 10-digit national id (Arabic-Indic too) and refuses any other length', () => {
    expect(registerSchema.safeParse({ ...base, nationalId: '٩٩٨١٢٣٤٥٦٧' }).data?.nationalId).toBe(
      '9981234567',
    );
    for (const bad of ['12345', '99812345678', '99812345ab']) {
      const result = registerSchema.safeParse({ ...base, nationalId: bad });
      expect(result.error?.issues[0]?.message, bad).toBe(identityMessages.nationalIdDigits);
    }
  });

  it('refuses a 2-digit mobile number', () => {
    expect(registerSchema.safeParse({ ...base, mobileNumber: '07' }).success).toBe(false);
  });

  it('wants a Jordanian mobile from a Jordanian, takes one from abroad from a non-Jordanian', () => {
    const abroad = { ...base, mobileNumber: '+44 7911 123456' };
    expect(registerSchema.safeParse(abroad).success).toBe(false);
    const foreigner = registerSchema.safeParse({ ...abroad, nationality: 'non-jordanian' });
    expect(foreigner.data?.mobileNumber).toBe('+447911123456');
  });
});
