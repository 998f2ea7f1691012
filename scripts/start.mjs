// `npm start`: builds the front ends if needed, starts every service, the worker and the gateway,
// waits until /api/health is green, starts again any of them that crashes (lib/supervisor.mjs),
// and stops them all cleanly on Ctrl-C (SIGINT) or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { processes, root, systemEnv } from './lib/apps.mjs';
import { formatLine } from './lib/log-format.mjs';
import { compiledServersInChild } from './lib/start-build.mjs';
import { createSupervisor } from './lib/supervisor.mjs';

const { base, dataDir, gatewayPort, urls } = systemEnv();
// Readable lines for a person at a terminal (or LOG_PRETTY=1); otherwise (bench, E2E, CI, a log
// file) each child writes its JSON lines straight to this stdout, with no process in between that
// parses every line: under load that funnel cost CPU, and a lagging reader blocks pino's writes.
const pretty =
  process.env.LOG_PRETTY === '1' ||
  (process.env.LOG_PRETTY !== '0' && process.env.LOG_FORMAT !== 'json' && process.stdout.isTTY);

// SKIP_FRONTEND_BUILD=1: the pages are served as they were last built (or not at all); for the
// script tests that drive only the API (scripts/restart-fault.test.ts), never for a real site.
if (process.env.SKIP_FRONTEND_BUILD !== '1') {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'build.mjs'), '--if-stale'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

mkdirSync(path.join(dataDir, 'run'), { recursive: true });
// What the gateway's /api/health reads to name a part that keeps crashing (lib/supervisor.mjs has
// its format); a file left by an earlier run says nothing about this one.
const restartsFile = path.join(dataDir, 'run', 'restarts.json');
rmSync(restartsFile, { force: true });
const supervisor = createSupervisor({
  onRecord(record) {
    // Written whole then renamed: the gateway never reads half a file.
    const partial = `${restartsFile}.${process.pid}.tmp`;
    writeFileSync(partial, `${JSON.stringify(record)}\n`);
    renameSync(partial, restartsFile);
  },
});
// Each process runs compiled JavaScript (esbuild, ~1 s for all), not TypeScript through tsx: tsx's
// loader and its transforms cost ~45 MB of resident memory per process. Falls back to tsx.
const compiled = compiledServersInChild(gatewayPort);

const children = new Map();
let stopping = false;
/** The embedded PostgreSQL server when this process started it (see startDatabase). */
let database;
let databaseStarting = false;
const hasServices = () => [...children.keys()].some((name) => name !== 'postgres');
const pidFile = (name) => path.join(dataDir, 'run', `${name}.pid`);

/** Starts one process under the supervisor: started again whenever it exits unexpectedly. */
function launch(name, dir, port, entry = 'src/main.ts') {
  supervisor.supervise(name, () => spawnProcess(name, dir, port, entry));
}

function spawnProcess(name, dir, port, entry) {
  const built = compiled.get(`${dir}/${entry}`);
  // V8 grows the young generation to 16 MB semi-spaces while modules load and never gives it
  // back (~36 MB resident per idle process): 2 MB off the request path of a booking, 8 MB on it
  // (scavenges stay rare under load; ~10 MB less at rest than the default).
  const semiSpaceMb = name === 'gateway' || name === 'booking' ? 8 : 2;
  const heap = [`--max-semi-space-size=${semiSpaceMb}`];
  const program = built ? [built] : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, [...heap, ...program], {
    cwd: path.join(root, dir),
    env: {
      // Email links (password reset) point at this system's own address unless told otherwise.
      PUBLIC_URL: `http://localhost:${gatewayPort}`,
      ...process.env,
      ...urls,
      DATA_DIR: dataDir,
      PORT: String(port),
    },
    stdio: pretty ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    // Its own process group: Ctrl-C in a terminal reaches only this script, which then stops each
    // child once (a second signal would make a child skip draining its in-flight requests).
    detached: true,
  });
  for (const stream of pretty ? [child.stdout, child.stderr] : []) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${pretty ? formatLine(name, line) : line}\n`);
    });
  }
  // The pid files let operators and the fault tests stop one part of a running system.
  writeFileSync(pidFile(name), String(child.pid));
  child.on('exit', () => {
    // The supervisor says what happened and starts it again (unless the system is stopping).
    if (children.get(name) === child) children.delete(name);
    if (readFileSafe(pidFile(name)) === String(child.pid)) rmSync(pidFile(name), { force: true });
    if (stopping) stopDatabaseLast();
  });
  children.set(name, child);
  return child;
}

/** Once every service has stopped: the database, then this process. */
function stopDatabaseLast() {
  // A server still starting is stopped once it is up (startDatabase).
  if (hasServices() || databaseStarting) return;
  if (database) {
    const closing = database;
    database = undefined;
    rmSync(pidFile('postgres'), { force: true });
    closing.stop().then(stopDatabaseLast, (error) => {
      console.error(`[start] the embedded PostgreSQL server did not stop: ${error.message}`);
      process.exit(1);
    });
    return;
  }
  children.get('postgres')?.kill('SIGTERM');
  if (children.size === 0) {
    rmSync(restartsFile, { force: true });
    process.exit(0);
  }
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// Without DATABASE_URL the services share the embedded PostgreSQL server of DATA_DIR: it is
// started first (the services attach to it) and stopped last.
if (!process.env.DATABASE_URL) await startDatabase();
if (!stopping) {
  for (const p of processes) launch(p.name, p.dir, base + p.offset);
  launch('gateway', 'gateway', gatewayPort);
}

/**
 * This process starts the server itself (its own processes, in a process group of their own);
 * a Node process kept only to hold it cost ~50 MB resident. Run through tsx when the bundles
 * could not be built (a process of its own then, as the services).
 */
async function startDatabase() {
  const bundle = compiled.get('packages/service-kit/src/db/embedded-postgres.ts');
  if (!bundle) {
    rmSync(path.join(dataDir, 'run', 'postgres.ready'), { force: true });
    let restarted = false;
    supervisor.supervise('postgres', () => {
      const child = spawnProcess('postgres', 'packages/service-kit', 0, 'src/db/embedded-main.ts');
      if (restarted) waitForEmbeddedPostgres().then(reconnectServices);
      restarted = true;
      return child;
    });
    await waitForEmbeddedPostgres();
    return;
  }
  const { embeddedDirectory, openEmbeddedPostgres } = await import(pathToFileURL(bundle).href);
  const logger = {
    info: (_fields, message) => console.info(`[postgres] ${message}`),
    warn: (fields, message) => console.warn(`[postgres] ${message}`, fields),
    error: (fields, message) => console.error(`[postgres] ${message}`, fields),
  };
  const open = async () => {
    databaseStarting = true;
    try {
      database = await openEmbeddedPostgres({ dataDir, logger });
    } finally {
      databaseStarting = false;
    }
    const postmaster = readFileSafe(path.join(embeddedDirectory(dataDir), 'postmaster.pid'));
    const pid = Number(postmaster.split('\n')[0]);
    writeFileSync(pidFile('postgres'), String(pid));
    if (stopping) stopDatabaseLast();
    return watchPostmaster(pid, database);
  };
  // The first start must succeed (nothing runs without it); a later one is retried with backoff.
  let first;
  try {
    first = await open();
  } catch (error) {
    console.error(`[start] the embedded PostgreSQL server did not start: ${error.message}`);
    process.exit(1);
  }
  supervisor.supervise('postgres', () => {
    if (first) {
      const running = first;
      first = undefined;
      return running;
    }
    return open().then((watched) => {
      reconnectServices();
      return watched;
    });
  });
}

/**
 * The server runs in this process's children but is spawned inside service-kit, which keeps its
 * exit event to itself: its postmaster's pid is watched instead (twice a second, unref'd). Emits
 * `exit` once it is gone, as a child process would, for the supervisor.
 */
function watchPostmaster(pid, server) {
  const watched = new EventEmitter();
  watched.pid = pid;
  watched.kill = () => server.stop().catch(() => {});
  const timer = setInterval(() => {
    if (isAlive(pid)) return;
    clearInterval(timer);
    if (database === server) database = undefined;
    if (readFileSafe(pidFile('postgres')) === String(pid))
      rmSync(pidFile('postgres'), { force: true });
    watched.emit('exit', null, null);
  }, 500);
  timer.unref();
  return watched;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, run as the `postgres` account (this script runs as root).
    return error.code === 'EPERM';
  }
}

/**
 * A restarted embedded server listens on a new free port (service-kit picks it), and a service's
 * connection pool keeps the address it attached to: the services are restarted (drained, then at
 * once) to attach again. The worker and the gateway hold no database connection.
 */
function reconnectServices() {
  for (const p of processes) {
    if (p.name === 'worker') continue;
    supervisor.restart(p.name, 'to reach the restarted database');
  }
}

async function waitForEmbeddedPostgres() {
  // The server process writes run/postgres.ready once the application database exists.
  const readyFile = path.join(dataDir, 'run', 'postgres.ready');
  const limit = Date.now() + 60_000;
  while (!stopping && children.has('postgres')) {
    const port = Number(readFileSafe(readyFile));
    if (port > 0 && (await accepts(port))) return;
    if (Date.now() > limit) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (stopping) return;
  console.error('[start] the embedded PostgreSQL server did not start; see the logs above');
  process.exit(1);
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stop(signal) {
  if (stopping) return;
  stopping = true;
  // First: no exit from here on is a crash, and no restart still waiting will happen.
  supervisor.stop();
  console.info(`\n[start] ${signal}: stopping ${children.size} processes…`);
  // The database goes last: services close their connections while it still answers.
  for (const [name, child] of children) if (name !== 'postgres') child.kill('SIGTERM');
  stopDatabaseLast();
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, 15_000).unref();
}

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
