import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getCountries, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { createAppointmentSchema } from './appointments';
import { registerSchema } from './auth';
import { contactFormSchema } from './contact';
import { identityMessages, normalizePhone, PHONE_EXAMPLE, PHONE_HINT, toE164 } from './phone';

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

  it('takes a mobile from abroad from a Jordanian and a non-Jordanian alike (issue 33)', () => {
    const dubai = registerSchema.safeParse({ ...base, mobileNumber: '+971501234567' });
    expect(dubai.error).toBeUndefined();
    expect(dubai.data?.mobileNumber).toBe('+971501234567');
    const abroad = { ...base, mobileNumber: '+44 7911 123456' };
    expect(registerSchema.safeParse(abroad).data?.mobileNumber).toBe('+447911123456');
    const foreigner = registerSchema.safeParse({ ...abroad, nationality: 'non-jordanian' });
    expect(foreigner.data?.mobileNumber).toBe('+447911123456');
    const local = registerSchema.safeParse({ ...base, nationality: 'non-jordanian' });
    expect(local.data?.mobileNumber).toBe('0791234567');
  });
});

// libphonenumber-js's example mobile of every country it knows: one real number per country.
const exampleNumbers = getCountries().flatMap((country) => {
  const example = getExampleNumber(country, examples);
  return example ? [{ country, e164: example.number as string }] : [];
});

describe('any real number of any country, for both nationalities (issue 33)', () => {
  const base = {
    password: 'kalimat-sir-9',
    confirmPassword: 'kalimat-sir-9',
    email: 'a@example.jo',
    fullName: 'محمد أحمد',
    termsAccepted: true,
  };
  const jordanianForm = (e164: string) => (e164.startsWith('+962') ? `0${e164.slice(4)}` : e164);

  it('has an example for (nearly) every country', () => {
    expect(exampleNumbers.length).toBeGreaterThan(200);
  });

  it('accepts every country’s example number, in E.164 and with 00, at registration (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...exampleNumbers),
        fc.constantFrom('jordanian', 'non-jordanian'),
        fc.constantFrom('+', '00'),
        ({ e164 }, nationality, prefix) => {
          const written = `${prefix}${e164.slice(1)}`;
          expect(normalizePhone(written)).toBe(jordanianForm(e164));
          const result = registerSchema.safeParse({ ...base, nationality, mobileNumber: written });
          expect(result.data?.mobileNumber).toBe(jordanianForm(e164));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts each one (every country checked once)', () => {
    const refused = exampleNumbers.filter(({ e164 }) => normalizePhone(e164) === undefined);
    expect(refused).toEqual([]);
  });

  it('refuses a country’s example cut short or with digits added, for both nationalities (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...exampleNumbers),
        fc.constantFrom('jordanian', 'non-jordanian'),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        ({ e164 }, nationality, by, cut) => {
          const written = cut
            ? e164.slice(0, Math.max(2, e164.length - by))
            : `${e164}${'5'.repeat(by)}`;
          // Only what libphonenumber itself calls invalid: a few countries have numbers of many lengths.
          fc.pre(!parsePhoneNumberFromString(written)?.isValid());
          expect(normalizePhone(written)).toBeUndefined();
          const result = registerSchema.safeParse({ ...base, nationality, mobileNumber: written });
          expect(result.error?.issues.find((i) => i.path[0] === 'mobileNumber')?.message).toBe(
            identityMessages.phoneInvalid,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses any text that is no number at all, for both nationalities (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 30 }).filter((t) => !/\d/.test(t) && t.trim() !== ''),
        fc.constantFrom('jordanian', 'non-jordanian'),
        (text, nationality) => {
          const result = registerSchema.safeParse({ ...base, nationality, mobileNumber: text });
          expect(result.success).toBe(false);
        },
      ),
    );
  });

  it('shows both forms, each kept left-to-right inside the Arabic, in the hint and the messages', () => {
    for (const text of [PHONE_EXAMPLE, PHONE_HINT, identityMessages.phoneInvalid]) {
      expect(text).toContain('\u20660791234567\u2069');
      expect(text).toContain('\u2066+971501234567\u2069');
      expect(text).toContain('رمز الدولة');
    }
  });
});

describe('toE164 (the address WhatsApp needs, issue 33.3)', () => {
  it('writes a stored Jordanian mobile with +962 and keeps an international number', () => {
    expect(toE164('0791234567')).toBe('+962791234567');
    expect(toE164('+971501234567')).toBe('+971501234567');
    expect(toE164('٠٧٩١٢٣٤٥٦٧')).toBe('+962791234567');
  });

  it('gives nothing for what is no phone', () => {
    expect(toE164('0612345678')).toBeUndefined();
    expect(toE164('abc')).toBeUndefined();
  });
});
