import { authMessages, registerSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  joinWorkStatus,
  oldRegisterSchema,
  type RegisterFormValues,
  registerFormDefaults,
  registerFormSchema,
} from './schemas';

const validJordanian: RegisterFormValues = {
  ...registerFormDefaults,
  nationality: 'jordanian',
  firstName: 'محمد',
  secondName: 'أحمد',
  thirdName: 'سالم',
  fourthName: 'العبادي',
  nationalId: '9901234567',
  personalNumber: 'should-not-be-sent',
  mobileNumber: '0791234567',
  insuranceNumber: '',
  email: 'Mohammad@Example.com',
  confirmEmail: 'mohammad@example.com',
  password: 'Strong#Pass1',
  confirmPassword: 'Strong#Pass1',
  workStatus: ['متقاعد', 'منقطع'],
  termsAccepted: true,
};

/** Field → message of a failed parse, as react-hook-form shows them. */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );
}

describe('registration form of /auth', () => {
  it('builds the spec payload: fullName from the four parts, labels, joined work status', () => {
    const result = registerFormSchema.safeParse(validJordanian);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      username: 'mohammad@example.com',
      email: 'Mohammad@Example.com',
      nationality: 'jordanian',
      userNationality: 'أردني',
      fullName: 'محمد أحمد سالم العبادي',
      firstName: 'محمد',
      fourthName: 'العبادي',
      nationalId: '9901234567',
      confirmPassword: 'Strong#Pass1',
      confirmEmail: 'mohammad@example.com',
      // Display order of the toggles, whatever the order they were pressed in.
      workStatus: 'منقطع, متقاعد',
      termsAccepted: true,
    });
    expect(result.data?.personalNumber).toBeUndefined();
    // What the form submits is what the service accepts.
    expect(registerSchema.safeParse(result.data).success).toBe(true);
  });

  it('sends the personal number and not the national ID for a non-Jordanian', () => {
    const result = registerFormSchema.safeParse({
      ...validJordanian,
      nationality: 'non-jordanian',
      personalNumber: '٢٠٠٠١٢٣٤٥٦',
      insuranceNumber: '12345678',
      workStatus: [],
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      nationality: 'non-jordanian',
      userNationality: 'غير أردني',
      personalNumber: '٢٠٠٠١٢٣٤٥٦',
      socialSecurityNumber: '12345678',
      workStatus: '',
    });
    expect(result.data?.nationalId).toBeUndefined();
    const parsed = registerSchema.parse(result.data);
    expect(parsed.personalNumber).toBe('2000123456');
    expect(parsed.workStatus).toBeUndefined();
  });

  it.each([['+962791234567'], ['00962 79 123 4567'], ['٠٧٩١٢٣٤٥٦٧'], ['+٩٦٢٧٧١٢٣٤٥٦٧']])(
    'accepts the Jordanian mobile %s',
    (mobileNumber) => {
      expect(registerFormSchema.safeParse({ ...validJordanian, mobileNumber }).success).toBe(true);
    },
  );

  it('accepts a Jordanian’s mobile abroad, as E.164 (issue 33)', () => {
    const result = registerFormSchema.safeParse({
      ...validJordanian,
      mobileNumber: '+971501234567',
    });
    expect(result.success).toBe(true);
  });

  it('rejects a mobile number that is not Jordanian with the example in the message', () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({ ...validJordanian, mobileNumber: '0612345678' }),
    );
    expect(errors).toEqual({ mobileNumber: authMessages.mobileInvalid });
    expect(errors.mobileNumber).toContain('0791234567');
    expect(errors.mobileNumber).toContain('+971501234567');
  });

  it('reports every problem at once, on the form field that shows it, in Arabic', () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({
        ...registerFormDefaults,
        firstName: 'محمد',
        email: 'not-an-email',
        confirmEmail: 'other@example.com',
        password: 'short',
        confirmPassword: 'different',
      }),
    );
    expect(errors).toEqual({
      secondName: authMessages.secondNameRequired,
      thirdName: authMessages.thirdNameRequired,
      fourthName: authMessages.fourthNameRequired,
      email: authMessages.emailInvalid,
      confirmEmail: authMessages.emailsMismatch,
      password: authMessages.passwordMin,
      confirmPassword: authMessages.passwordsMismatch,
      mobileNumber: authMessages.mobileRequired,
      termsAccepted: authMessages.termsRequired,
    });
  });

  it('requires the terms consent, with its message on the checkbox', () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({ ...validJordanian, termsAccepted: false }),
    );
    expect(errors).toEqual({ termsAccepted: authMessages.termsRequired });
  });

  it("puts each empty field's own message under it (never the username's under the email)", () => {
    const errors = errorsOf(registerFormSchema.safeParse(registerFormDefaults));
    expect(errors.email).toBe(authMessages.emailInvalid);
    expect(Object.values(errors)).not.toContain(authMessages.usernameMin);
    expect(errors.password).toBe(authMessages.passwordMin);
    expect(errors.mobileNumber).toBe(authMessages.mobileRequired);
  });

  it('uses the spec messages for mismatched emails, empty confirmation and no nationality', () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({
        ...validJordanian,
        nationality: null,
        confirmEmail: 'someone-else@example.com',
        confirmPassword: '',
      }),
    );
    expect(errors).toEqual({
      nationality: authMessages.nationalityRequired,
      confirmEmail: authMessages.emailsMismatch,
      confirmPassword: authMessages.confirmPasswordRequired,
    });
  });

  it('requires the first name part when the whole name is empty', () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({
        ...validJordanian,
        firstName: ' ',
        secondName: '',
        thirdName: '',
        fourthName: '',
      }),
    );
    expect(errors.firstName).toBe(authMessages.firstNameRequired);
    expect(Object.keys(errors).sort()).toEqual(
      ['firstName', 'fourthName', 'secondName', 'thirdName'].sort(),
    );
  });
});

describe('joinWorkStatus', () => {
  it('joins the selected labels with a comma and a space in display order', () => {
    expect(joinWorkStatus(['مشترك', 'منقطع', 'متقاعد'])).toBe('منقطع, مشترك, متقاعد');
    expect(joinWorkStatus(['مشترك'])).toBe('مشترك');
    expect(joinWorkStatus(['unknown'])).toBe('');
  });
});

const validOld: RegisterFormValues = {
  ...registerFormDefaults,
  firstName: 'ليلى',
  secondName: 'خالد',
  thirdName: 'محمود',
  fourthName: 'الحسن',
  username: 'laila.h',
  email: 'laila@example.com',
  password: 'Another#Pass9',
  mobileNumber: '0771234567',
  insuranceNumber: '٨٨٧٧٦٦٥٥',
  nationality: 'jordanian',
  termsAccepted: true,
};

describe('registration form of /old-auth', () => {
  it('submits the registration payload with the four parts joined and the username', () => {
    const result = oldRegisterSchema.safeParse(validOld);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      username: 'laila.h',
      email: 'laila@example.com',
      fullName: 'ليلى خالد محمود الحسن',
      password: 'Another#Pass9',
      confirmPassword: 'Another#Pass9',
      mobileNumber: '0771234567',
      socialSecurityNumber: '٨٨٧٧٦٦٥٥',
      nationality: 'jordanian',
      userNationality: 'أردني',
      termsAccepted: true,
    });
    const parsed = registerSchema.parse(result.data);
    expect(parsed).toMatchObject({ firstName: 'ليلى', lastName: 'الحسن' });
    expect(parsed.socialSecurityNumber).toBe('88776655');
  });

  it('requires the terms, a 3-character username and an 8-character password', () => {
    const errors = errorsOf(
      oldRegisterSchema.safeParse({
        ...validOld,
        termsAccepted: false,
        username: 'ab',
        password: '1234567',
        fourthName: '',
      }),
    );
    expect(errors).toEqual({
      termsAccepted: authMessages.termsRequired,
      username: authMessages.usernameMin,
      password: authMessages.passwordMin,
      fourthName: authMessages.fourthNameRequired,
    });
  });
});
