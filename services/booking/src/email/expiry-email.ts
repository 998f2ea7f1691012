import { CONTACT_DETAILS, type EmailMessage } from '@ssc/contracts';
import {
  escapeHtml,
  formatAmmanDate,
  formatAmmanTime,
  SESSION_MINUTES,
} from './confirmation-email';
import { calendarFile } from './ics';

export interface ExpiryInput {
  appointment: {
    id: string;
    reference: string;
    startsAt: Date;
    createdAt: Date;
    contactName: string;
    contactEmail: string;
  };
  siteName: string;
  publicUrl: string;
}

/** The job id of the "your unpaid booking was released" email (one per appointment). */
export const expiryJobId = (appointmentId: string) => `booking-expired-${appointmentId}`;

/**
 * Tells the client that the booking was cancelled because it was not paid in time, that the
 * slot is free again, and where to book anew. Only the name and the booking's own facts: the
 * address may be a guest's, unverified, so no text the booker typed is echoed.
 */
export function bookingExpiredEmail(input: ExpiryInput): EmailMessage {
  const { appointment, siteName } = input;
  const day = formatAmmanDate(appointment.startsAt);
  const time = formatAmmanTime(appointment.startsAt);
  const bookAgain = new URL('/booking', input.publicUrl).toString();
  const contactEmail = CONTACT_DETAILS.emails[0];

  const subject = `أُلغي حجزك ${appointment.reference} لعدم إتمام الدفع`;
  const lines = [
    `لم يصلنا دفع رسوم حجزك رقم ${appointment.reference} لموعد ${day} الساعة ${time} (بتوقيت عمّان) خلال المهلة المحددة، لذلك أُلغي الحجز تلقائياً وأصبح الموعد متاحاً لغيرك.`,
    'إن كنت قد أتممت الدفع بعد انتهاء المهلة، فسيتواصل معك فريقنا لاسترداد المبلغ.',
    'يمكنك حجز موعد جديد في أي وقت من خلال الرابط التالي:',
  ];

  const text = [
    `مرحباً ${appointment.contactName}،`,
    '',
    ...lines,
    bookAgain,
    '',
    `للاستفسار: ${contactEmail}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;">
<div dir="rtl" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;color:#222;text-align:right;">
<h1 style="margin:0 0 16px;font-size:22px;color:#b71c1c;">${escapeHtml(siteName)}</h1>
<p style="margin:0 0 12px;">مرحباً ${escapeHtml(appointment.contactName)}،</p>
${lines.map((line) => `<p style="margin:0 0 12px;">${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:0 0 20px;"><a href="${escapeHtml(bookAgain)}" style="display:inline-block;padding:10px 20px;background:#b71c1c;color:#ffffff;text-decoration:none;border-radius:6px;">احجز موعداً جديداً</a></p>
<p style="margin:0 0 16px;color:#555;">للاستفسار: <span dir="ltr">${escapeHtml(contactEmail)}</span></p>
<p style="margin:0;">مع تحيات فريق ${escapeHtml(siteName)}</p>
</div>
</body>
</html>`;

  // Withdraws the tentative event the confirmation's .ics put in the client's calendar.
  const ics = calendarFile({
    uid: appointment.id,
    start: appointment.startsAt,
    durationMinutes: SESSION_MINUTES,
    createdAt: appointment.createdAt,
    summary: `استشارة ملغاة — ${siteName}`,
    description: `أُلغي الحجز ${appointment.reference} لعدم إتمام الدفع.`,
    location: '',
    organizer: { name: siteName, email: contactEmail },
    productId: `-//${siteName}//Booking//AR`,
    cancel: { sequence: 1 },
  });
  return {
    to: appointment.contactEmail,
    subject,
    html,
    text,
    attachments: [
      {
        filename: 'appointment-cancelled.ics',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        content: ics,
      },
    ],
  };
}
