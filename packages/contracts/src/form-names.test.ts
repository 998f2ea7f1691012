import { describe, expect, it } from 'vitest';
import { bookingMessages, createAppointmentSchema } from './appointments';
import { contactFormSchema, contactMessages } from './contact';
import { createServicePaymentIntentSchema, paymentMessages } from './payments';
import { multilineText, personNameMessage, plainText, textMessages } from './person-name';

/**
 * Issue 37, row 9: the booking, contact and service-request forms take a person's name that the
 * site's own emails repeat to any address. A URL, a phone number or new lines in it would make
 * those emails a phishing relay, so every form refuses them under the name's own field.
 */

const booking = {
  serviceId: 'svc-1',
  contactName: 'سارة أحمد',
  contactEmail: 'sara@example.test',
  contactPhone: '0791234567',
  socialSecurityNumber: '12345678',
  date: '2030-01-06T09:00:00.000Z',
  description: 'سطر أول\nسطر ثانٍ\tبمسافة',
};
const contact = {
  firstName: 'سارة',
  lastName: "O'Neil",
  email: 'sara@example.test',
  phone: '0791234567',
  inquiryType: 'consultation',
  message: 'مرحباً،\r\nأرغب في الاستفسار عن الخدمات.',
};
const serviceRequest = {
  fullName: 'Jean-Luc Picard',
  email: 'jl@example.test',
  phone: '0791234567',
  company: 'شركة الأمل',
  address: 'عمّان، شارع الجامعة 12',
  serviceDetails: 'تفاصيل الطلب:\n- أولاً\n- ثانياً',
  serviceId: 'svc-1',
  amount: 25,
};

const forms = [
  {
    form: 'booking',
    schema: createAppointmentSchema,
    valid: booking,
    field: 'contactName',
    label: personNameMessage('fullName'),
  },
  {
    form: 'contact (first name)',
    schema: contactFormSchema,
    valid: contact,
    field: 'firstName',
    label: personNameMessage('firstName'),
  },
  {
    form: 'contact (last name)',
    schema: contactFormSchema,
    valid: contact,
    field: 'lastName',
    label: personNameMessage('lastName'),
  },
  {
    form: 'service request',
    schema: createServicePaymentIntentSchema,
    valid: serviceRequest,
    field: 'fullName',
    label: personNameMessage('fullName'),
  },
] as const;

function issuesOf(
  schema: (typeof forms)[number]['schema'],
  value: Record<string, unknown>,
): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe.each(forms)('$form form: the name is letters only', ({ schema, valid, field, label }) => {
  it('accepts the valid form (multi-line text keeps its lines)', () => {
    expect(issuesOf(schema, valid)).toEqual([]);
  });

  it.each([
    ['a URL', 'Ali http://evil.example'],
    ['a bare domain', 'Ali evil.example'],
    ['a phone number', 'Ali 0791234567'],
    ['Arabic-Indic digits', 'علي ٠٧٩١٢٣٤٥٦٧'],
    ['an email address', 'ali@evil.example'],
  ])('refuses %s under the field with its Arabic message', (_what, name) => {
    expect(issuesOf(schema, { ...valid, [field]: name })).toEqual([
      { path: field, message: label },
    ]);
  });

  it.each([
    ['a new line', 'Ali\nClick https://evil.example'],
    ['a carriage return', 'Ali\rSara'],
    ['a NUL byte', 'Ali\u0000'],
    ['a leading new line', '\nAli'],
  ])('refuses %s as a control character', (_what, name) => {
    expect(issuesOf(schema, { ...valid, [field]: name })).toEqual([
      { path: field, message: textMessages.controlCharacter },
    ]);
  });

  it('still asks for two letters with the existing message', () => {
    const [issue] = issuesOf(schema, { ...valid, [field]: 'م' });
    expect(issue?.path).toBe(field);
    expect(issue?.message).toMatch(/حرفين على الأقل/);
  });
});

describe('the forms keep their minimum-length messages', () => {
  it.each([
    [createAppointmentSchema, booking, 'contactName', bookingMessages.contactNameMin],
    [contactFormSchema, contact, 'firstName', contactMessages.firstNameMin],
    [contactFormSchema, contact, 'lastName', contactMessages.lastNameMin],
    [createServicePaymentIntentSchema, serviceRequest, 'fullName', paymentMessages.fullNameMin],
  ] as const)('%#: missing or one letter', (schema, valid, field, message) => {
    const { [field]: _dropped, ...missing } = valid as Record<string, unknown>;
    expect(issuesOf(schema, missing)).toEqual([{ path: field, message }]);
    expect(issuesOf(schema, { ...valid, [field]: ' ب ' })).toEqual([{ path: field, message }]);
  });

  it('keeps the names, trimmed and with single inner spaces', () => {
    expect(
      createAppointmentSchema.parse({ ...booking, contactName: '  سارة   أحمد ' }),
    ).toMatchObject({ contactName: 'سارة أحمد' });
    expect(contactFormSchema.parse(contact)).toMatchObject({
      firstName: 'سارة',
      lastName: "O'Neil",
    });
  });

  it('keeps the old maximum lengths', () => {
    const long = (n: number) => 'ا'.repeat(n);
    expect(issuesOf(createAppointmentSchema, { ...booking, contactName: long(120) })).toEqual([]);
    expect(issuesOf(createAppointmentSchema, { ...booking, contactName: long(121) })).toEqual([
      { path: 'contactName', message: personNameMessage('fullName') },
    ]);
    expect(issuesOf(contactFormSchema, { ...contact, firstName: long(81) })).toEqual([
      { path: 'firstName', message: personNameMessage('firstName') },
    ]);
  });
});

describe('free text around the names refuses control characters (issue 37, row 8)', () => {
  it.each([
    [createAppointmentSchema, booking, 'description'],
    [contactFormSchema, contact, 'message'],
    [createServicePaymentIntentSchema, serviceRequest, 'serviceDetails'],
  ] as const)('multi-line %2$s: lines and tabs yes, NUL and others no', (schema, valid, field) => {
    const text = 'نص طويل بما يكفي\n\tسطر ثانٍ\r\n';
    expect(issuesOf(schema, { ...valid, [field]: text })).toEqual([]);
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u0085', '\u007f']) {
      expect(issuesOf(schema, { ...valid, [field]: `نص طويل بما يكفي ${bad} هنا` })).toEqual([
        { path: field, message: textMessages.controlCharacter },
      ]);
    }
  });

  it.each([
    ['company', 'شركة\nالأمل'],
    ['company', 'شركة\u0000'],
    ['address', 'عمّان\nشارع الجامعة'],
    ['address', 'عمّان\tشارع الجامعة'],
  ] as const)('single-line service-request %s refuses %j', (field, value) => {
    expect(
      issuesOf(createServicePaymentIntentSchema, { ...serviceRequest, [field]: value }),
    ).toEqual([{ path: field, message: textMessages.controlCharacter }]);
  });

  it('multilineText() and plainText() differ only on tabs and line breaks', () => {
    for (const c of ['\n', '\r', '\t']) {
      expect(multilineText().safeParse(`a${c}b`).success).toBe(true);
      expect(plainText().safeParse(`a${c}b`).success).toBe(false);
    }
    for (let code = 0; code <= 0x9f; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
      const result = multilineText().safeParse(`a${String.fromCharCode(code)}b`);
      expect(result.error?.issues[0]?.message).toBe(textMessages.controlCharacter);
    }
  });
});
