import { PAGE } from './document';
import { FONTS } from './fonts';
import { type LaidOutParagraph, layoutParagraph } from './rtl';

/** One line of a facts table: the label (right column) and its value. */
export interface Row {
  label: string;
  /** Plain text; wrap codes, numbers and emails that must read left to right in `ltr()`. */
  value: string;
  /** The value in bold (a total). */
  strong?: boolean;
}

export interface RowsOptions {
  x: number;
  y: number;
  width: number;
  /** Width of the label column, on the right (default a third of the table). */
  labelWidth?: number;
  size?: number;
}

/** A table laid out for its width, ready to draw at any height. */
export interface LaidOutRows {
  height: number;
  /**
   * Draws it from `top` (at the options' x); returns the y below it. A row that would cross the
   * bottom margin starts a new page (a credit invoice's long reason can push a table that far).
   */
  draw(top: number): number;
}

const PADDING = 8;
const RULE = '#dddddd';
const LABEL_BACKGROUND = '#f6f6f6';

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number): void {
  doc.lineWidth(0.75).strokeColor(RULE);
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .stroke();
}

/**
 * A two-column table, right to left: each label in bold on a grey band at the right, its value
 * beside it to the left; rows as tall as their longest cell, a hairline between them. Laid out
 * first, so a layout can see its height (to keep it on one page) before drawing it.
 */
export function layoutRows(
  doc: PDFKit.PDFDocument,
  rows: Row[],
  options: Omit<RowsOptions, 'y'>,
): LaidOutRows {
  const size = options.size ?? 11;
  const labelWidth = options.labelWidth ?? options.width / 3;
  const valueWidth = options.width - labelWidth;
  const labelX = options.x + valueWidth;
  const cells = rows.map((row) => {
    const label: LaidOutParagraph = layoutParagraph(doc, row.label, {
      font: FONTS.bold,
      size,
      width: labelWidth - 2 * PADDING,
    });
    const value = layoutParagraph(doc, row.value, {
      font: row.strong ? FONTS.bold : FONTS.regular,
      size,
      width: valueWidth - 2 * PADDING,
    });
    return { label, value, height: Math.max(label.height, value.height) + 2 * PADDING };
  });
  const bottom = PAGE.height - PAGE.margin;
  return {
    height: cells.reduce((sum, cell) => sum + cell.height, 0),
    draw(top) {
      let y = top;
      rule(doc, options.x, y, options.width);
      for (const { label, value, height } of cells) {
        if (y + height > bottom && y > doc.page.margins.top) {
          doc.addPage();
          y = doc.page.margins.top;
          rule(doc, options.x, y, options.width);
        }
        doc.rect(labelX, y, labelWidth, height).fill(LABEL_BACKGROUND);
        label.draw(labelX + PADDING, y + PADDING);
        value.draw(options.x + PADDING, y + PADDING);
        y += height;
        rule(doc, options.x, y, options.width);
      }
      return y;
    },
  };
}

/** Lays out and draws a table (see layoutRows); returns the y below it. */
export function drawRows(doc: PDFKit.PDFDocument, rows: Row[], options: RowsOptions): number {
  return layoutRows(doc, rows, options).draw(options.y);
}
