import { MAX_FILE_BYTES, MAX_FILES_PER_UPLOAD } from '@ssc/contracts/uploads';
import type { Middleware } from 'koa';
import { unsupportedMediaType } from '../errors/http-error';
import type { ServiceState } from '../http/state';
import { discardTempFiles, type MultipartUpload, receiveMultipart } from './multipart';
import type { UploadStore } from './upload-store';

export interface UploadParser extends Middleware<ServiceState> {
  /** The fields and verified files of this request (after the middleware ran). */
  value(ctx: { state: ServiceState }): MultipartUpload;
}

/**
 * Reads a `multipart/form-data` body into fields (set as `ctx.request.body`, so `validateBody`
 * runs next) and temp files, and removes whatever temp file is left once the request is handled:
 * moved files are gone from the temp folder already, the others never stay behind.
 * With `allowJson`, a JSON body (already parsed by the kit) passes as fields without files.
 */
export function parseUpload(
  store: UploadStore,
  options: {
    allowJson: boolean;
    maxFileBytes?: number;
    /** The multipart field(s) of the files (`files`, repeated); `maxFiles` of them at most. */
    fileField?: string | readonly string[];
    maxFiles?: number;
  },
): UploadParser {
  const uploads = new WeakMap<ServiceState, MultipartUpload>();
  const middleware: Middleware<ServiceState> = async (ctx, next) => {
    let upload: MultipartUpload;
    if (ctx.is('multipart/form-data')) {
      upload = await receiveMultipart(ctx.req, {
        tmpDir: store.tmpDir,
        maxFileBytes: options.maxFileBytes ?? MAX_FILE_BYTES,
        maxFiles: options.maxFiles ?? MAX_FILES_PER_UPLOAD,
        fileField: options.fileField ?? 'files',
      });
    } else if (options.allowJson && ctx.is('application/json')) {
      upload = { fields: (ctx.request.body ?? {}) as Record<string, string>, files: [] };
    } else {
      throw unsupportedMediaType();
    }
    ctx.request.body = upload.fields;
    uploads.set(ctx.state, upload);
    try {
      await next();
    } finally {
      await discardTempFiles(upload.files);
    }
  };
  return Object.assign(middleware, {
    value(ctx: { state: ServiceState }): MultipartUpload {
      const upload = uploads.get(ctx.state);
      if (!upload) throw new Error('parseUpload did not run before reading');
      return upload;
    },
  });
}
