// The payer's receipt email (worker template payment-receipt), as it lands in the suite's SMTP
// sink: «إيصال الدفع — SND-…» with the payment's invoice PDF attached (issue 32; it was the plain
// receipt before), read back with pdf.js.
import { attachmentBytes, mailTo, type ReceivedMail, waitForMail } from './mail';
import { type PdfText, readPdfText } from './pdf';
import { expect } from './test';

const SUBJECT = 'إيصال الدفع';
/** `invoice-INV-2026-000123.pdf`: the attachment's name, the invoice number in it. */
const INVOICE_FILE = /^invoice-(INV-\d{4}-\d{6,})\.pdf$/;

const fils = new Intl.NumberFormat('ar-JO-u-nu-latn', {
  minimumFractionDigits: 3,
  maximumFractionDigits: 3,
});

/**
 * An amount as the invoice PDF writes it, from the site's «30 ديناراً أردنياً» (support/money.ts): always the three fils
 * decimals, «30.000 د.أ».
 */
export function invoiceAmount(amount: string): string {
  const jod = Number(amount.replace(/[^\d.]/g, ''));
  expect(Number.isFinite(jod)).toBe(true);
  return `${fils.format(jod)} د.أ`;
}

/**
 * Waits for the receipt of the payment of `reference` sent to `to`, and checks what the payer
 * gets: the subject, one receipt only, the body's reference, amount (as the site writes it, e.g.
 * «30 ديناراً أردنياً») and invoice number, and the one attached PDF, `invoice-<number>.pdf`
 * (application/pdf), whose text holds the number, the reference and the amount as an invoice
 * writes it («30.000 د.أ»).
 */
export async function expectReceiptEmail(options: {
  to: string;
  reference: string;
  amount: string;
}): Promise<{ mail: ReceivedMail; pdf: PdfText; number: string }> {
  const { to, reference, amount } = options;
  const subject = `${SUBJECT} — ${reference}`;
  const mail = await waitForMail({ to, subject: new RegExp(`^${SUBJECT} — ${reference}$`) });
  expect(mail.subject).toBe(subject);
  expect(mailTo(to).filter((m) => m.subject === subject)).toHaveLength(1);
  expect(mail.text).toContain(reference);
  expect(mail.text).toContain(`المبلغ المدفوع: ${amount}`);

  const pdfs = mail.attachments.filter((a) => a.contentType === 'application/pdf');
  expect(pdfs).toHaveLength(1);
  const filename = pdfs[0]!.filename ?? '';
  const number = filename.match(INVOICE_FILE)?.[1];
  expect(number, `the attachment's name, ${filename}`).toBeDefined();
  expect(mail.text).toContain(number!);
  const bytes = attachmentBytes(mail, filename);
  expect(bytes?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await readPdfText(bytes!);
  expect(pdf.items).toEqual(expect.arrayContaining([reference, invoiceAmount(amount)]));
  expect(pdf.items.join('\n')).toContain(number!);
  return { mail, pdf, number: number! };
}
