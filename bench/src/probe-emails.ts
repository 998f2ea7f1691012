// `npm run probe:emails -w @ssc/bench [-- emails]`: the worker alone, as `npm start` runs it (its
// esbuild bundle), sending booking confirmations from its BullMQ queue to an SMTP sink: the CPU it
// spends per email, read from /proc over the whole drain. CPU time, not wall time, so figures from
// a busy machine still compare; the booking round's own split is in `probe:booking`.

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMAIL_QUEUE, emailJobOptions } from '@ssc/contracts';
import { sampleConfirmationJob } from '@ssc/contracts/testing';
import { sealPayload } from '@ssc/service-kit/internal-auth';
import { startRedisServer } from '@ssc/service-kit/redis-server';
import { startSmtpSink } from '@ssc/service-kit/smtp-sink';
import { Queue } from 'bullmq';
import { serverBuilds, tempServerBuild } from '../../scripts/build-servers.mjs';
import { cpuMs } from './process-tree';
import { repoRoot } from './system';

const emails = Number(process.argv[2] ?? 2000);
const serviceKey = 'probe-emails-service-key-0123456789abcdef';
/** The worker's template tests' sample confirmation, with its own recipient and reference. */
const confirmation = (n: number) =>
  sampleConfirmationJob({
    to: `probe-${n}@bench.example`,
    reference: `SND-30-${String(n).padStart(5, '0')}`,
  });

const worker = serverBuilds.find((build) => build.name === 'worker');
if (!worker) throw new Error('no worker build');
const bundle = tempServerBuild(worker, 'probe');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ssc-probe-emails-'));
await bundle.build();

let delivered = 0;
const sink = await startSmtpSink({ onMessage: () => void delivered++ });
const redis = await startRedisServer();
const child = spawn(process.execPath, [path.join(bundle.outdir, 'main.js')], {
  cwd: path.join(repoRoot, worker.dir),
  env: {
    ...process.env,
    PORT: '6499',
    DATA_DIR: dataDir,
    REDIS_URL: redis.url,
    SMTP_URL: sink.url,
    INTERNAL_SERVICE_KEY: serviceKey,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const queue = new Queue(EMAIL_QUEUE, { connection: { url: redis.url } });

/** Queues `count` confirmations and waits until the sink has them all: worker CPU ms per email. */
async function round(
  first: number,
  count: number,
): Promise<{ cpuMsPerEmail: number; seconds: number }> {
  const target = delivered + count;
  const cpuBefore = cpuMs(child.pid ?? 0);
  const started = performance.now();
  for (let at = first; at < first + count; at += 500) {
    const batch = Array.from({ length: Math.min(500, first + count - at) }, (_, i) => at + i);
    await queue.addBulk(
      batch.map((n) => ({
        name: 'email',
        data: sealPayload(serviceKey, EMAIL_QUEUE, confirmation(n)),
        opts: emailJobOptions(`probe-${n}`),
      })),
    );
  }
  while (delivered < target) await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    cpuMsPerEmail: Math.round(((cpuMs(child.pid ?? 0) - cpuBefore) / count) * 100) / 100,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

try {
  // A first round warms the worker up (code optimised, SMTP connections open).
  await round(0, Math.min(500, emails));
  const measured = await round(1_000_000, emails);
  console.info(
    `${emails} confirmations in ${measured.seconds} s: worker ${measured.cpuMsPerEmail} ms CPU per email`,
  );
} finally {
  await queue.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await redis.stop();
  await sink.close();
  bundle.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
