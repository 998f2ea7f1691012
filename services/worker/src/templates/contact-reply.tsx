import { Text } from '@react-email/text';
import { CONTACT_DETAILS, type ContactReplyJob, formatAmmanDateTime } from '@ssc/contracts';
import type { CSSProperties } from 'react';
import { ContactLine, EmailLayout, P, paragraphStyle } from './layout';
import type { Template } from './template';

/** The reply keeps the lines the admin typed; its direction is its own (Arabic or English). */
const replyStyle: CSSProperties = { ...paragraphStyle, whiteSpace: 'pre-wrap' };
const quoteStyle: CSSProperties = {
  ...paragraphStyle,
  whiteSpace: 'pre-wrap',
  color: '#555555',
  borderRight: '3px solid #cccccc',
  paddingRight: '12px',
};

/**
 * «رد على رسالتك» (issue 34.10): the office's answer to a message sent from the contact page,
 * typed in the console, the message quoted under it. Answering the email reaches the office
 * (Reply-To), never the sending address.
 */
export const contactReply: Template<ContactReplyJob> = (job, { siteName }) => {
  const subject = `رد على رسالتك — ${siteName}`;
  const greeting = `مرحباً ${job.name}،`;
  const sentAt = formatAmmanDateTime(job.original.receivedAt);
  const quoteHeading = `رسالتك بتاريخ ${sentAt} (بتوقيت عمّان):`;
  const answerHint = 'للمتابعة، رُدّ على هذا البريد وتصل رسالتك إلى المكتب مباشرة.';
  const quoted = job.original.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

  const text = `${[
    greeting,
    '',
    job.body,
    '',
    answerHint,
    '',
    quoteHeading,
    quoted,
    '',
    `للاستفسار: ${CONTACT_DETAILS.landline.display} / ${job.replyTo}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n')}\n`;

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={job.body.slice(0, 120)}>
      <P>{greeting}</P>
      <Text style={replyStyle} dir="auto">
        {job.body}
      </Text>
      <P muted>{answerHint}</P>
      <P strong>{quoteHeading}</P>
      <Text style={quoteStyle} dir="auto">
        {job.original.message}
      </Text>
      <ContactLine items={[CONTACT_DETAILS.landline.display, job.replyTo]} />
    </EmailLayout>
  );
  return { subject, text, html, replyTo: job.replyTo };
};
