import { describe, expect, it } from 'vitest';
import { bookingContactSchema, bookingMessages } from './appointments';
import { contactMessages } from './constants';
import { contactFormSchema } from './contact';
import {
  cashPaymentSchema,
  createPaymentIntentSchema,
  paymentMessages,
  serviceRequestFormSchema,
} from './payments';

/** The messages of a failed parse, by field. */
function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
  );
}

// Issue 33.5: every message names its field, in Arabic; the spec's own texts stay as they are.
describe('each field says its own message', () => {
  it('the service request: too long is said per field, never in zod’s English', () => {
    const messages = messagesOf(
      serviceRequestFormSchema.safeParse({
        fullName: 'سارة الخطيب',
        email: 'sara@example.jo',
        phone: '0791234567',
        company: 'ش'.repeat(201),
        address: 'ع'.repeat(501),
        serviceDetails: 'ت'.repeat(5001),
      }),
    );
    expect(messages).toEqual({
      company: paymentMessages.companyMax,
      address: paymentMessages.addressMax,
      serviceDetails: paymentMessages.serviceDetailsMax,
    });
    expect(paymentMessages.companyMax).toMatch(/^اسم المنشأة أو الشركة /);
    expect(paymentMessages.addressMax).toMatch(/^العنوان /);
    expect(paymentMessages.serviceDetailsMax).toMatch(/^تفاصيل الخدمة /);
  });

  it('the service request’s required fields keep their own messages', () => {
    expect(messagesOf(serviceRequestFormSchema.safeParse({}))).toEqual({
      fullName: paymentMessages.fullNameMin,
      email: paymentMessages.emailInvalid,
      phone: paymentMessages.phoneMin,
      address: paymentMessages.addressMin,
      serviceDetails: paymentMessages.serviceDetailsMin,
    });
  });

  it('a payment without its appointment names the appointment, not «رقم الموعد»', () => {
    for (const schema of [createPaymentIntentSchema, cashPaymentSchema]) {
      expect(messagesOf(schema.safeParse({ appointmentId: ' ' }))).toEqual({
        appointmentId: paymentMessages.appointmentRequired,
      });
      expect(messagesOf(schema.safeParse({ appointmentId: 'x'.repeat(101) }))).toEqual({
        appointmentId: paymentMessages.appointmentRequired,
      });
    }
    expect(paymentMessages.appointmentRequired).not.toContain('رقم الموعد');
  });

  it('the contact form: each field its message, the message’s length too', () => {
    expect(messagesOf(contactFormSchema.safeParse({}))).toEqual({
      firstName: contactMessages.firstNameMin,
      lastName: contactMessages.lastNameMin,
      email: contactMessages.emailInvalid,
      phone: contactMessages.phoneMin,
      inquiryType: contactMessages.inquiryTypeRequired,
      message: contactMessages.messageMin,
    });
    const long = contactFormSchema.safeParse({
      firstName: 'سارة',
      lastName: 'الخطيب',
      email: 'sara@example.jo',
      phone: '0791234567',
      inquiryType: 'other',
      message: 'ر'.repeat(5001),
    });
    expect(messagesOf(long)).toEqual({ message: contactMessages.messageMax });
  });

  it('the booking form: each field its message, the description’s length too', () => {
    expect(messagesOf(bookingContactSchema.safeParse({}))).toEqual({
      serviceId: bookingMessages.serviceRequired,
      contactName: bookingMessages.contactNameMin,
      contactEmail: bookingMessages.contactEmailInvalid,
      contactPhone: bookingMessages.contactPhoneMin,
      socialSecurityNumber: bookingMessages.socialSecurityMin,
    });
    const long = bookingContactSchema.safeParse({
      serviceId: 'svc-1',
      contactName: 'سارة الخطيب',
      contactEmail: 'sara@example.jo',
      contactPhone: '0791234567',
      socialSecurityNumber: '12345678',
      description: 'و'.repeat(2001),
    });
    expect(messagesOf(long)).toEqual({ description: bookingMessages.descriptionMax });
  });
});
