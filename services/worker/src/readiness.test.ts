import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { METRIC_NAMES } from '@ssc/service-kit';
import { testRedis } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './testing/smtp-sink';
import { type RunningWorker, startWorker } from './worker';

// Issue 20: the worker is ready when it can send mail; Redis is reported (single-machine mode).
const redis = await testRedis();
const CLOSED_REDIS = 'redis://127.0.0.1:1';
const CLOSED_SMTP = 'smtp://127.0.0.1:1';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ssc-worker-ready-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const start = (redisUrl: string, smtpUrl: string | undefined, queueName?: string) =>
  startWorker({
    port: 0,
    dataDir,
    redisUrl,
    smtpUrl,
    logLevel: 'silent',
    ...(queueName ? { queueName } : {}),
  });

async function readyOf(worker: RunningWorker) {
  const res = await fetch(`${worker.url}/ready`);
  return { status: res.status, text: await res.text() };
}

describe('the worker /ready', () => {
  it('is 503 naming smtp when the SMTP server does not answer, without its address', async () => {
    const worker = await start(CLOSED_REDIS, CLOSED_SMTP);
    try {
      const { status, text } = await readyOf(worker);
      expect(status).toBe(503);
      expect(JSON.parse(text)).toEqual({
        status: 'not-ready',
        checks: { redis: 'down', smtp: 'down' },
      });
      expect(text).not.toContain('127.0.0.1');
    } finally {
      await worker.close();
    }
  });

  it('stays ready without Redis when mail can go out (direct hand-overs), saying redis is down', async () => {
    const smtp = await startSmtpSink();
    const worker = await start(CLOSED_REDIS, smtp.url);
    try {
      const { status, text } = await readyOf(worker);
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ status: 'ready', checks: { redis: 'down', smtp: 'up' } });
    } finally {
      await worker.close();
      await smtp.close();
    }
  });

  it('counts .eml files as a mail server that is always there', async () => {
    const worker = await start(CLOSED_REDIS, undefined);
    try {
      const { status, text } = await readyOf(worker);
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ status: 'ready', checks: { redis: 'down' } });
    } finally {
      await worker.close();
    }
  });

  it.skipIf(redis.skip)('is ready with Redis and SMTP up; /metrics counts its queue', async () => {
    const smtp = await startSmtpSink();
    const queueName = `emails-ready-${randomUUID()}`;
    const worker = await start(redis.url, smtp.url, queueName);
    const queue = new Queue(queueName, { connection: { url: redis.url } });
    try {
      await expect
        .poll(async () => JSON.parse((await readyOf(worker)).text), { timeout: 5_000 })
        .toEqual({ status: 'ready', checks: { redis: 'up', smtp: 'up' } });
      // A job that is not due yet stays in the delayed set: a stable count to read.
      await queue.add('email', {}, { jobId: 'later', delay: 60_000 });
      const text = await (await fetch(`${worker.url}/metrics`)).text();
      expect(text).toMatch(
        new RegExp(
          `^${METRIC_NAMES.queueJobs}\\{[^}]*queue="${queueName}"[^}]*state="delayed"[^}]*\\} 1$`,
          'm',
        ),
      );
      expect(text).toMatch(/^ssc_http_requests_total\{[^}]*route="\/ready"[^}]*status="200"/m);
      expect(text).toContain('service="worker"');
    } finally {
      await queue.obliterate({ force: true }).catch(() => {});
      await queue.close();
      await worker.close();
      await smtp.close();
    }
  });
});
