// A whole running system, started the way a user does (`scripts/start.mjs`), for the E2E suite and
// the benchmarks: resolves once /api/health is green, stops everything with `stop()`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './apps.mjs';

export async function startSystem({
  port,
  serviceBase,
  dataDir,
  env = {},
  stdio = 'inherit',
  timeoutMs = 180_000,
}) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SERVICE_PORT_BASE: String(serviceBase),
      DATA_DIR: dataDir,
      // Every test and benchmark request comes from 127.0.0.1: the per-address and per-account
      // limits (tested on their own) would otherwise start answering 429 mid-suite.
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
    },
    stdio,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the system at ${url} did not become healthy`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, pid: child.pid, stop };
}
