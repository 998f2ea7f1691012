import { expect, test } from '../support/test';

test('the health report names every service as ready', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.services).toEqual({
    auth: 'ready',
    content: 'ready',
    booking: 'ready',
    payment: 'ready',
    worker: 'ready',
  });
});

test('/api/docs is one OpenAPI document generated from the services’ zod schemas', async ({
  request,
}) => {
  const res = await request.get('/api/docs');
  expect(res.status()).toBe(200);
  const doc = await res.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc['x-unavailable']).toBeUndefined();
  const list = doc.paths['/api/services'].get.responses['200'].content['application/json'].schema;
  expect(list.type).toBe('array');
  expect(Object.keys(list.items.properties).sort()).toEqual(
    ['descriptionAr', 'duration', 'id', 'nameAr', 'nameEn', 'price'].sort(),
  );
  expect(doc.paths['/api/user'].get.responses).toHaveProperty('401');
});

test('pages and API answers carry the security headers and a request id', async ({ request }) => {
  const page = await request.get('/', { headers: { accept: 'text/html' } });
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const api = await request.get('/api/services', { headers: { 'x-request-id': 'e2e-trace-1' } });
  expect(api.headers()['x-request-id']).toBe('e2e-trace-1');
  const fresh = await request.get('/api/services');
  expect(fresh.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
