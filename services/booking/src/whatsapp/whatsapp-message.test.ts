import type { AppointmentUpdateJob, PaymentReceiptJob } from '@ssc/contracts';
import { sampleConfirmationJob } from '@ssc/contracts/testing';
import { findTemplate, isAcceptableParameter, placeholders } from '@ssc/whatsapp';
import { describe, expect, it } from 'vitest';
import { whatsappForEmail } from './whatsapp-message';

const booked = sampleConfirmationJob();
const update = (changes: Partial<AppointmentUpdateJob>): AppointmentUpdateJob => ({
  template: 'appointment-update',
  to: booked.to,
  name: 'سارة  الأحمد\nمن عمّان',
  appointmentId: booked.appointmentId,
  reference: booked.reference,
  startsAt: booked.startsAt,
  bookedAt: booked.bookedAt,
  change: 'reminder',
  consultationMode: 'zoom',
  serviceName: 'الاستشارات التقاعدية',
  sequence: 2,
  confirmed: true,
  ...changes,
});
const receipt: PaymentReceiptJob = {
  template: 'payment-receipt',
  to: booked.to,
  receipt: {
    kind: 'appointment',
    reference: booked.reference,
    name: 'سارة الأحمد',
    serviceName: 'الاستشارات التقاعدية',
    startsAt: booked.startsAt,
    amountMinor: 30_500,
    method: 'card',
    paymentReference: 'pi_1',
    paidAt: booked.bookedAt,
  },
};

/** What Meta's template check does: one parameter per placeholder, each acceptable. */
function fitsItsTemplate(content: ReturnType<typeof whatsappForEmail>) {
  const template = content && findTemplate(content.template);
  expect(template).toBeDefined();
  expect(content?.bodyParameters).toHaveLength(new Set(placeholders(template!.body)).size);
  for (const parameter of content?.bodyParameters ?? [])
    expect(isAcceptableParameter(parameter)).toBe(true);
}

describe('the WhatsApp twin of each client email (issue 33.3)', () => {
  it('confirms a booking with the facts in order and the manage link as the button', () => {
    const content = whatsappForEmail(booked);
    expect(content).toEqual({
      template: 'appointment_booked',
      bodyParameters: [
        booked.name,
        'الاستشارات التقاعدية',
        'الأحد، 6 كانون الثاني 2030',
        '9:00 ص',
        'SND-30-00042',
      ],
      buttonUrlSuffix: `manage?id=${booked.appointmentId}&token=sample`,
    });
    fitsItsTemplate(content);
  });

  it('picks the 24 h or the 1 h reminder by the reminder that is due, and names the place', () => {
    const day = whatsappForEmail(update({}), { reminderMinutes: 1440 });
    const hour = whatsappForEmail(update({ consultationMode: 'office' }), { reminderMinutes: 60 });
    expect(day?.template).toBe('appointment_reminder_24h');
    expect(day?.bodyParameters[4]).toContain('Zoom');
    expect(hour?.template).toBe('appointment_reminder_1h');
    expect(hour?.bodyParameters[4]).toBe('مكتبنا في عمّان');
    // A name typed with new lines and double spaces still fits Meta's rules.
    expect(day?.bodyParameters[0]).toBe('سارة الأحمد من عمّان');
    fitsItsTemplate(day);
    fitsItsTemplate(hour);
  });

  it('says what comes back on a cancellation, and that nothing does when nothing was paid', () => {
    const refunded = whatsappForEmail(
      update({ change: 'cancelled', refund: { percent: 50, amount: 15 } }),
    );
    const unpaid = whatsappForEmail(
      update({ change: 'cancelled', refund: { percent: 0, amount: 0 } }),
    );
    expect(refunded?.template).toBe('appointment_cancelled');
    expect(refunded?.bodyParameters[5]).toContain('15');
    expect(unpaid?.bodyParameters[5]).toBe('لا يوجد مبلغ مسترد لهذا الحجز');
    fitsItsTemplate(refunded);
    fitsItsTemplate(unpaid);
  });

  it('tells a reschedule with the new day and time, and a receipt with the amount in dinars', () => {
    const moved = whatsappForEmail(update({ change: 'rescheduled' }));
    expect(moved?.template).toBe('appointment_rescheduled');
    fitsItsTemplate(moved);
    const paid = whatsappForEmail(receipt);
    expect(paid?.template).toBe('payment_receipt');
    expect(paid?.bodyParameters[2]).toMatch(/30\.5/);
    fitsItsTemplate(paid);
  });

  it('has no twin for the office’s confirmation, an expired hold or a service request’s receipt', () => {
    expect(whatsappForEmail(update({ change: 'confirmed' }))).toBeUndefined();
    expect(
      whatsappForEmail({
        template: 'booking-expired',
        to: booked.to,
        name: booked.name,
        appointmentId: booked.appointmentId,
        reference: booked.reference,
        startsAt: booked.startsAt,
        bookedAt: booked.bookedAt,
        bookAgainUrl: 'https://example.jo/booking',
      }),
    ).toBeUndefined();
    expect(
      whatsappForEmail({ ...receipt, receipt: { ...receipt.receipt, kind: 'service-request' } }),
    ).toBeUndefined();
  });
});
