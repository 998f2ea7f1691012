import { extensionOf, uploadTypeOf, withoutUnsafeCharacters } from '@ssc/contracts/uploads';
import { fileTypeFromFile } from 'file-type';

// Which files are accepted and what their content must be is the shared table
// `UPLOAD_FILE_TYPES` (`@ssc/contracts/uploads`); this file only runs the server's detection.

export { extensionOf };

/** True when the name carries an allowed extension (checked before anything is written). */
export function hasAllowedExtension(fileName: string): boolean {
  return uploadTypeOf(fileName) !== undefined;
}

/**
 * The MIME type to store for a received file when its content is what its extension promises
 * (`content.detectedAs` as `file-type` names it), else undefined. Reads only the bytes
 * `file-type` needs from the file on disk.
 */
export async function verifiedMimeType(
  fileName: string,
  path: string,
): Promise<string | undefined> {
  const expected = uploadTypeOf(fileName);
  if (!expected) return undefined;
  const detected = await fileTypeFromFile(path);
  return detected?.ext === expected.content.detectedAs ? expected.mimeType : undefined;
}

/**
 * A file name safe to keep and show: the last path segment, without control characters or
 * invisible direction overrides (issue 37 row 7), at most 200 characters (keeping the extension).
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = withoutUnsafeCharacters(base).trim();
  if (clean.length <= 200) return clean;
  const extension = extensionOf(clean);
  return `${clean.slice(0, 190)}${extension ? `.${extension}` : ''}`;
}
