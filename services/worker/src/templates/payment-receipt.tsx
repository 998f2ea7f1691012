import { CONTACT_DETAILS, invoicePdfFileName, type PaymentReceiptJob } from '@ssc/contracts';
import { receiptRows, renderInvoicePdf, renderReceiptPdf } from '@ssc/pdf';
import type { EmailAttachment } from '../mail/mailer';
import { ltr } from './format';
import { ButtonLink, ContactLine, EmailLayout, FactsTable, P } from './layout';
import type { Template } from './template';

/** `receipt-SND-26-00042.pdf`: the reference, kept to characters every mail client files safely. */
export function receiptFileName(reference: string): string {
  return `receipt-${reference.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
}

/**
 * «إيصال الدفع», sent to the payer of every successful payment (a booking or a service request,
 * any provider or method; issue 31.3): the facts of the payment as the PDF receipt lists them
 * (`receiptRows` of @ssc/pdf, so the two never differ), a PDF attached, and a link to the
 * dashboard for a client with an account. The PDF is the payment's invoice when the job carries
 * one (issue 32: the invoice states the payment, and a second, plain receipt would only be another
 * paper), numbered in the email too; a job queued before invoices existed attaches the receipt.
 */
export const paymentReceipt: Template<PaymentReceiptJob> = async (job, { siteName }) => {
  const { receipt, invoice } = job;
  const facts = [
    ...(invoice ? [['رقم الفاتورة', ltr(invoice.number)] as const] : []),
    ...receiptRows(receipt).map(({ label, value }) => [label, value] as const),
  ];
  const contactEmail = CONTACT_DETAILS.emails[0];
  const phone = CONTACT_DETAILS.landline.display;

  const subject = `إيصال الدفع — ${receipt.reference}`;
  const greeting = `مرحباً ${receipt.name}،`;
  const intro = invoice
    ? `استلمنا دفعتك بنجاح، شكراً لك. تفاصيلها أدناه، والفاتورة رقم ${ltr(invoice.number)} مرفقة بهذه الرسالة بصيغة PDF.`
    : 'استلمنا دفعتك بنجاح، شكراً لك. تفاصيلها أدناه، وإيصال الدفع مرفق بهذه الرسالة بصيغة PDF.';
  const timeNote = 'الأوقات بتوقيت عمّان.';
  const dashboard = 'تجد مواعيدك ومدفوعاتك في أي وقت في لوحة التحكم:';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    timeNote,
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
      {job.dashboardUrl ? <P>{dashboard}</P> : null}
      {job.dashboardUrl ? <ButtonLink href={job.dashboardUrl}>لوحة التحكم</ButtonLink> : null}
      <ContactLine items={[contactEmail, phone]} />
    </EmailLayout>
  );

  const attachment: EmailAttachment = invoice
    ? {
        filename: invoicePdfFileName(invoice.number),
        contentType: 'application/pdf',
        content: await renderInvoicePdf(invoice, { siteName }),
      }
    : {
        filename: receiptFileName(receipt.reference),
        contentType: 'application/pdf',
        content: await renderReceiptPdf(receipt, { siteName }),
      };
  return { subject, text, html, attachments: [attachment] };
};
