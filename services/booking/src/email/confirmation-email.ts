import {
  CONSULTATION_MODE_LABELS,
  CONTACT_DETAILS,
  type ConsultationMode,
  type EmailMessage,
  LOCALE,
  REPLY_WITHIN_HOURS,
  TIME_ZONE,
} from '@ssc/contracts';
import { GUEST_USER_ID } from '../db/schema';
import { calendarFile } from './ics';

/** The calendar event of a consultation (spec §9: standard session 60 minutes). */
export const SESSION_MINUTES = 60;

export interface ConfirmationInput {
  appointment: {
    id: string;
    /** SND-26-00042: what the client reads out on the phone. */
    reference: string;
    startsAt: Date;
    createdAt: Date;
    consultationMode: ConsultationMode;
    contactName: string;
    contactEmail: string;
    description: string;
    /** `guest` for a booking without an account: its address is not verified. */
    userId: string;
    /** With online payment on: unpaid by then, the booking is cancelled and the slot freed. */
    paymentDueAt?: Date | null;
  };
  service: { nameAr: string; price: number };
  siteName: string;
  publicUrl: string;
}

/** The job id of an appointment's confirmation (BullMQ refuses ':' in custom ids). */
export const confirmationJobId = (appointmentId: string) => `booking-confirmation-${appointmentId}`;

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

export function formatAmmanDate(date: Date): string {
  return dateFormat.format(date);
}

export function formatAmmanTime(date: Date): string {
  return timeFormat.format(date);
}

const CANCELLATION_POLICY = [
  'الإلغاء قبل 24 ساعة على الأقل من موعد الجلسة: استرداد كامل المبلغ.',
  'الإلغاء خلال الـ 24 ساعة السابقة للموعد: يُخصم 50% من الرسوم.',
  'عدم الحضور دون إشعار: لا يُسترد المبلغ.',
  'يحق لك إعادة جدولة الموعد مرة واحدة مجاناً.',
];

function whereText(mode: ConsultationMode): string {
  if (mode === 'office') return `في مكتبنا: ${CONTACT_DETAILS.addressAr}`;
  const platform = mode === 'zoom' ? 'Zoom' : 'Microsoft Teams';
  return `عن بُعد عبر ${platform}، وسيرسل لك فريقنا رابط الاجتماع بعد تأكيد الموعد.`;
}

/**
 * The booking confirmation (Arabic, right to left, HTML and plain text) with an .ics file:
 * service, date and time in Amman, place or platform, the 24-hour reply promise, the payment
 * step and a summary of the cancellation policy. Every user-supplied text is escaped.
 */
export function bookingConfirmationEmail(input: ConfirmationInput): EmailMessage {
  const { appointment, service, siteName } = input;
  const day = formatAmmanDate(appointment.startsAt);
  const time = formatAmmanTime(appointment.startsAt);
  const mode = CONSULTATION_MODE_LABELS[appointment.consultationMode];
  const where = whereText(appointment.consultationMode);
  const checkout = new URL('/checkout', input.publicUrl);
  checkout.searchParams.set('appointmentId', appointment.id);
  checkout.searchParams.set('price', String(service.price));
  checkout.searchParams.set('service', service.nameAr);
  const price = `${service.price} دينار أردني`;
  const phones = [CONTACT_DETAILS.landline, ...CONTACT_DETAILS.mobiles].map((p) => p.display);
  const contactEmail = CONTACT_DETAILS.emails[0];

  const subject = `تم استلام طلب حجز موعدك ${appointment.reference} — ${day} الساعة ${time}`;
  const intro = `تم استلام طلب حجز استشارتك بنجاح، وسيتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة لتأكيد الموعد.`;
  const payment = `رسوم الاستشارة ${price} تُدفع مسبقاً وتشمل الضرائب. يمكنك إتمام الدفع الآن من خلال الرابط التالي:`;
  const dueAt = appointment.paymentDueAt;
  const deadline = dueAt
    ? `يُرجى إتمام الدفع قبل الساعة ${formatAmmanTime(dueAt)} (بتوقيت عمّان) من يوم ${formatAmmanDate(dueAt)}، وإلا يُلغى الحجز تلقائياً ويصبح الموعد متاحاً لغيرك.`
    : undefined;
  const rows: [string, string][] = [
    ['الخدمة', service.nameAr],
    ['التاريخ', day],
    ['الوقت', `${time} (بتوقيت عمّان)`],
    ['مدة الجلسة', `${SESSION_MINUTES} دقيقة`],
    ['نوع الاستشارة', mode],
    ['المكان', where],
    ['رقم الحجز', appointment.reference],
  ];
  if (dueAt)
    rows.push(['آخر موعد للدفع', `${formatAmmanDate(dueAt)} الساعة ${formatAmmanTime(dueAt)}`]);
  // A guest's address is not verified: anyone could book with a stranger's email, so the mail
  // carries no free text the booker typed beyond a name (it cannot be used to send a message).
  if (appointment.description && appointment.userId !== GUEST_USER_ID) {
    rows.push(['وصف الحالة', appointment.description]);
  }

  const text = [
    `مرحباً ${appointment.contactName}،`,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    payment,
    checkout.toString(),
    ...(deadline ? [deadline] : []),
    '',
    'سياسة الإلغاء:',
    ...CANCELLATION_POLICY.map((line) => `- ${line}`),
    '',
    'أرفقنا ملف تقويم (.ics) لإضافة الموعد إلى تقويمك.',
    `للاستفسار: ${phones.join(' / ')} — ${contactEmail}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const cell = 'padding:8px 12px;border-bottom:1px solid #eee;vertical-align:top;';
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;">
<div dir="rtl" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Tahoma,Arial,sans-serif;font-size:16px;line-height:1.7;color:#222;text-align:right;">
<h1 style="margin:0 0 16px;font-size:22px;color:#b71c1c;">${escapeHtml(siteName)}</h1>
<p style="margin:0 0 12px;">مرحباً ${escapeHtml(appointment.contactName)}،</p>
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;">
${rows.map(([label, value]) => `<tr><th scope="row" style="${cell}text-align:right;white-space:nowrap;color:#555;font-weight:bold;">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 8px;">${escapeHtml(payment)}</p>
<p style="margin:0 0 20px;"><a href="${escapeHtml(checkout.toString())}" style="display:inline-block;padding:10px 20px;background:#b71c1c;color:#ffffff;text-decoration:none;border-radius:6px;">إتمام الدفع</a></p>
${
  deadline
    ? `<p style="margin:0 0 20px;font-weight:bold;">${escapeHtml(deadline)}</p>
`
    : ''
}<h2 style="margin:0 0 8px;font-size:18px;">سياسة الإلغاء</h2>
<ul style="margin:0 0 16px;padding-inline-start:20px;">
${CANCELLATION_POLICY.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
<p style="margin:0 0 8px;">أرفقنا ملف تقويم (.ics) لإضافة الموعد إلى تقويمك.</p>
<p style="margin:0 0 16px;color:#555;">للاستفسار: ${phones.map((p) => `<span dir="ltr">${escapeHtml(p)}</span>`).join(' / ')} — <span dir="ltr">${escapeHtml(contactEmail)}</span></p>
<p style="margin:0;">مع تحيات فريق ${escapeHtml(siteName)}</p>
</div>
</body>
</html>`;

  const ics = calendarFile({
    uid: appointment.id,
    start: appointment.startsAt,
    durationMinutes: SESSION_MINUTES,
    createdAt: appointment.createdAt,
    summary: `استشارة: ${service.nameAr} — ${siteName}`,
    description: `${intro}\nرقم الحجز: ${appointment.reference}`,
    location: appointment.consultationMode === 'office' ? CONTACT_DETAILS.addressAr : mode,
    organizer: { name: siteName, email: contactEmail },
    productId: `-//${siteName}//Booking//AR`,
  });

  return {
    to: appointment.contactEmail,
    subject,
    html,
    text,
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
