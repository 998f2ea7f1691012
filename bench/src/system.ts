// A whole system on its own ports and a temporary data dir for one benchmark run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSystem } from '../../scripts/lib/system.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface BenchSystem {
  gatewayUrl: string;
  contentUrl: string;
  stop(): Promise<void>;
}

export async function startBenchSystem(port = 6080, serviceBase = 6100): Promise<BenchSystem> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssc-bench-'));
  const system = await startSystem({
    port,
    serviceBase,
    dataDir,
    env: { LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    gatewayUrl: system.url,
    contentUrl: `http://127.0.0.1:${serviceBase + 2}`,
    async stop() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
