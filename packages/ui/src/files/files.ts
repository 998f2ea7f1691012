import { LOCALE } from '@ssc/contracts';
import { checkUploadFile, MAX_FILES_PER_UPLOAD, uploadMessages } from '@ssc/contracts/uploads';

type FileLike = Pick<File, 'name' | 'size' | 'lastModified'>;

/** Two picks of the same file (same name, size and modification time) are one attachment. */
export function sameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export interface FileSelection<T extends FileLike> {
  /** The list after adding the valid new files at its end. */
  files: T[];
  /** One Arabic message per refused file, naming it (type, or larger than MAX_FILE_BYTES). */
  rejected: string[];
}

/**
 * Adds picked or dropped files to the list: checked one by one (spec §5), duplicates skipped, at
 * most `max` in all (what the service accepts in one request).
 */
export function addFiles<T extends FileLike>(
  current: readonly T[],
  incoming: Iterable<T>,
  max: number = MAX_FILES_PER_UPLOAD,
): FileSelection<T> {
  const files = [...current];
  const rejected: string[] = [];
  let overflow = false;
  for (const file of incoming) {
    const problem = checkUploadFile(file);
    if (problem) rejected.push(problem);
    else if (files.some((f) => sameFile(f, file))) continue;
    else if (files.length >= max) overflow = true;
    else files.push(file);
  }
  if (overflow) rejected.push(uploadMessages.tooManyFiles);
  return { files, rejected };
}

const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A file size for people: "820 بايت", "12.5 كيلوبايت", "3.2 ميغابايت". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${number.format(bytes)} بايت`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} كيلوبايت`;
  return `${number.format(bytes / (1024 * 1024))} ميغابايت`;
}

/** The title of the toast that names the refused files of one pick. */
export function filesRejectedTitle(count: number): string {
  return count === 1 ? 'تعذّر إرفاق الملف' : 'تعذّر إرفاق بعض الملفات';
}

/** How long a failure toast stays (spec §8 booking failure: 6 s). */
export const FILE_REJECTED_TOAST_MS = 6_000;
