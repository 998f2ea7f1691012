import { CONTACT_DETAILS, emailMessageSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookingConfirmationEmail,
  confirmationJobId,
  escapeHtml,
  formatAmmanDate,
  formatAmmanTime,
} from './confirmation-email';
import { fold } from './ics';

const base = {
  appointment: {
    id: '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b',
    reference: 'SND-30-00042',
    startsAt: new Date('2030-01-06T06:00:00Z'), // Sunday 09:00 in Amman
    createdAt: new Date('2029-12-30T10:15:00Z'),
    consultationMode: 'office' as const,
    contactName: 'سارة <script>alert(1)</script>',
    contactEmail: 'sara@example.jo',
    description: 'وصف "مهم" & <b>عاجل</b>',
    userId: 'user-1',
  },
  service: { nameAr: 'الاستشارات التقاعدية', price: 30 },
  siteName: 'سند للاستشارات',
  publicUrl: 'https://sanad.example.jo',
};

describe('the booking confirmation email', () => {
  it('is a valid email job with the date and time in Amman, in Arabic with Latin digits', () => {
    const message = emailMessageSchema.parse(bookingConfirmationEmail(base));
    expect(formatAmmanDate(base.appointment.startsAt)).toBe('الأحد، 6 كانون الثاني 2030');
    expect(formatAmmanTime(base.appointment.startsAt)).toBe('9:00 ص');
    expect(message.to).toBe('sara@example.jo');
    expect(message.subject).toContain('الأحد، 6 كانون الثاني 2030');
    expect(message.subject).toContain('SND-30-00042');
    expect(message.text).toContain('رقم الحجز: SND-30-00042');
    for (const body of [message.text, message.html]) {
      expect(body).toContain('الاستشارات التقاعدية');
      expect(body).toContain('9:00 ص');
      expect(body).toContain('خلال 24 ساعة');
      expect(body).toContain('استرداد كامل المبلغ');
      expect(body).toContain('50%');
      expect(body).toContain(CONTACT_DETAILS.addressAr);
      expect(body).toContain('30 دينار أردني');
    }
    expect(message.html).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('states the payment deadline when online payment holds the slot, and none otherwise', () => {
    // 06:30 UTC = 09:30 in Amman on Sunday 30 December 2029.
    const held = {
      ...base,
      appointment: { ...base.appointment, paymentDueAt: new Date('2029-12-30T06:30:00Z') },
    };
    const message = bookingConfirmationEmail(held);
    for (const body of [message.text, message.html]) {
      expect(body).toContain('آخر موعد للدفع');
      expect(body).toContain('يُرجى إتمام الدفع قبل الساعة 9:30 ص');
      expect(body).toContain('الأحد، 30 كانون الأول 2029');
      expect(body).toContain('يُلغى الحجز تلقائياً');
    }
    const open = bookingConfirmationEmail({
      ...base,
      appointment: { ...base.appointment, paymentDueAt: null },
    });
    expect(open.text).not.toContain('آخر موعد للدفع');
    expect(open.html).not.toContain('يُلغى الحجز تلقائياً');
  });

  it('escapes what the client typed in the HTML part', () => {
    const { html, text } = bookingConfirmationEmail(base);
    expect(html).not.toContain('<script>');
    expect(html).toContain('سارة &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('وصف &quot;مهم&quot; &amp; &lt;b&gt;عاجل&lt;/b&gt;');
    expect(text).toContain('سارة <script>alert(1)</script>');
    expect(escapeHtml(`'"<>&`)).toBe('&#39;&quot;&lt;&gt;&amp;');
  });

  it('echoes nothing a guest typed beyond the name (an unverified address)', () => {
    const guest = { ...base, appointment: { ...base.appointment, userId: 'guest' } };
    const { html, text, subject } = bookingConfirmationEmail(guest);
    for (const part of [html, text, subject]) {
      expect(part).not.toContain('عاجل');
      expect(part).not.toContain('وصف الحالة');
    }
    expect(text).toContain('سارة');
  });

  it('links to the payment page with the appointment, the price and the service', () => {
    const { html, text } = bookingConfirmationEmail(base);
    const link = new URL(/https:\/\/sanad\.example\.jo\/checkout\?\S+/.exec(text)?.[0] ?? '');
    expect(link.searchParams.get('appointmentId')).toBe(base.appointment.id);
    expect(link.searchParams.get('price')).toBe('30');
    expect(link.searchParams.get('service')).toBe('الاستشارات التقاعدية');
    expect(html).toContain(`href="${link.toString().replace(/&/g, '&amp;')}"`);
  });

  it('names the platform of a remote consultation and promises the link', () => {
    const zoom = bookingConfirmationEmail({
      ...base,
      appointment: { ...base.appointment, consultationMode: 'zoom' },
    });
    expect(zoom.text).toContain('عن بُعد عبر Zoom');
    expect(zoom.text).toContain('رابط الاجتماع');
    expect(zoom.text).not.toContain(CONTACT_DETAILS.addressAr);
    const teams = bookingConfirmationEmail({
      ...base,
      appointment: { ...base.appointment, consultationMode: 'teams' },
    });
    expect(teams.text).toContain('Microsoft Teams');
  });

  it('attaches a one-hour calendar event in UTC whose UID is the appointment id', () => {
    const [ics] = bookingConfirmationEmail(base).attachments ?? [];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const unfolded = ics?.content.replace(/\r\n /g, '') ?? '';
    const lines = unfolded.split('\r\n');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain(`UID:${base.appointment.id}`);
    expect(lines).toContain('DTSTART:20300106T060000Z');
    expect(lines).toContain('DTEND:20300106T070000Z');
    expect(lines).toContain('DTSTAMP:20291230T101500Z');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:استشارة: الاستشارات التقاعدية — سند للاستشارات',
    );
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // Folded lines stay within 75 octets.
    for (const line of ics?.content.split('\r\n') ?? []) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });

  it('folds long lines without splitting a character', () => {
    const line = `DESCRIPTION:${'م'.repeat(100)}`;
    const folded = fold(line);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('uses job ids BullMQ accepts', () => {
    expect(confirmationJobId(base.appointment.id)).toBe(
      `booking-confirmation-${base.appointment.id}`,
    );
    expect(confirmationJobId(base.appointment.id)).not.toContain(':');
  });
});
