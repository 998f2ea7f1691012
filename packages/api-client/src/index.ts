export { ApiError, toApiError } from './apiError';
export { apiRequest, type HttpMethod, throwIfResNotOk } from './apiRequest';
export { createQueryClient } from './queryClient';
export { getQueryFn, type UnauthorizedBehavior } from './queryFn';
