import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMAIL_QUEUE, emailJobOptions } from '@ssc/contracts';
import { loadServiceKey, sealPayload } from '@ssc/service-kit/internal-auth';
import { captureLogs, testRedis } from '@ssc/service-kit/testing';
import { type JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_NAME, sampleConfirmation, sampleReset } from '../templates/samples';
import { startSmtpSink } from '../testing/smtp-sink';
import { type RunningWorker, startWorker } from '../worker';
import { sentMarkerKey } from './email-consumer';

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

  /** As the services queue an email: sealed with the key the worker reads from its data dir. */
  const addSealed = (name: string, message: unknown, options: JobsOptions) =>
    queue.add(name, sealPayload(loadServiceKey(dataDir), EMAIL_QUEUE, message), options);

  const start = (smtpUrl: string | undefined) =>
    startWorker({
      port: 0,
      dataDir,
      redisUrl: redis.url,
      smtpUrl,
      queueName,
      logLevel: 'silent',
    });

  it('sends a queued job to the SMTP server, rendered from its template', async () => {
    const smtp = await startSmtpSink();
    let worker: RunningWorker | undefined;
    try {
      worker = await start(smtp.url);
      await addSealed(
        'password-reset',
        sampleReset({ to: 'client@example.com' }),
        emailJobOptions('outbox-1'),
      );
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const [message] = smtp.received;
      expect(message?.to).toEqual(['client@example.com']);
      expect(message?.parsed.subject).toBe('إعادة تعيين كلمة المرور — سند للاستشارات');
      expect(message?.raw).toMatch(/^Message-ID: <outbox-1@localhost>$/m);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('retries after SMTP 451 with backoff and delivers exactly one email', async () => {
    const smtp = await startSmtpSink({ failFirst: 1, failCode: 451 });
    let worker: RunningWorker | undefined;
    try {
      worker = await start(smtp.url);
      const job = await addSealed(
        'password-reset',
        sampleReset({ to: 'user@example.com' }),
        emailJobOptions('outbox-2', 3, 100),
      );
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      // Sent on the second attempt, then gone from Redis with its (sealed) data.
      expect(smtp.attempts()).toBe(2);
      await expect.poll(() => queue.getJobState(job.id!)).toBe('unknown');
      expect(await queue.getJob(job.id!)).toBeUndefined();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['user@example.com']);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('dead-letters a message the server refuses for good (5xx) without retrying', async () => {
    const smtp = await startSmtpSink({ failFirst: 5, failCode: 550 });
    let worker: RunningWorker | undefined;
    try {
      worker = await start(smtp.url);
      const job = await addSealed(
        'booking-confirmation',
        sampleReset({ to: 'nobody@example.com' }),
        emailJobOptions('outbox-550', 5, 100),
      );
      await expect.poll(() => queue.getJobState(job.id!), { timeout: 10_000 }).toBe('failed');
      const failed = await queue.getJob(job.id!);
      expect(failed?.attemptsMade).toBe(1);
      expect(failed?.failedReason).toContain('SMTP 550');
      expect((await queue.getFailed()).map((j) => j.id)).toContain('outbox-550');
      expect(smtp.attempts()).toBe(1);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('renders the booking confirmation with its calendar file and sends it over SMTP', async () => {
    const smtp = await startSmtpSink();
    let worker: RunningWorker | undefined;
    try {
      worker = await start(smtp.url);
      const job = sampleConfirmation({ to: 'client@example.com' });
      await addSealed('booking-confirmation', job, emailJobOptions('outbox-ics'));
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      const parsed = smtp.received[0]?.parsed;
      expect(parsed?.subject).toBe(
        'تم استلام طلب حجز موعدك SND-30-00042 — الأحد، 6 كانون الثاني 2030 الساعة 9:00 ص',
      );
      // Both parts arrive: HTML from the one RTL layout with the name escaped, and plain text.
      const html = typeof parsed?.html === 'string' ? parsed.html : '';
      expect(html).toContain('lang="ar"');
      expect(html).toContain('dir="rtl"');
      expect(html).toContain('سارة &lt;b&gt;');
      expect(html).not.toContain('<b>"الخطيب"</b>');
      expect(parsed?.text).toContain(`مرحباً ${SAMPLE_NAME}،`);
      expect(parsed?.text).toContain('رقم الحجز: SND-30-00042');
      expect(parsed?.text).toContain(job.checkoutUrl);
      const [attachment] = parsed?.attachments ?? [];
      expect(attachment?.filename).toBe('appointment.ics');
      expect(attachment?.contentType).toBe('text/calendar');
      const ics = attachment?.content.toString('utf8') ?? '';
      expect(ics).toContain('METHOD:PUBLISH');
      expect(ics.replace(/\r\n /g, '')).toContain(`UID:${job.appointmentId}`);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('never sends one job id twice, even when the job comes back', async () => {
    const smtp = await startSmtpSink();
    let worker: RunningWorker | undefined;
    const message = sampleReset({ to: 'once@example.com' });
    try {
      worker = await start(smtp.url);
      const first = await addSealed(
        'booking-confirmation',
        message,
        emailJobOptions('outbox-once'),
      );
      // Sent, then removed from Redis with its (sealed) data.
      await expect.poll(() => queue.getJobState(first.id!), { timeout: 10_000 }).toBe('unknown');
      expect(smtp.received).toHaveLength(1);

      // The completed job is trimmed away and the relay enqueues the same id again (e.g. it
      // crashed before marking its outbox row sent): the worker completes it without sending.
      await first.remove();
      const again = await addSealed(
        'booking-confirmation',
        message,
        emailJobOptions('outbox-once'),
      );
      await expect.poll(() => queue.getJobState(again.id!), { timeout: 10_000 }).toBe('unknown');
      expect(smtp.received).toHaveLength(1);

      // A previous attempt that sent and wrote its marker, then died before completing its job.
      const redisClient = new Redis(redis.url);
      await redisClient.set(sentMarkerKey(queueName, 'outbox-died'), 'sent', 'EX', 60);
      await redisClient.quit();
      const retried = await addSealed(
        'booking-confirmation',
        message,
        emailJobOptions('outbox-died'),
      );
      await expect.poll(() => queue.getJobState(retried.id!), { timeout: 10_000 }).toBe('unknown');
      expect(smtp.received).toHaveLength(1);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  it('does not retry a job whose data is not a message', async () => {
    const worker = await start(undefined);
    try {
      const job = await addSealed('broken', { to: 'nobody' }, emailJobOptions('outbox-3', 5, 100));
      await expect.poll(async () => queue.getJobState(job.id!)).toBe('failed');
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
    } finally {
      await worker.close();
    }
  });

  it('fails a sealed job that does not match its template for good, logging no personal data', async () => {
    const smtp = await startSmtpSink();
    const logs = captureLogs();
    const worker = await startWorker({
      port: 0,
      dataDir,
      redisUrl: redis.url,
      smtpUrl: smtp.url,
      queueName,
      logLevel: 'info',
      logDestination: logs.stream,
    });
    try {
      const bad = [
        // A reference no booking has, and a link that is no web address.
        sampleConfirmation({ to: 'private@example.jo', reference: 'REF-1' }),
        sampleReset({ to: 'private@example.jo', resetUrl: 'javascript:alert(1)' }),
        // What producers sent before: an already rendered message.
        { to: 'private@example.jo', subject: 'x', html: '<p>x</p>', text: 'x' },
      ];
      const jobs = [];
      for (const [i, data] of bad.entries()) {
        jobs.push(await addSealed('bad', data, emailJobOptions(`outbox-bad-${i}`, 5, 100)));
      }
      for (const job of jobs) {
        await expect.poll(async () => queue.getJobState(job.id!)).toBe('failed');
        expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
      }
      expect(smtp.received).toEqual([]);
      const refused = logs.lines().filter((l) => String(l.msg).startsWith('email job refused'));
      expect(refused.map((l) => l.jobId).sort()).toEqual([
        'outbox-bad-0',
        'outbox-bad-1',
        'outbox-bad-2',
      ]);
      expect(refused.find((l) => l.jobId === 'outbox-bad-0')).toMatchObject({
        template: 'booking-confirmation',
        issues: [{ path: 'reference', code: 'invalid_format' }],
      });
      for (const secret of ['private@example.jo', 'سارة', 'javascript', 'REF-1']) {
        expect(logs.text()).not.toContain(secret);
      }
    } finally {
      await worker.close();
      await smtp.close();
    }
  });

  it('refuses a job anyone with Redis could push: a plain or wrongly sealed message is never sent', async () => {
    const smtp = await startSmtpSink();
    const worker = await start(smtp.url);
    try {
      const message = sampleReset({ to: 'victim@example.com' });
      const forged = [
        await queue.add('plain', message, emailJobOptions('forged-1', 5, 100)),
        await queue.add(
          'other-key',
          sealPayload('k'.repeat(64), EMAIL_QUEUE, message),
          emailJobOptions('forged-2', 5, 100),
        ),
      ];
      for (const job of forged) {
        await expect.poll(async () => queue.getJobState(job.id!)).toBe('failed');
        expect((await queue.getJob(job.id!))?.attemptsMade).toBe(1);
      }
      expect(smtp.received).toEqual([]);
    } finally {
      await worker.close();
      await smtp.close();
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
      expect(await ready.json()).toEqual({ status: 'ready', checks: { redis: 'down' } });
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
