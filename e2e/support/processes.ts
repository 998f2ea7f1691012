// Starting and stopping the processes of the system under test, always by pid.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bookingRemoteDir, bookingRemotePort, dataDir, repoRoot } from './system';

export function spawnDetached(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd = repoRoot,
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    detached: true,
  });
  child.unref();
  return child;
}

/** Records a process the suite started itself, so that global teardown stops it. */
export function trackPid(name: string, pid: number) {
  writeFileSync(path.join(dataDir, 'run', `${name}.pid`), String(pid));
}

export function startBookingRemote(): ChildProcess {
  const child = spawnDetached(
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'e2e', 'support', 'static-server.ts'),
      bookingRemoteDir,
      String(bookingRemotePort),
    ],
    {},
  );
  trackPid('booking-remote', child.pid!);
  return child;
}

/** Pid of one process of the running system, from the pid files `npm start` writes. */
export function systemPid(name: string): number {
  return Number(readFileSync(path.join(dataDir, 'run', `${name}.pid`), 'utf8'));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of a live process (Linux /proc), undefined once it is gone. */
export function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: the ppid follows the last ')'.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

export async function stopPid(pid: number, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000) {
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** How a running process was started, read from Linux /proc: program, arguments, directory, environment. */
export interface Launch {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

export function launchOf(pid: number): Launch {
  const nulSeparated = (file: string) => {
    const parts = readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0');
    parts.pop(); // each entry ends with a NUL
    return parts;
  };
  const [command, ...args] = nulSeparated('cmdline');
  const env: Record<string, string> = {};
  for (const entry of nulSeparated('environ')) {
    const at = entry.indexOf('=');
    if (at > 0) env[entry.slice(0, at)] = entry.slice(at + 1);
  }
  return { command: command!, args, cwd: readlinkSync(`/proc/${pid}/cwd`), env };
}

/**
 * Starts one process of the system again as `launch` says, with `env` changed on top (same
 * program, arguments, directory, port and data dir), detached and recorded under `name` (its pid
 * file, so global teardown stops it). Its output goes to `<dataDir>/logs/<name>.log`, not this
 * test process's: it outlives the test worker, whose pipes close with it.
 */
export function relaunch(
  name: string,
  launch: Launch,
  env: Record<string, string> = {},
): ChildProcess {
  const logs = path.join(dataDir, 'logs');
  mkdirSync(logs, { recursive: true });
  const log = openSync(path.join(logs, `${name}.log`), 'a');
  try {
    const child = spawn(launch.command, launch.args, {
      cwd: launch.cwd,
      env: { ...launch.env, ...env },
      stdio: ['ignore', log, log],
      detached: true,
    });
    child.unref();
    trackPid(name, child.pid!);
    return child;
  } finally {
    closeSync(log);
  }
}
