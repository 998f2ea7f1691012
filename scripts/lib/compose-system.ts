// Runs the app containers of docker-compose.yml without a container engine (no Docker on the
// development and CI machines): each one's command, working directory, user and environment come
// from the compose file and the Dockerfile's final stage, interpolated with a generated `.env`.
// Used by compose-proof.test.ts and restore-drill.test.ts.
//
// How the container is mapped onto this machine (`root` is a fresh temp dir, mode 755):
//   /app/…         the image's /app, assembled in `root/app` as the final stage's COPY lines say:
//                  files from the build stage are copied from the repository (after
//                  `npm run build:servers`), the prod-deps stage's node_modules are symlinks to
//                  the repository's (which also hold dev dependencies: build-servers.mjs fails
//                  when a bundle imports anything but a production dependency, so what runs here
//                  is what the image holds). A front end that is not built here (its build is the
//                  E2E suite's) gets a placeholder index.html: the gateway's /ready checks the file.
//   /data/…        `root/data/…`: what the final stage's RUN lines create (mkdir, chown, install -d)
//                  with their owner, then every compose volume's mount point as Docker makes it: a
//                  new named volume takes the owner and mode of the image's path, or root:root 0755
//                  when the image has none. DATA_DIR is rewritten to `root/data`.
//   USER node      uid/gid 1000 (the node images' `node`), through `setpriv` (the tests run as root).
//   postgres:5432  this machine's PostgreSQL (TEST_DATABASE_URL's server and user), a fresh
//                  database per run, dropped afterwards; the compose user and password are dropped
//                  (the server trusts local connections).
//   redis:6379     this machine's Redis without a password (it has none), in a database of the
//                  test's own (compose proof 9, restore drill 8), so the queues are not shared with
//                  a system running on db 0 or with each other; their keys are deleted after.
//   <service>:N    127.0.0.1 and a free port per service (PORT, METRICS_PORT and every
//                  http://<service>:<port> URL rewritten).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse } from 'yaml';
import { root as repoRoot } from './apps.mjs';

// ---------------------------------------------------------------- compose file and interpolation

export interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string | string[];
  working_dir?: string;
  user?: string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition?: string }>;
  ports?: string[];
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `$$`. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^}]|\}(?!\}))*?))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name?: string, op?: string, arg?: string, bare?: string) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const value = env[name as string];
      const unsetOrEmpty = value === undefined || value === '';
      switch (op) {
        case ':-':
          return unsetOrEmpty ? (arg ?? '') : (value as string);
        case '-':
          return value === undefined ? (arg ?? '') : value;
        case ':?':
        case '?':
          if (op === ':?' ? unsetOrEmpty : value === undefined) {
            throw new Error(`required variable ${name} is missing a value: ${arg ?? ''}`);
          }
          return value as string;
        default:
          return value ?? '';
      }
    },
  );
}

export function readCompose(file: string, env: Record<string, string | undefined>): ComposeFile {
  const raw = parse(readFileSync(file, 'utf8'), { merge: true }) as ComposeFile;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return interpolate(value, env);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(raw) as ComposeFile;
}

/** The `.env` an operator writes (docker-compose.yml's header), made up for one run. */
export function generateDotEnv(extra: Record<string, string> = {}): Record<string, string> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    SITE_DOMAIN: 'localhost',
    CADDY_TLS: 'internal',
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    REDIS_PASSWORD: randomBytes(24).toString('hex'),
    INTERNAL_SERVICE_KEY: randomBytes(32).toString('hex'),
    INTERNAL_JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    INTERNAL_JWT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    MAIL_FROM: 'no-reply@example.jo',
    ...extra,
  };
}

// ---------------------------------------------------------------- Dockerfile's final stage

interface Stage {
  name: string | undefined;
  lines: string[];
}
export interface FinalStage {
  env: Record<string, string>;
  user: string | undefined;
  cmd: string[];
  copies: { from: string | undefined; fromStage: Stage | undefined; src: string; dest: string }[];
  /** Directories the RUN lines create, with the owner they end up with. */
  dirs: Map<string, { owner: string; mode: number }>;
}

export function readDockerfile(file: string): FinalStage {
  const text = readFileSync(file, 'utf8').replace(/\\\n/g, ' ');
  const stages: Stage[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1]?.toLowerCase(), lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  const final = stages.at(-1);
  if (!final) throw new Error(`${file}: no FROM`);
  const result: FinalStage = { env: {}, user: undefined, cmd: [], copies: [], dirs: new Map() };
  for (const line of final.lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'ENV':
        for (const m of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
          result.env[m[1] as string] = (m[2] as string).replace(/^"|"$/g, '');
        }
        break;
      case 'USER':
        result.user = args;
        break;
      case 'CMD':
        result.cmd = args.startsWith('[') ? JSON.parse(args) : ['/bin/sh', '-c', args];
        break;
      case 'COPY': {
        const words = rest.filter((w) => !w.startsWith('--') || w.startsWith('--from='));
        const fromWord = words.find((w) => w.startsWith('--from='));
        const paths = words.filter((w) => !w.startsWith('--'));
        const fromName = fromWord?.slice('--from='.length).toLowerCase();
        result.copies.push({
          from: fromName,
          fromStage: stages.find((s) => s.name === fromName),
          src: paths[0] as string,
          dest: paths[1] as string,
        });
        break;
      }
      case 'RUN':
        for (const command of args.split(/&&|;/).map((c) => c.trim().split(/\s+/))) {
          applyRun(command, result.dirs);
        }
        break;
    }
  }
  return result;
}

/** The parts of shell commands that shape /data: mkdir, chown, chmod, install -d. */
function applyRun(words: string[], dirs: FinalStage['dirs']) {
  const [command, ...args] = words;
  const paths = args.filter((a) => a.startsWith('/'));
  const ensure = (p: string) => {
    for (let dir = p; dir !== '/'; dir = path.posix.dirname(dir)) {
      if (!dirs.has(dir)) dirs.set(dir, { owner: 'root', mode: 0o755 });
    }
  };
  if (command === 'mkdir') for (const p of paths) ensure(p);
  if (command === 'install' && args.includes('-d')) {
    const owner = args[args.indexOf('-o') + 1] ?? 'root';
    const modeArg = args.includes('-m') ? args[args.indexOf('-m') + 1] : '0755';
    for (const p of paths) {
      ensure(p);
      dirs.set(p, {
        owner: args.includes('-o') ? owner : 'root',
        mode: Number.parseInt(modeArg ?? '755', 8),
      });
    }
  }
  if (command === 'chown') {
    const owner = (args.find((a) => !a.startsWith('-') && !a.startsWith('/')) ?? 'root').split(
      ':',
    )[0] as string;
    const recursive = args.includes('-R');
    for (const p of paths) {
      for (const [dir, meta] of dirs) {
        if (dir === p || (recursive && dir.startsWith(`${p}/`))) dirs.set(dir, { ...meta, owner });
      }
    }
  }
  if (command === 'chmod') {
    const mode = args.find((a) => /^[0-7]{3,4}$/.test(a));
    for (const p of paths) {
      const meta = dirs.get(p);
      if (meta && mode) dirs.set(p, { ...meta, mode: Number.parseInt(mode, 8) });
    }
  }
}

/** The node images' users; any other name is refused (the test would not know its uid). */
export function uidOf(user: string | undefined): number {
  if (user === undefined || user === 'root' || user === '0') return 0;
  if (user === 'node' || user === '1000' || user === '1000:1000') return 1000;
  throw new Error(`unknown image user ${user}`);
}

// ---------------------------------------------------------------- the image's file system

const frontEndDists = ['shell', 'mfe-public', 'mfe-booking', 'mfe-dashboard', 'mfe-admin'].map(
  (app) => `${app}/dist`,
);

function workspaceDirs(): string[] {
  return JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).workspaces;
}

/** Lays out `root/app` as the final stage's COPY lines build /app. */
function assembleApp(stage: FinalStage, app: string) {
  mkdirSync(app, { recursive: true });
  const containerPath = (p: string) => (p.startsWith('/') ? p : path.posix.join('/app', p));
  for (const copy of stage.copies) {
    const dest = path.join(app, path.posix.relative('/app', containerPath(copy.dest)));
    const stageLines = copy.fromStage?.lines.join('\n') ?? '';
    if (copy.from && /npm ci[^\n]*--omit=dev/.test(stageLines) && copy.src === '/app') {
      // The prod-deps stage: package.json files and node_modules.
      for (const dir of ['.', ...workspaceDirs()]) {
        mkdirSync(path.join(dest, dir), { recursive: true });
        for (const file of ['package.json', 'package-lock.json']) {
          const from = path.join(repoRoot, dir, file);
          if (existsSync(from) && (dir === '.' || file === 'package.json')) {
            cpSync(from, path.join(dest, dir, file));
          }
        }
        const modules = path.join(repoRoot, dir, 'node_modules');
        if (existsSync(modules)) symlinkSync(modules, path.join(dest, dir, 'node_modules'));
      }
      continue;
    }
    if (copy.from && copy.src === '/app') {
      // The whole build stage: the repository as it is after the build.
      for (const entry of readdirSync(repoRoot)) {
        if (entry === '.git' || entry === 'data') continue;
        symlinkSync(path.join(repoRoot, entry), path.join(dest, entry));
      }
      continue;
    }
    if (!copy.from)
      throw new Error(`COPY from the build context into the final stage: ${copy.src}`);
    const relative = path.posix.relative('/app', copy.src);
    const source = path.join(repoRoot, relative);
    mkdirSync(path.dirname(dest), { recursive: true });
    if (existsSync(source)) {
      cpSync(source, dest, { recursive: true });
    } else if (frontEndDists.includes(relative)) {
      mkdirSync(dest, { recursive: true });
      writeFileSync(
        path.join(dest, 'index.html'),
        '<!doctype html><html lang="ar" dir="rtl"></html>',
      );
    } else {
      throw new Error(`the final stage copies ${copy.src}, which the build does not produce`);
    }
  }
}

/** Creates /data as the image has it, then each volume's mount point as Docker would. */
function prepareData(stage: FinalStage, compose: ComposeFile, rootDir: string) {
  const apply = (containerDir: string, owner: string, mode: number) => {
    const dir = path.join(rootDir, containerDir);
    mkdirSync(dir, { recursive: true });
    const uid = uidOf(owner);
    chownSync(dir, uid, uid);
    chmodSync(dir, mode);
  };
  const imageDirs = [...stage.dirs].filter(([dir]) => !dir.startsWith('/app'));
  for (const [dir, meta] of imageDirs.sort(([a], [b]) => a.length - b.length)) {
    apply(dir, meta.owner, meta.mode);
  }
  for (const service of Object.values(compose.services)) {
    if (!service.build) continue;
    for (const volume of service.volumes ?? []) {
      const [name, target] = volume.split(':') as [string, string];
      if (!compose.volumes || !(name in compose.volumes)) continue;
      const fromImage = stage.dirs.get(target);
      if (fromImage) apply(target, fromImage.owner, fromImage.mode);
      else apply(target, 'root', 0o755);
    }
  }
}

// ---------------------------------------------------------------- running the system

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export interface ContainerProcess {
  name: string;
  cwd: string;
  env: Record<string, string>;
  uid: number;
  command: string[];
  healthcheck: string[] | undefined;
  child?: ChildProcess;
  output: string[];
}

export interface ComposeSystem {
  root: string;
  dataDir: string;
  database: string;
  databaseUrl: string;
  dotEnv: Record<string, string>;
  processes: Map<string, ContainerProcess>;
  gatewayUrl: string;
  /** The site's address as users see it (Caddy's): https://SITE_DOMAIN. */
  publicUrl: string;
  start(names?: string[]): Promise<void>;
  stopProcesses(): Promise<void>;
  isHealthy(name: string): boolean;
  waitHealthy(names: string[], timeoutMs: number): Promise<void>;
  logs(name: string): string;
  close(): Promise<void>;
}

export interface ComposeSystemOptions {
  composeFile?: string;
  dockerfile?: string;
  dotEnv: Record<string, string>;
  /** Redis database of this system's queues and counters: one per test file that runs a system. */
  redisDb: number;
}

/** Reads the files, creates the data root and the database; `start()` runs the containers. */
export async function prepareComposeSystem(options: ComposeSystemOptions): Promise<ComposeSystem> {
  const composeFile = options.composeFile ?? path.join(repoRoot, 'docker-compose.yml');
  const dockerfile = options.dockerfile ?? path.join(repoRoot, 'Dockerfile');
  const compose = readCompose(composeFile, options.dotEnv);
  const stage = readDockerfile(dockerfile);
  const admin = adminClient();
  await admin.connect();
  const database = `ssc_compose_${randomBytes(6).toString('hex')}`;
  let user: string;
  try {
    user = (await admin.query('select current_user as u')).rows[0].u;
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const server = new URL(TEST_DATABASE_URL);
  const databaseUrl = `postgres://${encodeURIComponent(user)}@${server.host}/${database}`;
  const redis = new URL(TEST_REDIS_URL);
  const redisUrl = `redis://${redis.host}/${options.redisDb}`;

  // Made after the database, so a server that does not answer leaves nothing behind.
  const root = mkdtempSync(path.join(tmpdir(), 'ssc-compose-'));
  const dataDir = path.join(root, 'data');
  try {
    chmodSync(root, 0o755);
    assembleApp(stage, path.join(root, 'app'));
    prepareData(stage, compose, root);
  } catch (error) {
    await dropDatabase(database);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  const apps = Object.entries(compose.services).filter(([, s]) => s.build);
  const ports = new Map<string, Map<string, number>>();
  for (const [name, service] of apps) {
    const map = new Map<string, number>();
    for (const key of ['PORT', 'METRICS_PORT']) {
      const value = service.environment?.[key];
      if (value !== undefined && value !== null) map.set(String(value), await freePort());
    }
    ports.set(name, map);
  }
  const rewriteUrl = (value: string) =>
    value.replace(/\b(https?):\/\/([a-z][a-z0-9-]*):(\d+)/g, (match, scheme, host, port) => {
      const mapped = ports.get(host)?.get(port);
      return mapped ? `${scheme}://127.0.0.1:${mapped}` : match;
    });

  const processes = new Map<string, ContainerProcess>();
  for (const [name, service] of apps) {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin', ...stage.env };
    for (const [key, raw] of Object.entries(service.environment ?? {})) {
      env[key] = raw === null || raw === undefined ? '' : String(raw);
    }
    for (const [key, value] of Object.entries(env)) {
      if (key === 'PORT' || key === 'METRICS_PORT') {
        env[key] = String(ports.get(name)?.get(value) ?? value);
      } else if (key === 'DATABASE_URL' && value) env[key] = databaseUrl;
      else if (key === 'REDIS_URL' && value) env[key] = redisUrl;
      else if (key === 'DATA_DIR') env[key] = path.join(root, value);
      else env[key] = rewriteUrl(value);
    }
    const command = service.command
      ? Array.isArray(service.command)
        ? service.command
        : ['/bin/sh', '-c', service.command]
      : stage.cmd;
    const test = service.healthcheck?.test;
    const healthcheck =
      test === undefined
        ? undefined
        : typeof test === 'string'
          ? ['/bin/sh', '-c', test]
          : test[0] === 'CMD-SHELL'
            ? ['/bin/sh', '-c', test.slice(1).join(' ')]
            : test.slice(1);
    processes.set(name, {
      name,
      cwd: path.join(root, service.working_dir ?? '/app'),
      env,
      uid: uidOf(service.user ?? stage.user),
      command,
      healthcheck,
      output: [],
    });
  }

  const gatewayPort = processes.get('gateway')?.env.PORT;
  const healthy = new Set<string>();
  const spawnAs = (proc: ContainerProcess, argv: string[]) => {
    const [file, ...args] = argv.map((a, i) => (i === 0 && a === 'node' ? process.execPath : a));
    const withUser =
      proc.uid === 0
        ? [file as string, ...args]
        : [
            'setpriv',
            `--reuid=${proc.uid}`,
            `--regid=${proc.uid}`,
            '--clear-groups',
            file as string,
            ...args,
          ];
    return spawn(withUser[0] as string, withUser.slice(1), {
      cwd: proc.cwd,
      env: proc.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  };
  const runHealthcheck = (proc: ContainerProcess) =>
    new Promise<boolean>((resolve) => {
      if (!proc.healthcheck || !proc.child || proc.child.exitCode !== null) return resolve(false);
      const check = spawnAs(proc, proc.healthcheck);
      const timer = setTimeout(() => check.kill('SIGKILL'), 5_000);
      check.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
      check.on('error', () => resolve(false));
    });

  const system: ComposeSystem = {
    root,
    dataDir,
    database,
    databaseUrl,
    dotEnv: options.dotEnv,
    processes,
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    publicUrl: `https://${options.dotEnv.SITE_DOMAIN}`,
    async start(names = [...processes.keys()]) {
      // In compose's order: a container starts once what it depends on is healthy.
      const pending = new Set(names);
      const deadline = Date.now() + 90_000;
      while (pending.size > 0) {
        for (const name of [...pending]) {
          const deps = Object.entries(compose.services[name]?.depends_on ?? {})
            .filter(([dep]) => processes.has(dep))
            .filter(([, d]) => d.condition === 'service_healthy')
            .map(([dep]) => dep);
          if (deps.some((dep) => !healthy.has(dep))) continue;
          const proc = processes.get(name) as ContainerProcess;
          proc.output = [];
          const child = spawnAs(proc, proc.command);
          proc.child = child;
          for (const stream of [child.stdout, child.stderr]) {
            stream?.on('data', (chunk: Buffer) => {
              proc.output.push(chunk.toString());
              if (proc.output.length > 400) proc.output.splice(0, 100);
            });
          }
          pending.delete(name);
        }
        const waiting = [...processes.values()].filter((p) => p.child && !healthy.has(p.name));
        const results = await Promise.all(waiting.map(runHealthcheck));
        waiting.forEach((p, i) => {
          if (results[i]) healthy.add(p.name);
        });
        if (pending.size === 0) break;
        const exited = waiting.filter((p) => p.child?.exitCode !== null);
        if (Date.now() > deadline || exited.length > 0) {
          throw new Error(
            `never started (dependencies not healthy): ${[...pending].join(', ')}; unhealthy: ${waiting
              .filter((_, i) => !results[i])
              .map(
                (p) =>
                  `${p.name} (exit ${p.child?.exitCode ?? 'running'}): ${system.logs(p.name).slice(-1500)}`,
              )
              .join('\n')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    },
    isHealthy: (name) => healthy.has(name),
    async waitHealthy(names, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const name of names) {
          const proc = processes.get(name);
          if (proc && !healthy.has(name) && (await runHealthcheck(proc))) healthy.add(name);
        }
        const missing = names.filter((n) => !healthy.has(n));
        if (missing.length === 0) return;
        if (Date.now() > deadline) {
          throw new Error(
            `not healthy after ${timeoutMs / 1000} s: ${missing
              .map((n) => {
                const p = processes.get(n);
                return `\n--- ${n} (exit ${p?.child?.exitCode ?? 'running'}):\n${system.logs(n).slice(-2000)}`;
              })
              .join('')}`,
          );
        }
        await new Promise((r) => setTimeout(r, 500));
      }
    },
    logs: (name) => processes.get(name)?.output.join('') ?? '',
    async stopProcesses() {
      for (const p of processes.values())
        if (p.child && p.child.exitCode !== null) p.child = undefined;
      const running = [...processes.values()].filter((p) => p.child);
      await Promise.all(
        running.map(
          (p) =>
            new Promise<void>((resolve) => {
              const child = p.child as ChildProcess;
              const kill = setTimeout(() => child.kill('SIGKILL'), 12_000);
              child.once('exit', () => {
                clearTimeout(kill);
                p.child = undefined;
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
      );
      healthy.clear();
    },
    async close() {
      await system.stopProcesses();
      await dropDatabase(database);
      await deleteRedisKeys(redisUrl);
      rmSync(root, { recursive: true, force: true });
    },
  };
  return system;
}

/** The test server's admin connection; a URL without a user means the OS user (as psql does). */
export function adminClient(): pg.Client {
  const url = new URL(TEST_DATABASE_URL);
  if (!url.username) url.username = encodeURIComponent(process.env.PGUSER || userInfo().username);
  return new pg.Client({ connectionString: url.href });
}

export async function dropDatabase(database: string): Promise<void> {
  const admin = adminClient();
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

/** The queues and counters one run left in its Redis database. */
async function deleteRedisKeys(url: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of ['bull:emails:*', 'bull:payment-events:*', 'ssc:*']) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

// ---------------------------------------------------------------- what a visitor does

export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** A bookable slot (Sunday–Thursday, Amman) `daysAhead` days or a little later. */
export function slotFrom(daysAhead: number): string {
  for (let offset = daysAhead; ; offset++) {
    const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() <= 4) return `${day}T10:00:00+03:00`;
  }
}

/**
 * A guest's booking with one document, sent to the gateway as Caddy forwards it: the site's Host,
 * X-Forwarded-Proto https, the client's address in X-Forwarded-For, the page's Origin.
 */
/** The headers of a browser's same-site request as Caddy forwards it to the gateway. */
export function throughProxy(system: ComposeSystem): Record<string, string> {
  const site = new URL(system.publicUrl);
  return {
    host: site.host,
    origin: site.origin,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': site.host,
    'x-forwarded-for': '203.0.113.7',
  };
}

export async function bookWithFile(system: ComposeSystem, email: string, date: string) {
  const form = new FormData();
  const fields = {
    serviceId: 'svc-retirement-consultations',
    consultationMode: 'office',
    contactName: 'تجربة النشر',
    contactEmail: email,
    contactPhone: '0790000000',
    socialSecurityNumber: '12345678',
    description: '',
    date,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'statement.pdf');
  return fetch(`${system.gatewayUrl}/api/appointments`, {
    method: 'POST',
    body: form,
    headers: throughProxy(system),
  });
}

/** Files under a directory, recursively (relative paths). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export function isRoot(): boolean {
  return process.getuid?.() === 0;
}

export function buildServers(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'build-servers.mjs')], {
    stdio: 'pipe',
  });
}
