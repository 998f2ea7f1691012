import { FONTS } from './fonts';
import { layoutParagraph } from './rtl';

/** One line of a facts table: the label (right column) and its value. */
export interface Row {
  label: string;
  /** Plain text; wrap codes, numbers and emails that must read left to right in `ltr()`. */
  value: string;
}

export interface RowsOptions {
  x: number;
  y: number;
  width: number;
  /** Width of the label column, on the right (default a third of the table). */
  labelWidth?: number;
  size?: number;
}

const PADDING = 8;
const RULE = '#dddddd';
const LABEL_BACKGROUND = '#f6f6f6';

/**
 * A two-column table, right to left: each label in bold on a grey band at the right, its value
 * beside it to the left; rows as tall as their longest cell, a hairline between them. Returns
 * the y below the table.
 */
export function drawRows(doc: PDFKit.PDFDocument, rows: Row[], options: RowsOptions): number {
  const size = options.size ?? 11;
  const labelWidth = options.labelWidth ?? options.width / 3;
  const valueWidth = options.width - labelWidth;
  const labelX = options.x + valueWidth;
  let y = options.y;
  doc.lineWidth(0.75).strokeColor(RULE);
  doc
    .moveTo(options.x, y)
    .lineTo(options.x + options.width, y)
    .stroke();
  for (const row of rows) {
    const label = layoutParagraph(doc, row.label, {
      font: FONTS.bold,
      size,
      width: labelWidth - 2 * PADDING,
    });
    const value = layoutParagraph(doc, row.value, {
      font: FONTS.regular,
      size,
      width: valueWidth - 2 * PADDING,
    });
    const height = Math.max(label.height, value.height) + 2 * PADDING;
    doc.rect(labelX, y, labelWidth, height).fill(LABEL_BACKGROUND);
    label.draw(labelX + PADDING, y + PADDING);
    value.draw(options.x + PADDING, y + PADDING);
    y += height;
    doc.lineWidth(0.75).strokeColor(RULE);
    doc
      .moveTo(options.x, y)
      .lineTo(options.x + options.width, y)
      .stroke();
  }
  return y;
}
