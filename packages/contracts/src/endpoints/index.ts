export {
  ADMIN_ACTIONS,
  type AdminAction,
  AUDIT_SUMMARY_HEADER,
  adminActionLabel,
  auditTarget,
  endpointNameOf,
} from './audit';
export {
  type Access,
  type ApiService,
  defaultServiceUrl,
  type Endpoint,
  type HttpMethod,
  RATE_LIMIT_CLASSES,
  type RateLimitClass,
  SERVICE_PORTS,
  type ServiceName,
} from './endpoint';
export { ENDPOINTS, endpointKey, endpointsOf, matchEndpoint } from './match';
export { STORAGE_QUOTA_HEADER, STORAGE_USED_HEADER } from './storage-headers';
export { type EndpointName, endpoints } from './table';
