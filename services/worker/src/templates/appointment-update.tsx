import {
  type AppointmentUpdateJob,
  CONSULTATION_MODE_LABELS,
  CONTACT_DETAILS,
  formatAmmanDateTime,
  formatJod,
  minutesText,
} from '@ssc/contracts';
import { SESSION_MINUTES } from './format';
import { calendarFile } from './ics';
import { ButtonLink, ContactLine, EmailLayout, P } from './layout';
import type { Template } from './template';

const CANCELLED_BY_TEXT = {
  client: 'بناءً على طلبك',
  admin: 'من قبل المكتب',
  system: 'تلقائياً',
} as const;

/** Where the client goes: the office with its map, or the meeting link. */
function placeLines(job: AppointmentUpdateJob): string[] {
  if (job.consultationMode === 'office') {
    return [
      `المكان: مكتبنا في ${CONTACT_DETAILS.addressAr}`,
      `الخريطة: https://www.openstreetmap.org/?mlat=${CONTACT_DETAILS.location.lat}&mlon=${CONTACT_DETAILS.location.lng}#map=17/${CONTACT_DETAILS.location.lat}/${CONTACT_DETAILS.location.lng}`,
    ];
  }
  const platform = CONSULTATION_MODE_LABELS[job.consultationMode];
  return job.meetingUrl
    ? [`الاستشارة ${platform}، ورابط الاجتماع: ${job.meetingUrl}`]
    : [`الاستشارة ${platform}، وسنرسل لك رابط الاجتماع قبل الموعد.`];
}

/** Confirmed while unpaid (issue 34.1): the confirmation does not waive the payment. */
function paymentDueLine(dueAt: string): string {
  return `لم تصلنا رسوم الاستشارة بعد: يُرجى الدفع قبل ${formatAmmanDateTime(dueAt)} (بتوقيت عمّان)، وإلا يُلغى الحجز تلقائياً ويتحرر الموعد.`;
}

function summaryOf(job: AppointmentUpdateJob, when: string): { subject: string; lines: string[] } {
  if (job.change === 'confirmed') {
    return {
      subject: `تم تأكيد موعدك ${job.reference} — ${when}`,
      lines: [
        `يسعدنا تأكيد موعد استشارتك «${job.serviceName}» رقم ${job.reference} يوم ${when} (بتوقيت عمّان)، ومدتها ${minutesText(SESSION_MINUTES)}.`,
        ...placeLines(job),
        ...(job.paymentDue ? [paymentDueLine(job.paymentDue.dueAt)] : []),
      ],
    };
  }
  if (job.change === 'reminder') {
    return {
      subject: `تذكير بموعدك ${job.reference} — ${when}`,
      lines: [
        `نذكّرك بموعد استشارتك «${job.serviceName}» رقم ${job.reference} يوم ${when} (بتوقيت عمّان)، ومدتها ${minutesText(SESSION_MINUTES)}.`,
        ...placeLines(job),
      ],
    };
  }
  if (job.change === 'rescheduled') {
    const before = job.previousStartsAt ? new Date(job.previousStartsAt) : undefined;
    return {
      subject: `تم تغيير موعدك ${job.reference} إلى ${when}`,
      lines: [
        before
          ? `نُقل موعد استشارتك «${job.serviceName}» رقم ${job.reference} من ${formatAmmanDateTime(before)} إلى ${when} (بتوقيت عمّان).`
          : `موعد استشارتك «${job.serviceName}» رقم ${job.reference} أصبح ${when} (بتوقيت عمّان).`,
        ...placeLines(job),
      ],
    };
  }
  const by = job.cancelledBy ? ` ${CANCELLED_BY_TEXT[job.cancelledBy]}` : '';
  const lines = [`أُلغي موعد استشارتك «${job.serviceName}» رقم ${job.reference} يوم ${when}${by}.`];
  if (job.reason) lines.push(`السبب: ${job.reason}`);
  if (job.refund && job.refund.amount > 0) {
    lines.push(
      `يُسترد لك ${formatJod(job.refund.amount)} (${job.refund.percent}% من الرسوم) وفق سياسة الاسترداد، بالطريقة التي دفعت بها.`,
    );
  } else if (job.refund) {
    lines.push('لا يترتب على هذا الإلغاء أي مبلغ مسترد.');
  }
  return { subject: `أُلغي موعدك ${job.reference}`, lines };
}

/**
 * Every change after booking in one template: the office confirmed (with the place or the
 * meeting link), the appointment moved, or it was cancelled (with the refund). Each carries the
 * booking's calendar event again under the same UID with the next SEQUENCE: CONFIRMED, or
 * METHOD:CANCEL for a cancellation, so the client's calendar follows.
 */
export const appointmentUpdate: Template<AppointmentUpdateJob> = (job, { siteName }) => {
  const startsAt = new Date(job.startsAt);
  const when = formatAmmanDateTime(startsAt);
  const contactEmail = CONTACT_DETAILS.emails[0];
  const phones = [CONTACT_DETAILS.landline, ...CONTACT_DETAILS.mobiles].map((p) => p.display);
  const { subject, lines } = summaryOf(job, when);
  const greeting = `مرحباً ${job.name}،`;
  const manage = job.manageUrl
    ? 'لإلغاء الموعد أو تغييره (مرة واحدة مجاناً) استخدم الرابط التالي، ولا تشاركه مع أحد:'
    : undefined;

  const text = [
    greeting,
    '',
    ...lines,
    ...(job.paymentDue ? [`رابط الدفع: ${job.paymentDue.checkoutUrl}`] : []),
    ...(manage && job.manageUrl ? ['', manage, job.manageUrl] : []),
    '',
    `للاستفسار: ${[...phones, contactEmail].join(' — ')}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={lines[0] ?? subject}>
      <P>{greeting}</P>
      {lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      {job.meetingUrl && job.change !== 'cancelled' ? (
        <ButtonLink href={job.meetingUrl}>الانضمام إلى الاجتماع</ButtonLink>
      ) : null}
      {job.paymentDue ? <ButtonLink href={job.paymentDue.checkoutUrl}>ادفع الآن</ButtonLink> : null}
      {manage && job.manageUrl ? <P muted>{manage}</P> : null}
      {job.manageUrl ? <ButtonLink href={job.manageUrl}>إدارة الموعد</ButtonLink> : null}
      <ContactLine items={[...phones, contactEmail]} />
    </EmailLayout>
  );

  const cancelled = job.change === 'cancelled';
  const ics = calendarFile({
    uid: job.appointmentId,
    start: startsAt,
    durationMinutes: SESSION_MINUTES,
    createdAt: new Date(job.bookedAt),
    summary: `${cancelled ? 'استشارة ملغاة' : 'استشارة'}: ${job.serviceName} — ${siteName}`,
    description: `${lines.join('\n')}\nرقم الحجز: ${job.reference}`,
    location:
      job.consultationMode === 'office'
        ? CONTACT_DETAILS.addressAr
        : (job.meetingUrl ?? CONSULTATION_MODE_LABELS[job.consultationMode]),
    organizer: { name: siteName, email: contactEmail },
    productId: `-//${siteName}//Booking//AR`,
    status: cancelled ? 'CANCELLED' : job.confirmed ? 'CONFIRMED' : 'TENTATIVE',
    sequence: job.sequence,
  });

  // A reminder changes nothing in the calendar: the last file sent still holds.
  if (job.change === 'reminder') return { subject, text, html };
  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: cancelled ? 'appointment-cancelled.ics' : 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: ics,
      },
    ],
  };
};
