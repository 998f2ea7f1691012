import {
  formatAmmanDateTime,
  formatJod,
  fromMinorUnits,
  PAYMENT_METHOD_LABELS,
  type Receipt,
} from '@ssc/contracts';
import { CONTENT, createDocument } from './document';
import { FONTS } from './fonts';
import { drawLetterhead, MUTED } from './letterhead';
import { drawRows, type Row } from './rows';
import { drawParagraph, isolate } from './rtl';

/** The facts of a receipt, in the order the PDF lists them. */
export function receiptRows(receipt: Receipt): Row[] {
  const rows: Row[] = [
    { label: 'رقم المرجع', value: isolate(receipt.reference) },
    { label: 'الخدمة', value: receipt.serviceName },
  ];
  if (receipt.kind === 'appointment' && receipt.startsAt) {
    rows.push({ label: 'موعد الاستشارة', value: formatAmmanDateTime(receipt.startsAt) });
  }
  rows.push(
    { label: 'المبلغ المدفوع', value: formatJod(fromMinorUnits(receipt.amountMinor)) },
    { label: 'طريقة الدفع', value: PAYMENT_METHOD_LABELS[receipt.method] },
    { label: 'مرجع الدفع', value: isolate(receipt.paymentReference) },
    { label: 'تاريخ الدفع', value: formatAmmanDateTime(receipt.paidAt) },
    { label: 'اسم الدافع', value: isolate(receipt.name) },
  );
  return rows;
}

/** The closing line under the table. */
export const RECEIPT_CLOSING = 'نشكر ثقتكم. يثبت هذا الإيصال استلامنا المبلغ المذكور أعلاه.';

/**
 * The receipt of one payment (a booking or a service request) as an A4 PDF, right to left: the
 * office's name, address and phones, the title «إيصال دفع», the facts, a closing line.
 */
export async function renderReceiptPdf(
  receipt: Receipt,
  options: { siteName: string },
): Promise<Buffer> {
  const { doc, end } = await createDocument({
    title: `إيصال دفع ${receipt.reference}`,
    author: options.siteName,
    // Issued for the payment: the same receipt is the same file, mailed or downloaded.
    createdAt: new Date(receipt.paidAt),
  });
  const { x, width } = CONTENT;
  let y = drawLetterhead(doc, options.siteName);

  // The title and the facts.
  y = drawParagraph(doc, 'إيصال دفع', { font: FONTS.bold, size: 22, x, y, width, align: 'center' });
  y += 16;
  y = drawRows(doc, receiptRows(receipt), { x, y, width, labelWidth: 150, size: 11 });
  y += 24;
  y = drawParagraph(doc, RECEIPT_CLOSING, { font: FONTS.regular, size: 11, x, y, width });
  drawParagraph(doc, `صدر هذا الإيصال إلكترونيا عن ${options.siteName}، ولا يحتاج إلى توقيع.`, {
    font: FONTS.regular,
    size: 9,
    color: MUTED,
    x,
    y: y + 4,
    width,
  });

  return end();
}
