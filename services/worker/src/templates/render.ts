import type { EmailJob } from '@ssc/contracts';
import type { EmailMessage } from '../mail/mailer';
import { appointmentUpdate } from './appointment-update';
import { bookingConfirmation } from './booking-confirmation';
import { bookingExpired } from './booking-expired';
import { contactReceived } from './contact-received';
import { contactReply } from './contact-reply';
import { officeDailySummary } from './office-daily-summary';
import { officeHoursChanged } from './office-hours-changed';
import { officeNotification } from './office-notification';
import { passwordReset } from './password-reset';
import { paymentReceipt } from './payment-receipt';
import { plainText } from './plain-text';
import { refundIssued } from './refund-issued';
import { renderHtml } from './render-html';
import type { Template, TemplateContext, TemplateRegistry } from './template';

export type { TemplateContext } from './template';

/** One template per email a producer may ask for (`emailJobSchema` in @ssc/contracts). */
export const templates: TemplateRegistry = {
  'booking-confirmation': bookingConfirmation,
  'booking-expired': bookingExpired,
  'password-reset': passwordReset,
  'appointment-update': appointmentUpdate,
  'office-notification': officeNotification,
  'office-daily-summary': officeDailySummary,
  'payment-receipt': paymentReceipt,
  'refund-issued': refundIssued,
  'contact-received': contactReceived,
  'contact-reply': contactReply,
  'office-hours-changed': officeHoursChanged,
};

/** Renders a checked job into the message nodemailer sends: HTML and text parts, attachments. */
export async function renderEmail(job: EmailJob, context: TemplateContext): Promise<EmailMessage> {
  const template = templates[job.template] as Template<EmailJob>;
  const parts = await template(job, context);
  const html = await renderHtml(parts.html);
  return {
    to: job.to,
    subject: parts.subject,
    html,
    text: plainText(parts.text),
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
    ...(parts.replyTo ? { replyTo: parts.replyTo } : {}),
  };
}
