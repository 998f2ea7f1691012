import { fileTypeFromFile } from 'file-type';

/**
 * What each allowed extension (spec §9) must contain, as `file-type` names it: a .doc is an OLE
 * compound file (header D0 CF 11 E0, reported as `cfb`), a .docx a zip with `word/` (`docx`).
 * The name and the content must agree, so a PNG named .pdf is refused as well as a text file.
 */
const CONTENT_BY_EXTENSION: Record<string, { detected: string; mimeType: string }> = {
  pdf: { detected: 'pdf', mimeType: 'application/pdf' },
  jpg: { detected: 'jpg', mimeType: 'image/jpeg' },
  jpeg: { detected: 'jpg', mimeType: 'image/jpeg' },
  jfif: { detected: 'jpg', mimeType: 'image/jpeg' },
  png: { detected: 'png', mimeType: 'image/png' },
  doc: { detected: 'cfb', mimeType: 'application/msword' },
  docx: {
    detected: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the name carries an allowed extension (checked before anything is written). */
export function hasAllowedExtension(fileName: string): boolean {
  return extensionOf(fileName) in CONTENT_BY_EXTENSION;
}

/**
 * The MIME type to store for a received file when its content matches its extension, else
 * undefined. Reads only the bytes `file-type` needs from the file on disk.
 */
export async function verifiedMimeType(
  fileName: string,
  path: string,
): Promise<string | undefined> {
  const expected = CONTENT_BY_EXTENSION[extensionOf(fileName)];
  if (!expected) return undefined;
  const detected = await fileTypeFromFile(path);
  return detected?.ext === expected.detected ? expected.mimeType : undefined;
}

/**
 * A file name safe to keep and show: the last path segment, without control characters, at
 * most 200 characters (keeping the extension).
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 200) return clean;
  const extension = extensionOf(clean);
  return `${clean.slice(0, 190)}${extension ? `.${extension}` : ''}`;
}
