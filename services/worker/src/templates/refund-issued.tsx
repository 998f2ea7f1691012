import {
  CONTACT_DETAILS,
  formatAmmanDateTime,
  formatJod,
  fromMinorUnits,
  invoicePdfFileName,
  type RefundIssuedJob,
} from '@ssc/contracts';
import { renderInvoicePdf } from '@ssc/pdf';
import { ltr } from './format';
import { ButtonLink, ContactLine, EmailLayout, FactsTable, P } from './layout';
import type { Template } from './template';

/**
 * «تم رد المبلغ إليك» (issue 32), sent to the payer once a refund has reached them, through the
 * provider or by the office by hand: what was refunded, for which booking or request and when, and
 * the refund's credit invoice attached as a PDF (`renderInvoicePdf`, as the admin downloads it),
 * named after its number. A link to the dashboard for a client with an account.
 */
export const refundIssued: Template<RefundIssuedJob> = async (job, { siteName }) => {
  const credit = job.creditInvoice;
  const amount = formatJod(fromMinorUnits(job.amountMinor));
  const facts = [
    ['رقم المرجع', ltr(job.reference)],
    ['الخدمة', job.serviceName],
    ['المبلغ المردود', amount],
    ['تاريخ رد المبلغ', formatAmmanDateTime(job.refundedAt)],
    ['رقم الإشعار الدائن', ltr(credit.number)],
    ...(credit.original ? [['الفاتورة الأصلية', ltr(credit.original.number)] as const] : []),
  ] as const;
  const contactEmail = CONTACT_DETAILS.emails[0];
  const phone = CONTACT_DETAILS.landline.display;

  const subject = `تم رد المبلغ إليك — ${job.reference}`;
  const greeting = `مرحباً ${job.name}،`;
  const intro = `رددنا إليك مبلغ ${amount} عن ${job.serviceName}. تفاصيل الرد أدناه.`;
  const attached = `الإشعار الدائن رقم ${ltr(credit.number)} مرفق بهذه الرسالة بصيغة PDF.`;
  // A card refund shows on the statement after the bank's own delay, not on the day it was made;
  // money the office handed back (cash, a CliQ transfer) has no such delay to warn of.
  const bankNote =
    credit.method === 'card' ? 'قد يستغرق ظهور المبلغ في حسابك بضعة أيام عمل بحسب البنك.' : '';
  const timeNote = 'الأوقات بتوقيت عمّان.';
  const dashboard = 'تجد مواعيدك ومدفوعاتك في أي وقت في لوحة التحكم:';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    timeNote,
    '',
    attached,
    ...(bankNote ? [bankNote] : []),
    ...(job.dashboardUrl ? ['', dashboard, job.dashboardUrl] : []),
    '',
    `للاستفسار: ${ltr(contactEmail)} — ${ltr(phone)}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={intro}>
      <P>{greeting}</P>
      <P>{intro}</P>
      <FactsTable rows={facts} />
      <P muted>{timeNote}</P>
      <P>{attached}</P>
      {bankNote ? <P muted>{bankNote}</P> : null}
      {job.dashboardUrl ? <P>{dashboard}</P> : null}
      {job.dashboardUrl ? <ButtonLink href={job.dashboardUrl}>لوحة التحكم</ButtonLink> : null}
      <ContactLine items={[contactEmail, phone]} />
    </EmailLayout>
  );

  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: invoicePdfFileName(credit.number),
        contentType: 'application/pdf',
        content: await renderInvoicePdf(credit, { siteName }),
      },
    ],
  };
};
