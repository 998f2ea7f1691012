import { describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointKey, endpoints, endpointsOf, matchEndpoint } from './index';

describe('the endpoint table', () => {
  it('declares each method and path once', () => {
    const keys = ENDPOINTS.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every /api area to one service', () => {
    const owners = new Map<string, Set<string>>();
    // A client's account documents are booking's, under the account's path (design §3b).
    const sharedArea = new Set<unknown>([endpoints.listClientDocuments]);
    for (const endpoint of ENDPOINTS) {
      if (sharedArea.has(endpoint)) continue;
      const { path, service } = endpoint;
      const area = path.split('/')[2] ?? '';
      owners.set(area, (owners.get(area) ?? new Set()).add(service));
    }
    for (const [area, services] of owners) expect([area, services.size]).toEqual([area, 1]);
  });

  it('writes paths the gateway can match: lower-case segments or :params, no trailing slash', () => {
    for (const { path } of ENDPOINTS) {
      expect(path).toMatch(/^\/api(\/([a-z0-9-]+|:[a-zA-Z]+))+$/);
    }
  });

  it('uploads and webhooks are POSTs; bodies are on state-changing methods only', () => {
    for (const endpoint of ENDPOINTS) {
      if (endpoint.upload || endpoint.webhook) expect(endpoint.method).toBe('POST');
      if (endpoint.body) expect(endpoint.method).not.toBe('GET');
    }
  });

  it('matches exact paths, parameters and HEAD, and nothing else', () => {
    expect(matchEndpoint('GET', '/api/appointments')).toBe(endpoints.listAppointments);
    expect(matchEndpoint('POST', '/api/appointments')).toBe(endpoints.bookAppointment);
    expect(matchEndpoint('HEAD', '/api/services')).toBe(endpoints.listServices);
    expect(matchEndpoint('GET', '/api/appointments/stats')).toBe(endpoints.appointmentStats);
    expect(matchEndpoint('PATCH', '/api/appointments/stats')).toBe(endpoints.updateAppointment);
    expect(matchEndpoint('GET', '/api/documents/abc/download')).toBe(endpoints.downloadDocument);
    expect(matchEndpoint('DELETE', '/api/appointments')).toBeUndefined();
    expect(matchEndpoint('PATCH', '/api/appointments/')).toBeUndefined();
    expect(matchEndpoint('GET', '/api/documents/abc')).toBeUndefined();
    expect(matchEndpoint('GET', '/api/documents//download')).toBeUndefined();
    expect(matchEndpoint('GET', '/api/internal/sessions/resolve')).toBeUndefined();
  });

  it('lists a service its own endpoints only', () => {
    expect(endpointsOf('content').map(endpointKey)).toContain('GET /api/services');
    expect(endpointsOf('content').every((e) => e.service === 'content')).toBe(true);
  });
});
