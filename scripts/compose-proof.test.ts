// docker-compose.yml and the Dockerfile, run without a container engine: every app container's
// command in its working directory, as the image's unprivileged user, with its compose environment
// (interpolated from a generated .env), its volumes as Docker creates them, PostgreSQL and Redis
// of this machine. Every container must turn healthy through its own healthcheck command, and a
// booking with a document and a priced service request must go through the gateway as Caddy
// forwards it. The mapping of container paths, hosts and ports is described at the top of
// lib/compose-system.ts.
//
// COMPOSE_PROOF_COMPOSE / COMPOSE_PROOF_DOCKERFILE run it against other files (e.g. an older
// release's: `git show <rev>:Dockerfile > /tmp/Dockerfile.old`).
import { statSync } from 'node:fs';
import path from 'node:path';
import { type SmtpSink, startSmtpSink } from '@ssc/service-kit/smtp-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookWithFile,
  buildServers,
  type ComposeSystem,
  filesUnder,
  generateDotEnv,
  isRoot,
  prepareComposeSystem,
  slotFrom,
  throughProxy,
} from './lib/compose-system';

const ciOrRoot = isRoot() || process.env.CI === 'true';
if (!ciOrRoot)
  console.warn(
    '\n*** compose proof skipped: it needs root to run the containers as uid 1000 ***\n',
  );

describe.skipIf(!ciOrRoot)('docker-compose.yml runs (without Docker)', () => {
  let system: ComposeSystem;
  const mailTo: string[] = [];
  let smtp: SmtpSink | undefined;

  beforeAll(async () => {
    // What the Dockerfile's build stage builds for the servers (the front ends: see compose-system).
    buildServers();
    smtp = await startSmtpSink({
      onMessage({ to }) {
        for (const address of to) mailTo.push(address.toLowerCase());
      },
    });
    system = await prepareComposeSystem({
      ...(process.env.COMPOSE_PROOF_COMPOSE
        ? { composeFile: process.env.COMPOSE_PROOF_COMPOSE }
        : {}),
      ...(process.env.COMPOSE_PROOF_DOCKERFILE
        ? { dockerfile: process.env.COMPOSE_PROOF_DOCKERFILE }
        : {}),
      redisDb: 9,
      dotEnv: generateDotEnv({ SMTP_URL: smtp.url }),
    });
    await system.start();
  }, 150_000);

  afterAll(async () => {
    await system?.close();
    await smtp?.close();
  }, 60_000);

  it('runs every app container as the image user, never root', () => {
    expect(system.processes.size).toBe(6);
    for (const proc of system.processes.values()) {
      expect(proc.uid, proc.name).not.toBe(0);
      expect(proc.env.NODE_ENV, proc.name).toBe('production');
      expect(proc.command.join(' '), proc.name).not.toContain('tsx');
    }
  });

  it('turns every container healthy through its own healthcheck (/ready)', async () => {
    await system.waitHealthy([...system.processes.keys()], 60_000);
  }, 70_000);

  it('takes a booking with a document through the gateway behind the proxy, and mails it', async () => {
    const email = `compose-${Date.now()}@example.jo`;
    const res = await bookWithFile(system, email, slotFrom(14));
    const body = await res.text();
    expect(res.status, body).toBe(201);
    const uploads = path.join(system.dataDir, 'uploads');
    const stored = filesUnder(uploads).filter((f) => !f.startsWith('tmp'));
    expect(stored.length, stored.join(', ')).toBeGreaterThanOrEqual(1);
    for (const file of stored) expect(statSync(path.join(uploads, file)).uid).toBe(1000);
    // The worker takes the confirmation from Redis and sends it through SMTP_URL.
    const deadline = Date.now() + 20_000;
    while (!mailTo.includes(email) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(mailTo).toContain(email);
  }, 40_000);

  it('prices a service request from the catalogue and stores it in booking (payment reaches both)', async () => {
    const headers = throughProxy(system);
    const catalogue = await fetch(`${system.gatewayUrl}/api/services`, { headers });
    const services = (await catalogue.json()) as { id: string; price: number; nameAr: string }[];
    const service = services.find((s) => s.id === 'svc-salary-adjustments');
    expect(service, JSON.stringify(services)).toBeDefined();
    const res = await fetch(`${system.gatewayUrl}/api/create-service-payment-intent`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId: service?.id,
        amount: service?.price,
        fullName: 'تجربة النشر',
        email: `compose-request-${Date.now()}@example.jo`,
        phone: '0790000000',
        address: 'عمّان، شارع الجامعة',
        serviceDetails: 'طلب تعديل راتب تقاعدي',
      }),
    });
    const body = await res.text();
    expect(res.status, body).toBe(200);
    // No provider in this .env: the request is stored and priced, and the page offers contact.
    expect(JSON.parse(body)).toMatchObject({
      provider: null,
      amount: service?.price,
      serviceName: service?.nameAr,
      serviceRequestId: expect.any(String),
    });
  }, 20_000);

  it('answers through the proxy headers with https semantics (HSTS) and no /metrics on the site', async () => {
    const site = new URL(system.publicUrl);
    const headers = {
      host: site.host,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
    };
    const health = await fetch(`${system.gatewayUrl}/api/health`, { headers });
    expect(health.status).toBe(200);
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=/);
    const metrics = await fetch(`${system.gatewayUrl}/metrics`, { headers });
    expect(metrics.status).toBe(404);
    // Nor the worker's queue console, in any spelling.
    for (const path of ['/queues', '/queues/api/queues', '/QUEUES/api/queues', '/api/queues']) {
      const res = await fetch(`${system.gatewayUrl}${path}`, { headers });
      expect(await res.text(), path).not.toMatch(/"queues"|bull-board/i);
    }
  });
});
