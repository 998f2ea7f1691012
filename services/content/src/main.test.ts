import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnProcess } from '@ssc/service-kit/testing';
import { afterAll, describe, expect, it } from 'vitest';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));

describe('the content service process', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts from the environment, serves the catalogue and exits 0 on SIGTERM', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ssc-content-main-'));
    const service = await spawnProcess('src/main.ts', {
      cwd: serviceDir,
      env: { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    });
    try {
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
  });
});
