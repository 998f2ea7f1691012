import { fileURLToPath } from 'node:url';
import { type MainProcess, startMainProcess } from '@ssc/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

const workerDir = fileURLToPath(new URL('..', import.meta.url));

describe('the worker process', () => {
  let worker: MainProcess | undefined;
  afterAll(() => worker?.removeDataDir());

  it('stays alive without Redis, says so in /ready and exits 0 on SIGTERM', async () => {
    worker = await startMainProcess(workerDir, { REDIS_URL: 'redis://127.0.0.1:1', SMTP_URL: '' });
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
