import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { freeSlot } from '../support/fixtures';
import { baseURL, gatewayPort, servicePortBase } from '../support/system';
import { expect, test } from '../support/test';

// Issue 15's reproduction, against the running system: other spellings of a path must not carry
// a request past the gateway to a service's /internal routes, and those routes refuse a client
// that reaches a service's port directly.

/** A raw request: no URL normalisation (fetch and Playwright resolve `..` before sending). */
function raw(port: number, path: string, method = 'GET', body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { 'content-type': 'application/json', origin: baseURL },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => {
          text += c.toString('utf8');
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('no spelling of a path reaches an internal route of a running service', async ({
  request,
}) => {
  const { date } = await freeSlot(request, 55);
  const form = new FormData();
  const fields = {
    serviceId: 'svc-retirement-consultations',
    consultationMode: 'office',
    contactName: 'ليلى حداد',
    contactEmail: `edge-${Date.now().toString(36)}@example.jo`,
    contactPhone: '0795551234',
    socialSecurityNumber: '98765432',
    date,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const booked = await request.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: form,
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  const requestId = randomUUID();
  const attacks: [string, string][] = [
    ['GET', `/api/appointments/%2e%2e/%2e%2e/internal/appointments/${id}`],
    ['GET', `/api/appointments/../../internal/appointments/${id}`],
    ['GET', `/api/appointments/..%2f..%2finternal%2fappointments%2f${id}`],
    ['GET', `/api/appointments/%252e%252e/%252e%252e/internal/appointments/${id}`],
    ['GET', `/API/appointments/%2e%2e/%2e%2e/internal/appointments/${id}`],
    ['GET', `/api/appointments\\..\\..\\internal\\appointments\\${id}`],
    ['GET', `/internal/appointments/${id}`],
    ['PUT', `/api/service-requests/%2e%2e/%2e%2e/internal/service-requests/${requestId}`],
    ['POST', '/api/user/%2e%2e/%2e%2e/internal/sessions/resolve'],
  ];
  const body = JSON.stringify({
    token: 'x',
    serviceId: 'svc-retirement-consultations',
    fullName: 'مهاجم',
    email: 'evil@example.com',
    phone: '0790000000',
    address: 'عمّان، الدوار الأول',
    serviceDetails: 'طلب مزيف يكتبه مهاجم',
    amount: 30,
  });
  for (const [method, path] of attacks) {
    const res = await raw(gatewayPort, path, method, method === 'GET' ? undefined : body);
    expect(res.status, `${method} ${path}`).not.toBe(200);
    expect(res.status, `${method} ${path}`).toBeLessThan(500);
    expect(res.text, `${method} ${path}`).not.toContain('paymentStatus');
    expect(res.text, `${method} ${path}`).not.toContain('userId');
  }

  // Straight to the services' own ports, without the gateway: the service token is missing.
  const booking = servicePortBase + 3;
  const auth = servicePortBase + 1;
  expect((await raw(booking, `/internal/appointments/${id}`)).status).toBe(401);
  expect((await raw(booking, `/internal/service-requests/${requestId}`, 'PUT', body)).status).toBe(
    401,
  );
  expect((await raw(auth, '/internal/sessions/resolve', 'POST', '{"token":"x"}')).status).toBe(401);
});
