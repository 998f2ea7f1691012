import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnProcess } from '@ssc/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

const workerDir = fileURLToPath(new URL('..', import.meta.url));

describe('the worker process', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('stays alive without Redis, says so in /ready and exits 0 on SIGTERM', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-worker-main-'));
    const worker = await spawnProcess('src/main.ts', {
      cwd: workerDir,
      env: { PORT: '0', DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1', SMTP_URL: '' },
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(worker.child.exitCode).toBeNull();
      const ready = await fetch(`${worker.url}/ready`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { redis: 'down' } });
    } finally {
      expect(await worker.stop('SIGTERM')).toBe(0);
    }
    const warnings = worker.lines().filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.msg)).toMatch(/Redis .* unreachable/);
  });
});
