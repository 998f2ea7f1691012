// `npm start`: builds the front ends if needed, starts every service, the worker and the gateway,
// waits until /api/health is green, and stops them all cleanly on Ctrl-C (SIGINT) or SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { processes, root, systemEnv } from './lib/apps.mjs';
import { formatLine } from './lib/log-format.mjs';
import { compiledServersInChild } from './lib/start-build.mjs';

const { base, dataDir, gatewayPort, urls } = systemEnv();
// Readable lines for a person at a terminal (or LOG_PRETTY=1); otherwise (bench, E2E, CI, a log
// file) each child writes its JSON lines straight to this stdout, with no process in between that
// parses every line: under load that funnel cost CPU, and a lagging reader blocks pino's writes.
const pretty =
  process.env.LOG_PRETTY === '1' ||
  (process.env.LOG_PRETTY !== '0' && process.env.LOG_FORMAT !== 'json' && process.stdout.isTTY);

const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--if-stale'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

mkdirSync(path.join(dataDir, 'run'), { recursive: true });
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

function launch(name, dir, port, entry = 'src/main.ts') {
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
  child.on('exit', (code, signal) => {
    children.delete(name);
    rmSync(pidFile(name), { force: true });
    if (!stopping)
      console.error(
        `[start] ${name} stopped (${signal ?? `exit code ${code}`}); the rest keeps running`,
      );
    if (stopping) stopDatabaseLast();
  });
  children.set(name, child);
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
  if (children.size === 0) process.exit(0);
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
    launch('postgres', 'packages/service-kit', 0, 'src/db/embedded-main.ts');
    await waitForEmbeddedPostgres();
    return;
  }
  const { embeddedDirectory, openEmbeddedPostgres } = await import(pathToFileURL(bundle).href);
  const logger = {
    info: (_fields, message) => console.info(`[postgres] ${message}`),
    warn: (fields, message) => console.warn(`[postgres] ${message}`, fields),
    error: (fields, message) => console.error(`[postgres] ${message}`, fields),
  };
  databaseStarting = true;
  try {
    database = await openEmbeddedPostgres({ dataDir, logger });
  } catch (error) {
    console.error(`[start] the embedded PostgreSQL server did not start: ${error.message}`);
    process.exit(1);
  } finally {
    databaseStarting = false;
  }
  const postmaster = readFileSafe(path.join(embeddedDirectory(dataDir), 'postmaster.pid'));
  writeFileSync(pidFile('postgres'), postmaster.split('\n')[0]);
  if (stopping) stopDatabaseLast();
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
