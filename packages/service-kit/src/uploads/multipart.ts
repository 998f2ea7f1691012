import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errorMessages } from '@ssc/contracts';
import { uploadMessages } from '@ssc/contracts/uploads';
import busboy from 'busboy';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../errors/http-error';
import { cleanFileName, hasAllowedExtension, verifiedMimeType } from './file-rules';

/** A file streamed to a temporary path, its content checked against its extension. */
export interface ReceivedFile {
  originalName: string;
  tempPath: string;
  size: number;
  mimeType: string;
  /** Set once the file is moved into the store (`withFileMoves`): no temp file is left to remove. */
  moved?: boolean;
}

export interface MultipartUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface MultipartOptions {
  /** Where parts are written while they arrive (same file system as the uploads folder). */
  tmpDir: string;
  maxFileBytes: number;
  maxFiles: number;
  /** The form field(s) carrying the files (repeated); file parts under other names are refused. */
  fileField: string | readonly string[];
}

/** The client went away mid-body: nothing to answer, only to clean. */
class UploadAbortedError extends HttpError {
  constructor() {
    super(400, errorMessages.validation);
    this.name = 'UploadAbortedError';
  }
}

interface PendingFile {
  originalName: string;
  tempPath: string;
  size: number;
  out: WriteStream;
  written: Promise<void>;
  closed: Promise<void>;
}

const MAX_FIELDS = 30;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * Streams a multipart body: fields into memory (small, bounded), each file straight to its own
 * temporary file (never buffered whole), at most `maxFileBytes` each. Resolves once the body is
 * read and every file's content is verified; rejects with the Arabic 413/415/400 otherwise. On
 * any failure, and when the client disconnects mid-body, every temporary file is removed before
 * the promise settles. On success the caller owns the temp files (see `discardTempFiles`).
 */
export function receiveMultipart(
  req: IncomingMessage,
  options: MultipartOptions,
): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: options.maxFileBytes,
          files: options.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: options.maxFiles + MAX_FIELDS,
        },
      });
    } catch {
      reject(badRequest());
      return;
    }

    const fields: Record<string, string> = {};
    const pending: PendingFile[] = [];
    let failure: HttpError | undefined;
    let settled = false;
    const fail = (error: HttpError) => {
      failure ??= error;
    };

    const cleanUp = async () => {
      for (const file of pending) file.out.destroy();
      await Promise.allSettled(pending.map((file) => file.closed));
      await discardTempFiles(pending);
    };

    const settle = async (outcome: () => Promise<MultipartUpload>) => {
      if (settled) return;
      settled = true;
      req.off('close', onClose);
      try {
        resolve(await outcome());
      } catch (error) {
        await cleanUp();
        reject(error);
      }
    };

    const onClose = () => {
      if (req.complete) return;
      // The client disconnected before the body ended: stop writing and remove what was written.
      req.unpipe(parser);
      parser.destroy();
      void settle(async () => {
        throw new UploadAbortedError();
      });
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(payloadTooLarge());
      else fields[name] = value;
    });

    parser.on('file', (field, stream, info) => {
      const originalName = cleanFileName(info.filename ?? '');
      // A form submitted without choosing a file sends an empty, nameless part.
      if (failure || settled || originalName === '') {
        stream.resume();
        return;
      }
      if (![options.fileField].flat().includes(field)) {
        fail(badRequest());
        stream.resume();
        return;
      }
      if (!hasAllowedExtension(originalName)) {
        fail(unsupportedMediaType(uploadMessages.fileType(originalName)));
        stream.resume();
        return;
      }
      const tempPath = join(options.tmpDir, `${randomUUID()}.part`);
      const out = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
      const closed = new Promise<void>((done) => out.once('close', () => done()));
      const file: PendingFile = {
        originalName,
        tempPath,
        size: 0,
        out,
        closed,
        written: Promise.resolve(),
      };
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.once('limit', () => {
        fail(payloadTooLarge(uploadMessages.fileTooLarge(originalName)));
      });
      file.written = pipeline(stream, out);
      // Awaited in `close`; this only keeps an early failure from being unhandled.
      file.written.catch(() => {});
      pending.push(file);
    });

    parser.once('filesLimit', () => fail(payloadTooLarge(uploadMessages.tooManyFiles)));
    parser.once('fieldsLimit', () => fail(payloadTooLarge()));
    parser.once('partsLimit', () => fail(payloadTooLarge()));

    parser.once('error', () => {
      req.unpipe(parser);
      // A malformed body: answer once the rest of it has been read, so the client sees the answer.
      req.resume();
      void settle(async () => {
        throw badRequest();
      });
    });

    parser.once('close', () => {
      void settle(async () => {
        const results = await Promise.allSettled(pending.map((file) => file.written));
        await Promise.all(pending.map((file) => file.closed));
        if (failure) throw failure;
        const broken = results.find((r) => r.status === 'rejected');
        if (broken) throw (broken as PromiseRejectedResult).reason;
        const files: ReceivedFile[] = [];
        for (const file of pending) {
          const mimeType = await verifiedMimeType(file.originalName, file.tempPath);
          if (!mimeType) throw unsupportedMediaType(uploadMessages.fileType(file.originalName));
          files.push({
            originalName: file.originalName,
            tempPath: file.tempPath,
            size: file.size,
            mimeType,
          });
        }
        return { fields, files };
      });
    });

    req.on('close', onClose);
    req.pipe(parser);
  });
}

/**
 * Removes temporary files. Moved ones are skipped without a system call (on the booking path every
 * file is moved: an unlink each would only fail with ENOENT); one already removed is no error.
 */
export async function discardTempFiles(
  files: readonly { tempPath: string; moved?: boolean }[],
): Promise<void> {
  await Promise.all(
    files
      .filter((file) => !file.moved)
      .map((file) =>
        unlink(file.tempPath).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
  );
}
