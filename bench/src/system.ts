// Starts a whole system (`scripts/start.mjs`) on its own ports and data dir for a benchmark run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningSystem {
  gatewayUrl: string;
  contentUrl: string;
  stop(): Promise<void>;
}

export async function startSystem(port = 6080, serviceBase = 6100): Promise<RunningSystem> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ssc-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'start.mjs')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        SERVICE_PORT_BASE: String(serviceBase),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const gatewayUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`${gatewayUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the system did not become healthy');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    gatewayUrl,
    contentUrl: `http://127.0.0.1:${serviceBase + 2}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
