// The `@ssc/ui/files` entry: picking, checking, listing and uploading files (booking, test upload,
// dashboard). Not in the `@ssc/ui` index, which the landing page loads whole as a shared singleton:
// these pieces need the zod-based contracts (file rules and messages).
export { FileDropZone, FileList, UploadProgress } from './FilePicker';
export {
  addFiles,
  FILE_REJECTED_TOAST_MS,
  type FileSelection,
  filesRejectedTitle,
  formatFileSize,
  sameFile,
} from './files';
export {
  DEFAULT_UPLOAD_TEXTS,
  UPLOAD_FAILED_TOAST_MS,
  UPLOAD_NETWORK_FAILED,
  UploadFlow,
  type UploadTexts,
} from './UploadFlow';
export { useFileSelection } from './useFileSelection';
