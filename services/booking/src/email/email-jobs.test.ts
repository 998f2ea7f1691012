import { emailJobSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { confirmationEmail, confirmationJobId, expiryEmail, expiryJobId } from './email-jobs';

const appointment = {
  id: '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b',
  reference: 'SND-30-00042',
  startsAt: new Date('2030-01-06T06:00:00Z'),
  createdAt: new Date('2029-12-30T10:15:00Z'),
  consultationMode: 'office' as const,
  contactName: 'سارة <script>alert(1)</script>',
  contactEmail: 'sara@example.jo',
  description: 'وصف "مهم" & <b>عاجل</b>',
  userId: 'user-1',
};
const service = { nameAr: 'الاستشارات التقاعدية', price: 30 };
const publicUrl = 'https://sanad.example.jo';
const manageUrl = 'https://sanad.example.jo/appointments/manage?id=x&token=y';

describe("the booking's email jobs (data only; the worker renders them)", () => {
  it('carries the confirmation facts, the deadline and the checkout link, and fits the contract', () => {
    const job = confirmationEmail({
      appointment: { ...appointment, paymentDueAt: new Date('2029-12-30T06:30:00Z') },
      service,
      publicUrl,
      manageUrl,
    });
    expect(emailJobSchema.parse(job)).toEqual(job);
    expect(job).toMatchObject({
      template: 'booking-confirmation',
      to: 'sara@example.jo',
      name: appointment.contactName,
      appointmentId: appointment.id,
      reference: 'SND-30-00042',
      startsAt: '2030-01-06T06:00:00.000Z',
      bookedAt: '2029-12-30T10:15:00.000Z',
      consultationMode: 'office',
      service,
      paymentDueAt: '2029-12-30T06:30:00.000Z',
      description: appointment.description,
    });
    const link = new URL(job.checkoutUrl);
    expect(link.origin + link.pathname).toBe('https://sanad.example.jo/checkout');
    expect(link.searchParams.get('appointmentId')).toBe(appointment.id);
    expect(link.searchParams.get('price')).toBe('30');
    expect(link.searchParams.get('service')).toBe('الاستشارات التقاعدية');
    // The link's token: a guest who pays from the email may download the receipt there.
    expect(link.searchParams.get('token')).toBe(new URL(manageUrl).searchParams.get('token'));
    expect(link.searchParams.get('token')).toBeTruthy();
    expect(
      confirmationEmail({
        appointment: { ...appointment, paymentDueAt: null },
        service,
        publicUrl,
        manageUrl,
      }),
    ).not.toHaveProperty('paymentDueAt');
  });

  it('puts nothing a guest typed beyond the name in the job (an unverified address)', () => {
    const job = confirmationEmail({
      appointment: { ...appointment, userId: 'guest' },
      service,
      publicUrl,
      manageUrl,
    });
    expect(job).not.toHaveProperty('description');
    expect(JSON.stringify(job)).not.toContain('عاجل');
    expect(job.name).toBe(appointment.contactName);
  });

  it('carries the expiry facts and the link to book again', () => {
    const job = expiryEmail({ appointment, publicUrl });
    expect(emailJobSchema.parse(job)).toEqual(job);
    expect(job.bookAgainUrl).toBe('https://sanad.example.jo/booking');
    expect(JSON.stringify(job)).not.toContain('عاجل');
  });

  it('uses job ids BullMQ accepts', () => {
    expect(confirmationJobId(appointment.id)).toBe(`booking-confirmation-${appointment.id}`);
    expect(expiryJobId(appointment.id)).toBe(`booking-expired-${appointment.id}`);
    expect(confirmationJobId(appointment.id)).not.toContain(':');
  });
});
