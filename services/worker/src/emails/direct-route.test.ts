import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIRECT_EMAIL_PATH, EMAIL_QUEUE } from '@ssc/contracts';
import {
  createServiceTokenSigner,
  loadServiceKey,
  SERVICE_TOKEN_HEADER,
  sealPayload,
} from '@ssc/service-kit/internal-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleReset } from '../templates/samples';
import { startSmtpSink } from '../testing/smtp-sink';
import { type RunningWorker, startWorker } from '../worker';

/** An email job as booking or auth seal it: a template's name and its fields. */
const message = (to: string) => sampleReset({ to });

describe('POST /internal/emails (single-machine mode, no Redis)', () => {
  let dataDir: string;
  let key: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-worker-direct-'));
    key = loadServiceKey(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function withWorker(
    smtpOptions: Parameters<typeof startSmtpSink>[0],
    run: (
      post: (body: unknown, caller?: string) => Promise<Response>,
      smtp: Awaited<ReturnType<typeof startSmtpSink>>,
      url: string,
    ) => Promise<void>,
  ) {
    const smtp = await startSmtpSink(smtpOptions);
    let worker: RunningWorker | undefined;
    try {
      worker = await startWorker({
        port: 0,
        dataDir,
        redisUrl: 'redis://127.0.0.1:1',
        smtpUrl: smtp.url,
        logLevel: 'silent',
      });
      const url = `${worker.url}${DIRECT_EMAIL_PATH}`;
      const post = (body: unknown, caller = 'booking') =>
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SERVICE_TOKEN_HEADER]: createServiceTokenSigner(key, caller)('worker'),
          },
          body: JSON.stringify(body),
        });
      await run(post, smtp, url);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  }

  it('sends a sealed message once per job id and records it on disk', async () => {
    await withWorker({}, async (post, smtp) => {
      const body = { jobId: 'direct-1', payload: sealPayload(key, EMAIL_QUEUE, message('a@x.jo')) };
      const first = await post(body);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ status: 'sent' });
      const again = await post(body);
      expect(await again.json()).toEqual({ status: 'duplicate' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['a@x.jo']);
      expect(smtp.received[0]?.raw).toMatch(/^Message-ID: <direct-1@localhost>$/m);
      expect(await readdir(join(dataDir, 'mail', '.delivered'))).toHaveLength(1);
    });
  });

  it('answers 503 on SMTP 4xx (the relay retries) and 422 on SMTP 5xx (a dead letter)', async () => {
    await withWorker({ failFirst: 1, failCode: 451 }, async (post, smtp) => {
      const body = {
        jobId: 'direct-451',
        payload: sealPayload(key, EMAIL_QUEUE, message('b@x.jo')),
      };
      expect((await post(body)).status).toBe(503);
      expect((await post(body)).status).toBe(200);
      expect(smtp.received).toHaveLength(1);
    });
    await withWorker({ failFirst: 1, failCode: 550 }, async (post, smtp) => {
      const body = {
        jobId: 'direct-550',
        payload: sealPayload(key, EMAIL_QUEUE, message('c@x.jo')),
      };
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
      expect(smtp.received).toHaveLength(0);
    });
  });

  it('refuses callers without a service token, other services, and data it did not seal', async () => {
    await withWorker({}, async (post, smtp, url) => {
      const sealed = sealPayload(key, EMAIL_QUEUE, message('victim@x.jo'));
      const anonymous = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jobId: 'anon', payload: sealed }),
      });
      expect(anonymous.status).toBe(401);
      expect((await post({ jobId: 'gw', payload: sealed }, 'gateway')).status).toBe(403);
      const forged = [
        { jobId: 'plain', payload: message('victim@x.jo') },
        {
          jobId: 'other-key',
          payload: sealPayload('k'.repeat(64), EMAIL_QUEUE, message('v@x.jo')),
        },
        { jobId: 'other-purpose', payload: sealPayload(key, 'payment-events', message('v@x.jo')) },
      ];
      // Sealed by us, but a rendered message (the old format) or a job no template accepts.
      forged.push(
        {
          jobId: 'rendered',
          payload: sealPayload(key, EMAIL_QUEUE, {
            to: 'v@x.jo',
            subject: 'تأكيد',
            html: '<p dir="rtl">تم</p>',
            text: 'تم',
          }),
        },
        {
          jobId: 'bad-link',
          payload: sealPayload(key, EMAIL_QUEUE, {
            ...message('v@x.jo'),
            resetUrl: 'javascript:x',
          }),
        },
      );
      for (const body of forged) expect((await post(body)).status).toBe(422);
      expect((await post({ jobId: 'a:b', payload: sealed })).status).toBe(400);
      expect(smtp.received).toEqual([]);
    });
  });
});
