import { createAppointmentSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { appointmentFormData, type BookingValues } from './createAppointment';

const values: BookingValues = {
  serviceId: 'svc-salary-adjustments',
  consultationMode: 'teams',
  day: '2026-03-17',
  time: '11:00',
  contactName: 'سارة الخطيب',
  contactEmail: 'sara@example.jo',
  contactPhone: '0791234567',
  socialSecurityNumber: '12345678',
  description: 'استفسار عن تعديل الراتب',
  whatsappConsent: false,
};

describe('appointmentFormData', () => {
  it('sends the contract’s fields with the ISO date, and each file as `files`', () => {
    const pdf = new File(['%PDF-1.4'], 'كشف.pdf', { type: 'application/pdf' });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'scan.png', { type: 'image/png' });
    const form = appointmentFormData(values, [pdf, png]);

    const fields = Object.fromEntries(
      [...form.entries()].filter(([name]) => name !== 'files').map(([k, v]) => [k, String(v)]),
    );
    expect(fields.date).toBe('2026-03-17T11:00:00+03:00');
    expect(Object.keys(fields).sort()).toEqual(Object.keys(createAppointmentSchema.shape).sort());
    expect(createAppointmentSchema.parse(fields)).toMatchObject({
      serviceId: 'svc-salary-adjustments',
      consultationMode: 'teams',
      contactEmail: 'sara@example.jo',
    });
    const sent = form.getAll('files') as File[];
    expect(sent.map((f) => f.name)).toEqual(['كشف.pdf', 'scan.png']);
  });

  it('sends the WhatsApp consent as the multipart checkbox the contract reads (issue 33.3)', () => {
    const agreed = appointmentFormData({ ...values, whatsappConsent: true }, []);
    expect(agreed.get('whatsappConsent')).toBe('true');
    const declined = appointmentFormData(values, []);
    expect(declined.get('whatsappConsent')).toBe('false');
    const parse = (form: FormData) =>
      createAppointmentSchema.parse(Object.fromEntries(form.entries())).whatsappConsent;
    expect(parse(agreed)).toBe(true);
    expect(parse(declined)).toBe(false);
  });

  it('never sends what the server owns', () => {
    const form = appointmentFormData(values, []);
    for (const owned of ['userId', 'status', 'paymentStatus']) expect(form.has(owned)).toBe(false);
    expect(form.getAll('files')).toEqual([]);
  });
});
