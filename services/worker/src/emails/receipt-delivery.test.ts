import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIRECT_EMAIL_PATH, EMAIL_QUEUE, type EmailJob, emailJobOptions } from '@ssc/contracts';
import { readPdf, unmarked } from '@ssc/pdf/testing';
import {
  createServiceTokenSigner,
  loadServiceKey,
  SERVICE_TOKEN_HEADER,
  sealPayload,
} from '@ssc/service-kit/internal-auth';
import { testRedis } from '@ssc/service-kit/testing';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoice, sampleReceipt, sampleRefund } from '../templates/samples';
import { type ReceivedMessage, startSmtpSink } from '../testing/smtp-sink';
import { type RunningWorker, startWorker } from '../worker';

/** What the client finds in their inbox: the receipt email with its PDF, read back. */
async function expectReceipt(message: ReceivedMessage | undefined) {
  expect(message?.to).toEqual(['payer@example.jo']);
  const parsed = message?.parsed;
  expect(parsed?.subject).toBe('إيصال الدفع — SND-30-00042');
  expect(parsed?.text).toContain('SND-30-00042');
  expect(parsed?.text).toContain('المبلغ المدفوع: 30 ديناراً أردنياً');
  expect(typeof parsed?.html === 'string' ? parsed.html : '').toContain('dir="rtl"');
  expect(parsed?.attachments).toHaveLength(1);
  const [attachment] = parsed?.attachments ?? [];
  expect(attachment?.contentType).toBe('application/pdf');
  expect(attachment?.filename).toBe('receipt-SND-30-00042.pdf');
  const pdf = await readPdf(attachment?.content ?? Buffer.alloc(0));
  // pdf.js reads the tanween back apart from its letter: compared without marks.
  expect(pdf.items.map(unmarked)).toEqual(
    expect.arrayContaining(['إيصال دفع', 'SND-30-00042', unmarked('30 ديناراً أردنياً')]),
  );
}

const redis = await testRedis();

describe('the payment receipt and the refund over SMTP', () => {
  let dataDir: string;
  let key: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-worker-receipt-'));
    key = loadServiceKey(dataDir);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('arrives with its application/pdf receipt when payment hands it over directly', async () => {
    const smtp = await startSmtpSink();
    let worker: RunningWorker | undefined;
    try {
      // No Redis: single-machine mode, the payment service's relay posts the sealed job.
      worker = await startWorker({
        port: 0,
        dataDir,
        redisUrl: 'redis://127.0.0.1:1',
        smtpUrl: smtp.url,
        logLevel: 'silent',
      });
      const job = sampleReceipt({}, { to: 'payer@example.jo' });
      const response = await fetch(`${worker.url}${DIRECT_EMAIL_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SERVICE_TOKEN_HEADER]: createServiceTokenSigner(key, 'payment')('worker'),
        },
        body: JSON.stringify({
          jobId: 'receipt-direct-1',
          payload: sealPayload(key, EMAIL_QUEUE, job),
        }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'sent' });
      expect(smtp.received).toHaveLength(1);
      await expectReceipt(smtp.received[0]);
    } finally {
      await worker?.close();
      await smtp.close();
    }
  });

  /** A job handed over directly (single-machine mode), as the payment service's relay posts it. */
  async function deliverDirect(job: EmailJob, jobId: string): Promise<ReceivedMessage | undefined> {
    const smtp = await startSmtpSink();
    let worker: RunningWorker | undefined;
    try {
      worker = await startWorker({
        port: 0,
        dataDir,
        redisUrl: 'redis://127.0.0.1:1',
        smtpUrl: smtp.url,
        logLevel: 'silent',
      });
      const response = await fetch(`${worker.url}${DIRECT_EMAIL_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SERVICE_TOKEN_HEADER]: createServiceTokenSigner(key, 'payment')('worker'),
        },
        body: JSON.stringify({ jobId, payload: sealPayload(key, EMAIL_QUEUE, job) }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'sent' });
      expect(smtp.received).toHaveLength(1);
      return smtp.received[0];
    } finally {
      await worker?.close();
      await smtp.close();
    }
  }

  it('arrives with the invoice PDF instead of the receipt when the job carries the invoice', async () => {
    const message = await deliverDirect(
      sampleReceipt({}, { to: 'payer@example.jo', invoice: sampleInvoice() }),
      'receipt-invoice-direct-1',
    );
    const parsed = message?.parsed;
    expect(parsed?.subject).toBe('إيصال الدفع — SND-30-00042');
    expect(parsed?.text).toContain('رقم الفاتورة: INV-2029-000123');
    expect(parsed?.attachments).toHaveLength(1);
    const [attachment] = parsed?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe('invoice-INV-2029-000123.pdf');
    const pdf = await readPdf(attachment?.content ?? Buffer.alloc(0));
    expect(pdf.title).toBe('فاتورة ضريبية إلكترونية INV-2029-000123');
    expect(pdf.items).toEqual(
      expect.arrayContaining(['INV-2029-000123', 'SND-30-00042', '30.000 د.أ']),
    );
  });

  it('a refund arrives with its credit invoice', async () => {
    const message = await deliverDirect(
      sampleRefund({ to: 'payer@example.jo' }),
      'refund-issued-direct-1',
    );
    expect(message?.to).toEqual(['payer@example.jo']);
    const parsed = message?.parsed;
    expect(parsed?.subject).toBe('تم رد المبلغ إليك — SND-30-00042');
    expect(parsed?.text).toContain('المبلغ المردود: 30 ديناراً أردنياً');
    expect(typeof parsed?.html === 'string' ? parsed.html : '').toContain('dir="rtl"');
    expect(parsed?.attachments).toHaveLength(1);
    const [attachment] = parsed?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe('invoice-INV-2030-000007.pdf');
    const pdf = await readPdf(attachment?.content ?? Buffer.alloc(0));
    expect(pdf.title).toBe('إشعار دائن INV-2030-000007');
    expect(pdf.items).toEqual(
      expect.arrayContaining([
        'إشعار دائن',
        'INV-2030-000007',
        'الفاتورة الأصلية',
        'INV-2029-000123',
      ]),
    );
  });

  it.skipIf(redis.skip)(
    'arrives with its receipt when the job comes through the queue',
    async () => {
      const queueName = `emails-test-${randomUUID()}`;
      const queue = new Queue(queueName, {
        connection: { url: redis.url, maxRetriesPerRequest: null },
      });
      const smtp = await startSmtpSink();
      let worker: RunningWorker | undefined;
      try {
        worker = await startWorker({
          port: 0,
          dataDir,
          redisUrl: redis.url,
          smtpUrl: smtp.url,
          queueName,
          logLevel: 'silent',
        });
        const job = sampleReceipt({}, { to: 'payer@example.jo' });
        await queue.add(
          'payment-receipt',
          sealPayload(key, EMAIL_QUEUE, job),
          emailJobOptions('receipt-queue-1'),
        );
        await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
        await expectReceipt(smtp.received[0]);
      } finally {
        await worker?.close();
        await smtp.close();
        await queue.obliterate({ force: true });
        await queue.close();
      }
    },
  );
});
