export { ApiError, apiErrorFromText, toApiError } from './apiError';
export { apiRequest, type HttpMethod, throwIfResNotOk } from './apiRequest';
export { createQueryClient } from './queryClient';
export { getQueryFn, type UnauthorizedBehavior } from './queryFn';
export {
  type UploadMethod,
  type UploadOptions,
  type UploadProgress,
  uploadRequest,
} from './uploadRequest';
