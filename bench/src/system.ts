// A whole system on its own ports and a temporary data dir for one benchmark run.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSystem } from '../../scripts/lib/system.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface BenchSystem {
  gatewayUrl: string;
  contentUrl: string;
  /** `scripts/start.mjs`'s own process: its children are the system's processes. */
  pid: number;
  /** Holds `run/<process>.pid` (to measure a process) besides the databases and uploads. */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBenchSystem(
  port = 6080,
  serviceBase = 6100,
  env: Record<string, string> = {},
  /** Runs on the fresh data dir before anything starts (e.g. seeding a database). */
  prepare?: (dataDir: string) => Promise<void>,
): Promise<BenchSystem> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssc-bench-'));
  await prepare?.(dataDir);
  const system = await startSystem({
    port,
    serviceBase,
    dataDir,
    // The load rounds book thousands of distinct slots, years ahead.
    env: { LOG_LEVEL: 'warn', BOOKING_HORIZON_DAYS: '3650', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    gatewayUrl: system.url,
    pid: system.pid as number,
    contentUrl: `http://127.0.0.1:${serviceBase + 2}`,
    dataDir,
    async stop() {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
