import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { type RunningGateway, start } from '../server';

export interface TestGateway extends RunningGateway {
  /** Parsed log lines written so far. */
  logs: Record<string, unknown>[];
  /** Where its internal JWT keys live (a temporary folder unless DATA_DIR was given). */
  dataDir: string;
}

/**
 * A real gateway on 127.0.0.1:0 configured through the same env parsing as production. Its data
 * dir (internal JWT keys) is a fresh temporary folder and its rate-limit counters have their own
 * Redis prefix, unless the test passes DATA_DIR / RATE_LIMIT_PREFIX.
 */
export async function startTestGateway(env: Record<string, string>): Promise<TestGateway> {
  const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'gateway-data-'));
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const gateway = await start(config, { logger: createLogger(config, sink) });
  const stop = gateway.close;
  return Object.assign(gateway, {
    logs,
    dataDir: config.dataDir,
    async close() {
      await stop();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  });
}
