// Reading a PDF the system sent or served (a receipt) back as text, with pdf.js (pdfjs-dist,
// Mozilla's reader): what a person opening the file would read.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** The document's title (its Info dictionary). */
  title: string | undefined;
  /**
   * Every page's text pieces in reading order, as pdf.js puts them together (its bidi turns a
   * right-to-left line back into logical order), blank ones left out.
   */
  items: string[];
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes over (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const items: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items) {
        if ('str' in item && item.str.trim()) items.push(item.str);
      }
    }
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
    return { pages: pdf.numPages, title: info.Title, items };
  } finally {
    await pdf.destroy();
  }
}
