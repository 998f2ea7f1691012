import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_QUEUE, emailJobOptions } from '@ssc/contracts';
import { loadServiceKey, sealPayload } from '@ssc/service-kit/internal-auth';
import { type SpawnedProcess, spawnProcess, testRedis } from '@ssc/service-kit/testing';
import { type JobsOptions, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleConfirmation } from '../templates/samples';
import { startSmtpSink } from '../testing/smtp-sink';

const workerDir = fileURLToPath(new URL('../..', import.meta.url));
const redis = await testRedis();

describe.skipIf(redis.skip)('a worker process killed while sending', () => {
  const queueName = `emails-kill-${randomUUID()}`;
  let dataDir: string;
  let queue: Queue;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-worker-kill-'));
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

  const spawnWorker = (smtpUrl: string) =>
    spawnProcess('src/main.ts', {
      cwd: workerDir,
      env: {
        PORT: '0',
        DATA_DIR: dataDir,
        REDIS_URL: redis.url,
        SMTP_URL: smtpUrl,
        EMAIL_QUEUE: queueName,
        // Short lock: the restarted worker takes over the dead one's job within seconds.
        EMAIL_JOB_LOCK_MS: '1500',
        LOG_LEVEL: 'info',
      },
    });

  it('delivers the message exactly once after a restart', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpSink({ holdFirst: true });
    let first: SpawnedProcess | undefined;
    let second: SpawnedProcess | undefined;
    try {
      first = await spawnWorker(smtp.url);
      const job = await addSealed(
        'booking-confirmation',
        sampleConfirmation({ to: 'killed@example.com' }),
        emailJobOptions('outbox-killed', 5, 100),
      );
      // The whole message reached the server, which has not accepted it yet: kill the sender.
      await smtp.holding;
      const killed = first;
      first = undefined;
      expect(await killed.stop('SIGKILL')).toBeNull();
      expect(smtp.received).toHaveLength(0);
      expect(await queue.getJobState(job.id!)).toBe('active');

      second = await spawnWorker(smtp.url);
      await expect
        .poll(() => queue.getJobState(job.id!), { timeout: 20_000, interval: 250 })
        .toBe('unknown'); // sent, then removed from Redis
      expect(smtp.attempts()).toBe(2);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['killed@example.com']);
      expect(smtp.received[0]?.raw).toMatch(/^Message-ID: <outbox-killed@localhost>$/m);
    } finally {
      await first?.stop('SIGKILL');
      await second?.stop('SIGTERM');
      await smtp.close();
    }
  });
});
