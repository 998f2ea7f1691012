import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailJobOptions } from '@ssc/contracts';
import { captureLogs, testRedis } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorker, startWorker } from '../worker';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback; `failFirst` answers the first n messages with a 451. */
async function startSmtpSink(failFirst = 0) {
  const received: Received[] = [];
  let failuresLeft = failFirst;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          const error = Object.assign(new Error('try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const redis = await testRedis();

describe.skipIf(redis.skip)('email consumer with real Redis', () => {
  const queueName = `emails-test-${randomUUID()}`;
  let dataDir: string;
  let queue: Queue;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-worker-'));
    queue = new Queue(queueName, { connection: { url: redis.url, maxRetriesPerRequest: null } });
  });

  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await queue?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (smtpUrl: string | undefined) =>
    startWorker({
      port: 0,
      dataDir,
      redisUrl: redis.url,
      smtpUrl,
      queueName,
      logLevel: 'silent',
    });

  it('sends a queued message to the SMTP server', async () => {
    const smtp = await startSmtpSink();
    let worker: RunningWorker | undefined;
    try {
      worker = await start(smtp.url);
      await queue.add(
        'booking-confirmation',
        {
          to: 'client@example.com',
          subject: 'Booking confirmed 42',
          html: '<p>تم</p>',
          text: 'تم',
        },
        emailJobOptions('outbox-1'),
      );
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const [message] = smtp.received;
      expect(message?.to).toEqual(['client@example.com']);
      expect(message?.raw).toMatch(/^Subject: Booking confirmed 42$/m);
      expect(message?.raw).toMatch(/^Message-ID: <outbox-1@localhost>$/m);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('retries with backoff when the SMTP server refuses, then delivers', async () => {
    const smtp = await startSmtpSink(1);
    let worker: RunningWorker | undefined;
    try {
      worker = await start(smtp.url);
      const job = await queue.add(
        'password-reset',
        { to: 'user@example.com', subject: 'Reset', html: '<p>x</p>', text: 'x' },
        emailJobOptions('outbox-2', 3, 100),
      );
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      await expect.poll(async () => (await queue.getJob(job.id!))?.attemptsMade).toBe(2);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('does not retry a job whose data is not a message', async () => {
    const worker = await start(undefined);
    try {
      const job = await queue.add('broken', { to: 'nobody' }, emailJobOptions('outbox-3', 5, 100));
      await expect.poll(async () => queue.getJobState(job.id!)).toBe('failed');
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
    } finally {
      await worker.close();
    }
  });
});

describe('worker without Redis', () => {
  it('stays up, reports redis disconnected and warns without flooding the log', async () => {
    const logs = captureLogs();
    const worker = await startWorker({
      port: 0,
      redisUrl: 'redis://127.0.0.1:1',
      logLevel: 'info',
      logDestination: logs.stream,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const ready = await fetch(`${worker.url}/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', redis: 'disconnected' });
      const health = await fetch(`${worker.url}/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const warnings = logs.lines().filter((l) => l.level === 40);
      expect(warnings.length).toBeGreaterThanOrEqual(1);
      expect(warnings.length).toBeLessThanOrEqual(2);
      expect(String(warnings[0]?.msg)).toContain('Redis at redis://127.0.0.1:1');
    } finally {
      await worker.close();
    }
  });
});
