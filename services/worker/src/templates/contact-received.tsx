import { CONTACT_DETAILS, type ContactReceivedJob, formatAmmanDateTime } from '@ssc/contracts';
import { ContactLine, EmailLayout, P } from './layout';
import type { Template } from './template';

/**
 * «استلمنا رسالتك» (issue 33.4): the visitor who wrote from the contact page learns that it
 * arrived and when to expect an answer. The address is unverified, so nothing they wrote but
 * their first name appears (no message, no topic): the email cannot carry someone's text to a
 * stranger's inbox.
 */
export const contactReceived: Template<ContactReceivedJob> = (job, { siteName }) => {
  const contactEmail = CONTACT_DETAILS.emails[0];
  const subject = `استلمنا رسالتك — ${siteName}`;
  const greeting = `مرحباً ${job.name}،`;
  const lines = [
    `شكراً لتواصلك معنا. استلمنا رسالتك التي أرسلتها من صفحة تواصل معنا يوم ${formatAmmanDateTime(job.receivedAt)} (بتوقيت عمّان).`,
    `سيتواصل معك فريقنا خلال ${job.replyWithinHours} ساعة.`,
    'إن لم تكن أنت من أرسل الرسالة فتجاهل هذا البريد.',
  ];

  const text = `${[
    greeting,
    '',
    ...lines,
    '',
    `للاستفسار: ${CONTACT_DETAILS.landline.display} / ${contactEmail}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n')}\n`;

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={lines[0] ?? subject}>
      <P>{greeting}</P>
      {lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      <ContactLine items={[CONTACT_DETAILS.landline.display, contactEmail]} />
    </EmailLayout>
  );
  return { subject, text, html };
};
