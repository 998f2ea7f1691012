import { ENDPOINTS } from '@ssc/contracts/endpoints';

export interface EndpointSample {
  service: string;
  method: string;
  /** The endpoint's path with each `:param` written as a sample value. */
  path: string;
  /** The first segment after /api/. */
  area: string;
  /** What follows `/api/<area>`, without its leading slash ('' for none). */
  rest: string;
}

/** One concrete request per endpoint of the table, for tests that walk all of them. */
export const endpointSamples: EndpointSample[] = ENDPOINTS.map((endpoint) => {
  const path = endpoint.path.replace(/:\w+/g, 'x_y.z');
  const [, , area = '', ...rest] = path.split('/');
  return { service: endpoint.service, method: endpoint.method, path, area, rest: rest.join('/') };
});
