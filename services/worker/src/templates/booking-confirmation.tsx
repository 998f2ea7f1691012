import { Heading } from '@react-email/heading';
import {
  type BookingConfirmationJob,
  CONSULTATION_MODE_LABELS,
  CONTACT_DETAILS,
  type ConsultationMode,
  formatAmmanDate,
  formatAmmanDateTime,
  formatAmmanTime,
  formatJod,
  minutesText,
  REPLY_WITHIN_HOURS,
} from '@ssc/contracts';
import { CANCELLATION_POLICY } from '@ssc/contracts/lifecycle';
import { SESSION_MINUTES } from './format';
import { calendarFile } from './ics';
import {
  ButtonLink,
  ContactLine,
  EmailLayout,
  FactsTable,
  headingStyle,
  P,
  paragraphStyle,
} from './layout';
import type { Template } from './template';

const MANAGE_NOTE =
  'لإلغاء الموعد أو تغييره (مرة واحدة مجاناً) دون تسجيل الدخول استخدم الرابط التالي، ولا تشاركه مع أحد:';

function whereText(mode: ConsultationMode): string {
  if (mode === 'office') return `في مكتبنا: ${CONTACT_DETAILS.addressAr}`;
  return `${CONSULTATION_MODE_LABELS[mode]}، وسيرسل لك فريقنا رابط الاجتماع بعد تأكيد الموعد.`;
}

/**
 * The booking confirmation with an .ics file: service, date and time in Amman, place or
 * platform, the 24-hour reply promise, the payment step (and its deadline when online payment
 * holds the slot) and a summary of the cancellation policy.
 */
export const bookingConfirmation: Template<BookingConfirmationJob> = (job, { siteName }) => {
  const startsAt = new Date(job.startsAt);
  const day = formatAmmanDate(startsAt);
  const time = formatAmmanTime(startsAt);
  const mode = CONSULTATION_MODE_LABELS[job.consultationMode];
  const price = formatJod(job.service.price);
  const phones = [CONTACT_DETAILS.landline, ...CONTACT_DETAILS.mobiles].map((p) => p.display);
  const contactEmail = CONTACT_DETAILS.emails[0];

  const subject = `تم استلام طلب حجز موعدك ${job.reference} — ${day} الساعة ${time}`;
  const greeting = `مرحباً ${job.name}،`;
  const intro = `تم استلام طلب حجز استشارتك بنجاح، وسيتواصل معك فريقنا خلال ${REPLY_WITHIN_HOURS} ساعة لتأكيد الموعد.`;
  // Cash at the desk (a booking by the office): nothing to pay online, the receipt follows.
  const atOffice = job.paidAtOffice === true;
  const payment = atOffice
    ? `رسوم الاستشارة ${price} شاملة الضرائب تُدفع نقداً في مكتبنا، ويصلك إيصال الدفع بالبريد الإلكتروني.`
    : `رسوم الاستشارة ${price} تُدفع مسبقاً وتشمل الضرائب. يمكنك إتمام الدفع الآن من خلال الرابط التالي:`;
  const dueAt = !atOffice && job.paymentDueAt ? new Date(job.paymentDueAt) : undefined;
  const deadline = dueAt
    ? `يُرجى إتمام الدفع قبل الساعة ${formatAmmanTime(dueAt)} (بتوقيت عمّان) من يوم ${formatAmmanDate(dueAt)}، وإلا يُلغى الحجز تلقائياً ويصبح الموعد متاحاً لغيرك.`
    : undefined;
  const calendarNote = 'أرفقنا ملف تقويم (.ics) لإضافة الموعد إلى تقويمك.';
  const rows: [string, string][] = [
    ['الخدمة', job.service.nameAr],
    ['التاريخ', day],
    ['الوقت', `${time} (بتوقيت عمّان)`],
    ['مدة الجلسة', minutesText(SESSION_MINUTES)],
    ['نوع الاستشارة', mode],
    ['المكان', whereText(job.consultationMode)],
    ['رقم الحجز', job.reference],
  ];
  if (dueAt) rows.push(['آخر موعد للدفع', formatAmmanDateTime(dueAt)]);
  // Producers put a description only in a signed-in client's job (a guest's address is not verified).
  if (job.description) rows.push(['وصف الحالة', job.description]);

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    payment,
    ...(atOffice ? [] : [job.checkoutUrl]),
    ...(deadline ? [deadline] : []),
    '',
    'سياسة الإلغاء:',
    ...CANCELLATION_POLICY.map((line) => `- ${line}`),
    '',
    ...(job.manageUrl ? [MANAGE_NOTE, job.manageUrl, ''] : []),
    calendarNote,
    `للاستفسار: ${phones.join(' / ')} — ${contactEmail}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={intro}>
      <P>{greeting}</P>
      <P>{intro}</P>
      <FactsTable rows={rows} />
      <P>{payment}</P>
      {atOffice ? null : <ButtonLink href={job.checkoutUrl}>إتمام الدفع</ButtonLink>}
      {deadline ? <P strong>{deadline}</P> : null}
      <Heading as="h2" style={headingStyle}>
        سياسة الإلغاء
      </Heading>
      <ul style={{ ...paragraphStyle, margin: '0 0 16px', paddingInlineStart: '20px' }}>
        {CANCELLATION_POLICY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {job.manageUrl ? <P muted>{MANAGE_NOTE}</P> : null}
      {job.manageUrl ? <ButtonLink href={job.manageUrl}>إدارة الموعد</ButtonLink> : null}
      <P>{calendarNote}</P>
      <ContactLine items={[...phones, contactEmail]} />
    </EmailLayout>
  );

  const ics = calendarFile({
    uid: job.appointmentId,
    start: startsAt,
    durationMinutes: SESSION_MINUTES,
    createdAt: new Date(job.bookedAt),
    summary: `استشارة: ${job.service.nameAr} — ${siteName}`,
    description: `${intro}\nرقم الحجز: ${job.reference}`,
    location: job.consultationMode === 'office' ? CONTACT_DETAILS.addressAr : mode,
    organizer: { name: siteName, email: contactEmail },
    productId: `-//${siteName}//Booking//AR`,
  });

  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
};
