// `npm start`: builds the front ends if needed, starts every service, the worker and the gateway,
// waits until /api/health is green, and stops them all cleanly on Ctrl-C (SIGINT) or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { processes, root, systemEnv } from './lib/apps.mjs';
import { formatLine } from './lib/log-format.mjs';

const { base, dataDir, gatewayPort, urls } = systemEnv();
const pretty = process.env.LOG_FORMAT !== 'json';

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

mkdirSync(path.join(dataDir, 'run'), { recursive: true });
const children = new Map();
let stopping = false;

function launch(name, dir, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, dir),
    env: {
      // Email links (password reset) point at this system's own address unless told otherwise.
      PUBLIC_URL: `http://localhost:${gatewayPort}`,
      ...process.env,
      ...urls,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C in a terminal reaches only this script, which then stops each
    // child once (a second signal would make a child skip draining its in-flight requests).
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${pretty ? formatLine(name, line) : line}\n`);
    });
  }
  // The pid files let operators and the fault tests stop one part of a running system.
  const pidFile = path.join(dataDir, 'run', `${name}.pid`);
  writeFileSync(pidFile, String(child.pid));
  child.on('exit', (code, signal) => {
    children.delete(name);
    rmSync(pidFile, { force: true });
    if (!stopping)
      console.error(
        `[start] ${name} stopped (${signal ?? `exit code ${code}`}); the rest keeps running`,
      );
    if (stopping && children.size === 0) process.exit(0);
  });
  children.set(name, child);
}

for (const p of processes) launch(p.name, p.dir, base + p.offset);
launch('gateway', 'gateway', gatewayPort);

function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`\n[start] ${signal}: stopping ${children.size} processes…`);
  for (const child of children.values()) child.kill('SIGTERM');
  if (children.size === 0) process.exit(0);
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, 15_000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const site = `http://localhost:${gatewayPort}`;
const gateway = `http://127.0.0.1:${gatewayPort}`;
// Each process's own /ready is polled quietly; /api/health is asked once everything answers.
const probes = [...Object.values(urls), gateway].map((url) => `${url}/ready`);
const isReady = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
const deadline = Date.now() + 120_000;
while (!stopping) {
  const ready = await Promise.all(probes.map(isReady));
  if (ready.every(Boolean) && (await isReady(`${gateway}/api/health`))) {
    console.info(
      `\n  الموقع يعمل على ${site}\n  The site is up at ${site} (data in ${dataDir}). Press Ctrl-C to stop.\n`,
    );
    break;
  }
  if (Date.now() > deadline) {
    const waiting = probes.filter((_, i) => !ready[i]).join(', ');
    console.error(
      `[start] still not ready after 120 s: ${waiting || `${gateway}/api/health`}; see the logs above`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
