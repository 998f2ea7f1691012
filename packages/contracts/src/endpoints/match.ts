import type { Endpoint, HttpMethod } from './endpoint';
import { endpoints } from './table';

export const ENDPOINTS: readonly Endpoint[] = Object.values(endpoints);

const exact = new Map<string, Endpoint>();
const templated: { method: HttpMethod; segments: string[]; endpoint: Endpoint }[] = [];
for (const endpoint of ENDPOINTS) {
  if (endpoint.path.includes('/:')) {
    templated.push({ method: endpoint.method, segments: endpoint.path.split('/'), endpoint });
  } else {
    exact.set(`${endpoint.method} ${endpoint.path}`, endpoint);
  }
}

/**
 * The endpoint a canonical request path calls, or undefined. A `:name` segment matches any one
 * non-empty segment; HEAD is a GET without its body.
 */
export function matchEndpoint(method: string, path: string): Endpoint | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const hit = exact.get(`${verb} ${path}`);
  if (hit) return hit;
  const segments = path.split('/');
  return templated.find(
    (t) =>
      t.method === verb &&
      t.segments.length === segments.length &&
      t.segments.every((s, i) => (s.startsWith(':') ? segments[i] !== '' : s === segments[i])),
  )?.endpoint;
}

/** The endpoints one service must serve, no more and no fewer. */
export function endpointsOf(service: Endpoint['service']): Endpoint[] {
  return ENDPOINTS.filter((endpoint) => endpoint.service === service);
}

/** `METHOD /api/path` */
export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
