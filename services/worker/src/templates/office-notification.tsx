import {
  CONSULTATION_MODE_LABELS,
  formatAmmanDateTime,
  formatJod,
  type OfficeEvent,
  type OfficeNotificationJob,
} from '@ssc/contracts';
import { ltr } from './format';
import { ButtonLink, EmailLayout, FactsTable, P } from './layout';
import type { Template } from './template';

type Facts = [string, string][];

const at = formatAmmanDateTime;

/** The subject, the opening line and the facts of each event the office is told of. */
function describe(event: OfficeEvent): { subject: string; intro: string; facts: Facts } {
  const person: Facts = [
    ['الاسم', event.name],
    ['البريد الإلكتروني', ltr(event.email)],
    ['رقم الهاتف', ltr(event.phone)],
  ];
  switch (event.kind) {
    case 'new-booking':
      return {
        subject: `حجز جديد ${event.reference}: ${event.name} — ${at(event.startsAt)}`,
        intro: 'وصل حجز موعد جديد بانتظار التأكيد من لوحة الإدارة.',
        facts: [
          ['رقم الحجز', event.reference],
          ...person,
          ['الخدمة', event.serviceName],
          ['الموعد', `${at(event.startsAt)} (بتوقيت عمّان)`],
          ['نوع الاستشارة', CONSULTATION_MODE_LABELS[event.consultationMode]],
          ['المستندات المرفقة', String(event.filesCount)],
        ],
      };
    case 'service-request-paid':
      return {
        subject: `طلب خدمة مدفوع: ${event.serviceName} — ${event.name}`,
        intro: 'دُفعت رسوم طلب خدمة جديد، ويمكن البدء بمعالجته.',
        facts: [
          ...person,
          ['الخدمة', event.serviceName],
          ['المبلغ المدفوع', formatJod(event.amount)],
          ['وقت الدفع', at(event.paidAt)],
        ],
      };
    case 'contact-message':
      return {
        subject: `رسالة جديدة من ${event.name}: ${event.topic}`,
        intro: 'وصلت رسالة جديدة من نموذج «تواصل معنا».',
        facts: [...person, ['نوع الاستفسار', event.topic], ['وقت الاستلام', at(event.receivedAt)]],
      };
  }
}

/**
 * The office's notice of a new booking, a paid service request or a contact message (issue
 * 19.3), sent to `OFFICE_EMAIL`. A contact message is quoted whole, line by line: the office
 * answers it from here; like every text, it is escaped by React.
 */
export const officeNotification: Template<OfficeNotificationJob> = (job, { siteName }) => {
  const { subject, intro, facts } = describe(job.event);
  const message = job.event.kind === 'contact-message' ? job.event.message.split(/\r?\n/) : [];
  const text = [
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(message.length > 0 ? ['', 'نص الرسالة:', ...message] : []),
    '',
    `لوحة الإدارة: ${job.consoleUrl}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');
  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={intro}>
      <P>{intro}</P>
      <FactsTable rows={facts} />
      {message.length > 0 ? <P strong>نص الرسالة:</P> : null}
      {message.map((line, index) => (
        // Lines may repeat; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's lines never move
        <P key={index}>{line || '\u00a0'}</P>
      ))}
      <ButtonLink href={job.consoleUrl}>فتح لوحة الإدارة</ButtonLink>
    </EmailLayout>
  );
  // «رد» in the office's mail app writes to the client, not to the site's no-reply sender.
  return { subject, text, html, replyTo: job.event.email };
};
