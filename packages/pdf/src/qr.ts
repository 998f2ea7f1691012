import type { QRCode } from 'qrcode';

/**
 * JoFotara's QR code drawn as vector squares: the module matrix of `qrcode`'s `create`, each run
 * of dark modules in a row one filled rectangle. No PNG in between: the code stays sharp at any
 * zoom or printer resolution, and the file carries no image.
 */

let loading: Promise<typeof import('qrcode')> | undefined;

/** qrcode (with the PNG and SVG writers it requires) loaded with the first QR, not on import. */
function loadQrCode(): Promise<typeof import('qrcode')> {
  loading ??= import('qrcode');
  return loading;
}

/**
 * The QR symbol of `text`: error correction M, as asked; a text too long for M at the largest
 * version (2331 bytes) falls back to L, which holds the most (2953). A text neither holds is no
 * QR JoFotara could have made, and throws.
 */
export async function qrSymbol(text: string): Promise<QRCode> {
  const { create } = await loadQrCode();
  try {
    return create(text, { errorCorrectionLevel: 'M' });
  } catch {
    return create(text, { errorCorrectionLevel: 'L' });
  }
}

/** The dark modules as rectangles in module units: one per run of dark modules in a row. */
export function darkRuns(symbol: QRCode): { row: number; col: number; length: number }[] {
  const { size } = symbol.modules;
  const runs: { row: number; col: number; length: number }[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!symbol.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && symbol.modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return runs;
}

/** Black, apart from the text's #222: a reader (or a test) tells the code's squares by it. */
export const QR_COLOR = '#000000';

/**
 * Draws the symbol with its top-left corner at (x, y), `size` points wide (the quiet zone of four
 * modules around it is the caller's white space). Returns the y below it.
 */
export function drawQrSymbol(
  doc: PDFKit.PDFDocument,
  symbol: QRCode,
  options: { x: number; y: number; size: number },
): number {
  const module = options.size / symbol.modules.size;
  doc.save();
  for (const { row, col, length } of darkRuns(symbol)) {
    doc.rect(options.x + col * module, options.y + row * module, length * module, module);
  }
  doc.fill(QR_COLOR);
  doc.restore();
  return options.y + options.size;
}

/**
 * How wide to draw a symbol of `modules` modules: 120 pt for the usual JoFotara code (~1.4 pt a
 * module), wider for a large one so that no module prints smaller than 1 pt (0.35 mm), up to 180.
 */
export function qrDrawSize(modules: number): number {
  return Math.min(180, Math.max(120, modules));
}
