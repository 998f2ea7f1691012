import { fileURLToPath } from 'node:url';
import { attachEmbeddedPostgres } from '@ssc/service-kit';
import { type MainProcess, startMainProcess } from '@ssc/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));

describe('the content service process', () => {
  let service: MainProcess | undefined;
  afterAll(() => service?.removeDataDir());

  it('starts alone from the environment on its own embedded PostgreSQL, serves the catalogue and exits 0 on SIGTERM', async () => {
    service = await startMainProcess(serviceDir, { DATABASE_URL: '', LOG_LEVEL: 'info' });
    try {
      // Its database is the embedded server it starts itself (nothing else runs here).
      await expect
        .poll(() => fetch(`${service?.url}/ready`).then((r) => r.status), { timeout: 120_000 })
        .toBe(200);
      const res = await fetch(`${service.url}/api/services`, {
        headers: { 'x-request-id': 'p-1' },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveLength(7);
    } finally {
      expect(await service.stop('SIGTERM')).toBe(0);
    }
    const lines = service.lines();
    expect(lines.some((l) => l.requestId === 'p-1' && l.status === 200)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ name: 'content', msg: 'stopped' });
    // It stopped the server it had started: nothing answers on that data folder any more.
    expect(await attachEmbeddedPostgres(service.dataDir)).toBeUndefined();
  }, 180_000);
});
