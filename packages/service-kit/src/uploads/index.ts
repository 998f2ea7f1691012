// Uploaded files of any service: multipart parsing with size, count and content-type checks, and
// the store under DATA_DIR/uploads (booking's documents, payment's transfer confirmations).
export { cleanFileName, hasAllowedExtension, verifiedMimeType } from './file-rules';
export {
  discardTempFiles,
  type MultipartUpload,
  type ReceivedFile,
  receiveMultipart,
} from './multipart';
export { attachmentDisposition, sendStoredFile } from './send-file';
export { parseUpload, type UploadParser } from './upload-middleware';
export { UploadStore, withFileMoves } from './upload-store';
