import {
  type BookingExpiredJob,
  CONTACT_DETAILS,
  formatAmmanDate,
  formatAmmanTime,
} from '@ssc/contracts';
import { SESSION_MINUTES } from './format';
import { calendarFile } from './ics';
import { ButtonLink, ContactLine, EmailLayout, P } from './layout';
import type { Template } from './template';

/**
 * Tells the client that the booking was cancelled because it was not paid in time, that the
 * slot is free again, and where to book anew, with an .ics that withdraws the tentative event
 * the confirmation put in their calendar. Only the name and the booking's own facts.
 */
export const bookingExpired: Template<BookingExpiredJob> = (job, { siteName }) => {
  const startsAt = new Date(job.startsAt);
  const day = formatAmmanDate(startsAt);
  const time = formatAmmanTime(startsAt);
  const contactEmail = CONTACT_DETAILS.emails[0];

  const subject = `أُلغي حجزك ${job.reference} لعدم إتمام الدفع`;
  const greeting = `مرحباً ${job.name}،`;
  const lines = [
    `لم يصلنا دفع رسوم حجزك رقم ${job.reference} لموعد ${day} الساعة ${time} (بتوقيت عمّان) خلال المهلة المحددة، لذلك أُلغي الحجز تلقائياً وأصبح الموعد متاحاً لغيرك.`,
    'إن كنت قد أتممت الدفع بعد انتهاء المهلة، فسيتواصل معك فريقنا لاسترداد المبلغ.',
    'يمكنك حجز موعد جديد في أي وقت من خلال الرابط التالي:',
  ];

  const text = [
    greeting,
    '',
    ...lines,
    job.bookAgainUrl,
    '',
    `للاستفسار: ${contactEmail}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={lines[0] ?? subject}>
      <P>{greeting}</P>
      {lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <ButtonLink href={job.bookAgainUrl}>احجز موعداً جديداً</ButtonLink>
      <ContactLine items={[contactEmail]} />
    </EmailLayout>
  );

  const ics = calendarFile({
    uid: job.appointmentId,
    start: startsAt,
    durationMinutes: SESSION_MINUTES,
    createdAt: new Date(job.bookedAt),
    summary: `استشارة ملغاة — ${siteName}`,
    description: `أُلغي الحجز ${job.reference} لعدم إتمام الدفع.`,
    location: '',
    organizer: { name: siteName, email: contactEmail },
    productId: `-//${siteName}//Booking//AR`,
    status: 'CANCELLED',
    // Above the confirmation's or a move's (jobs queued before the field existed: the first).
    sequence: job.sequence ?? 1,
  });

  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: 'appointment-cancelled.ics',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
        content: ics,
      },
    ],
  };
};
