// The `@ssc/ui/files` entry: picking, checking, listing and uploading files (booking, test upload,
// dashboard). Not in the `@ssc/ui` index, which the landing page loads whole as a shared singleton:
// these pieces need the zod-based contracts (file rules and messages). The whole upload flow is
// its own entry, `@ssc/ui/upload` (UploadFlow.tsx): the booking form uses only these parts, and a
// route chunk holds whatever this index re-exports.
export { FileDropZone, FileList, UploadProgress } from './FilePicker';
export {
  addFiles,
  FILE_REJECTED_TOAST_MS,
  type FileSelection,
  filesRejectedTitle,
  formatFileSize,
  sameFile,
} from './files';
export { useFileSelection } from './useFileSelection';
