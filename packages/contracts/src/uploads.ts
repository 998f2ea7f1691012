/**
 * The upload rules (spec §5 and §9), once, for the file pickers of the pages and the booking
 * service: which files are accepted (extension, the MIME type stored, what the content must be),
 * how large and how many, and the Arabic messages built from those limits, so that changing a
 * limit here changes every check and every sentence that states it.
 *
 * Import it as `@ssc/contracts/uploads`. Pure data and functions, no library.
 */

import { ltr } from './bidi';

/** The largest file accepted (spec §9: 10 MB each). */
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;
/** Files one booking or one upload may carry (each at most MAX_FILE_BYTES). */
export const MAX_FILES_PER_UPLOAD = 10;

/**
 * What the booking service checks the first bytes of a file against (with the `file-type`
 * package): `detectedAs` is the type `file-type` must report, `signature` the leading bytes that
 * type starts with. A .doc is an OLE compound file (`cfb`), a .docx a zip holding `word/`.
 */
export interface ContentExpectation {
  detectedAs: 'pdf' | 'jpg' | 'png' | 'cfb' | 'docx';
  signature: readonly number[];
}

const PDF: ContentExpectation = { detectedAs: 'pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d] };
const JPEG: ContentExpectation = { detectedAs: 'jpg', signature: [0xff, 0xd8, 0xff] };
const PNG: ContentExpectation = {
  detectedAs: 'png',
  signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const CFB: ContentExpectation = {
  detectedAs: 'cfb',
  signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};
const DOCX: ContentExpectation = { detectedAs: 'docx', signature: [0x50, 0x4b, 0x03, 0x04] };

/**
 * Every accepted extension (in the order of the file inputs' `accept`), with its name in messages,
 * the MIME type stored and served for it, and what its content must be: the name and the content
 * must agree, so a PNG named .pdf is refused as well as a text file.
 */
export const UPLOAD_FILE_TYPES = {
  pdf: { label: 'PDF', mimeType: 'application/pdf', content: PDF },
  doc: { label: 'DOC', mimeType: 'application/msword', content: CFB },
  docx: {
    label: 'DOCX',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    content: DOCX,
  },
  jpg: { label: 'JPG', mimeType: 'image/jpeg', content: JPEG },
  jpeg: { label: 'JPEG', mimeType: 'image/jpeg', content: JPEG },
  png: { label: 'PNG', mimeType: 'image/png', content: PNG },
  jfif: { label: 'JFIF', mimeType: 'image/jpeg', content: JPEG },
} as const satisfies Record<
  string,
  { label: string; mimeType: string; content: ContentExpectation }
>;

export type UploadExtension = keyof typeof UPLOAD_FILE_TYPES;

/** The accepted extensions, lower case, without the dot. */
export const ALLOWED_FILE_EXTENSIONS = Object.keys(UPLOAD_FILE_TYPES) as UploadExtension[];

/** The `accept` attribute of every file input. */
export const FILE_INPUT_ACCEPT = ALLOWED_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** The order the types are named in to people: documents first, then images, then Word. */
const NAMED_ORDER: readonly UploadExtension[] = [
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'jfif',
  'doc',
  'docx',
];
const labels = NAMED_ORDER.map((e) => UPLOAD_FILE_TYPES[e].label);

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * What no file name may keep: control characters, and the invisible direction marks and
 * overrides (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) with the other invisible formatting
 * characters (zero-width space, word joiners, line separators, BOM). A right-to-left override
 * makes `report\u202eexe.pdf` show as `reportfdp.exe`: the name people see must be the name
 * whose extension was checked. ZWNJ/ZWJ stay (Persian and Arabic spellings use them).
 */
const UNSAFE_NAME_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** The name without the characters of `UNSAFE_NAME_CHARACTERS` (removed, so the extension stays last). */
export function withoutUnsafeCharacters(fileName: string): string {
  return fileName.replace(UNSAFE_NAME_CHARACTERS, '');
}

/** The accepted type of a file name, or undefined when its extension is not accepted. */
export function uploadTypeOf(
  fileName: string,
): (typeof UPLOAD_FILE_TYPES)[UploadExtension] | undefined {
  const extension = extensionOf(fileName);
  return Object.hasOwn(UPLOAD_FILE_TYPES, extension)
    ? UPLOAD_FILE_TYPES[extension as UploadExtension]
    : undefined;
}

/** "10 ميغابايت". */
const sizeText = `${MAX_FILE_MB} ميغابايت`;
/** A count of files in Arabic ("10 ملفات", "20 ملفاً", "ملفين"). */
function filesText(count: number): string {
  if (count === 1) return 'ملف واحد';
  if (count === 2) return 'ملفين';
  return count <= 10 ? `${count} ملفات` : `${count} ملفاً`;
}

/** The Arabic sentences that state the upload rules, built from the table and the limits. */
export const uploadMessages = {
  // Each Latin type is isolated (ltr) and the list joined by the Arabic comma: «PDF، JPG، …» keeps
  // its order in a toast instead of reading «JFIFو PNGو …» (issue 33.4); the file's own name is
  // isolated too, in whichever direction it is written (FSI … PDI).
  fileType: (name: string) =>
    `الملف «\u2068${name}\u2069» بصيغة غير مدعومة. الصيغ المسموحة: ${labels.map(ltr).join('، ')}`,
  fileTooLarge: (name: string) => `حجم الملف «${name}» أكبر من ${sizeText}`,
  tooManyFiles: `يمكن إرفاق ${filesText(MAX_FILES_PER_UPLOAD)} كحد أقصى في الطلب الواحد`,
  /** The hint under every file picker. */
  pickerHint: `${labels.map(ltr).join('، ')} (حتى ${sizeText} للملف الواحد و${filesText(MAX_FILES_PER_UPLOAD)} في كل مرة)`,
  /**
   * In place of the download link of a file of a booking never paid, deleted from disk once
   * UNPAID_FILES_RETENTION_HOURS passed (the row stays), and the 410 of its download.
   */
  purged: 'حُذف المرفق بعد انتهاء مهلة الدفع',
  /** The booking page's short statement of the size limit. */
  perFileLimit: `حتى ${sizeText} للملف الواحد`,
} as const;

/** The check the pages make before sending a file (the service checks the content again). */
export function checkUploadFile(file: { name: string; size: number }): string | undefined {
  if (!uploadTypeOf(file.name)) return uploadMessages.fileType(file.name);
  if (file.size > MAX_FILE_BYTES) return uploadMessages.fileTooLarge(file.name);
  return undefined;
}
