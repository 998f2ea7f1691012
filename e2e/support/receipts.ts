// The payer's receipt email (worker template payment-receipt), as it lands in the suite's SMTP
// sink: «إيصال الدفع — SND-…» with the PDF receipt attached, read back with pdf.js.
import { attachmentBytes, mailTo, type ReceivedMail, waitForMail } from './mail';
import { type PdfText, readPdfText } from './pdf';
import { expect } from './test';

const SUBJECT = 'إيصال الدفع';

/**
 * Waits for the receipt of the payment of `reference` sent to `to`, and checks what the payer
 * gets: the subject, one receipt only, the body's reference and amount, and the attached
 * `receipt-<reference>.pdf` (application/pdf) whose text holds the reference and `amount`
 * (as the site writes it, e.g. «30 دينار أردني»).
 */
export async function expectReceiptEmail(options: {
  to: string;
  reference: string;
  amount: string;
}): Promise<{ mail: ReceivedMail; pdf: PdfText }> {
  const { to, reference, amount } = options;
  const subject = `${SUBJECT} — ${reference}`;
  const mail = await waitForMail({ to, subject: new RegExp(`^${SUBJECT} — ${reference}$`) });
  expect(mail.subject).toBe(subject);
  expect(mailTo(to).filter((m) => m.subject === subject)).toHaveLength(1);
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain(`المبلغ المدفوع: ${amount}`);

  const filename = `receipt-${reference}.pdf`;
  const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
  expect(pdfs.map((a) => a.filename)).toEqual([filename]);
  const bytes = attachmentBytes(mail, filename);
  expect(bytes?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await readPdfText(bytes!);
  expect(pdf.items).toEqual(expect.arrayContaining([reference, amount]));
  return { mail, pdf };
}
