import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

export interface SpawnedProcess {
  /** The URL from the first log line that carries a `url` field (the "listening on" line). */
  url: string;
  child: ChildProcess;
  /** Every JSON log line printed so far. */
  lines(): Record<string, unknown>[];
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts a service entry point (`src/main.ts`) as a real process through tsx, as `npm start`
 * does, and waits until it logs the URL it listens on. The test must call `stop()`.
 */
export async function spawnProcess(
  entry: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<SpawnedProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${entry} did not log its URL in time.\n${stderr}`));
    }, options.timeoutMs ?? 30_000);
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop() ?? '';
      for (const text of complete.filter(Boolean)) {
        const line = parseLine(text);
        lines.push(line);
        if (typeof line.url === 'string') {
          clearTimeout(timer);
          resolve(line.url);
        }
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before listening.\n${stderr}`));
    });
  });
  return {
    url,
    child,
    lines: () => [...lines],
    async stop(signal = 'SIGTERM') {
      // A process killed by a signal has `exitCode` null and `signalCode` set: it is gone too.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

export interface MainProcess extends SpawnedProcess {
  /** Its own `DATA_DIR`, kept after `stop()` for the test to look into. */
  dataDir: string;
  removeDataDir(): Promise<void>;
}

/**
 * The `src/main.ts` of the process in `cwd` started alone, as a person would: from the
 * environment only (`env` over it), on a free port and with a fresh data folder of its own.
 */
export async function startMainProcess(
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<MainProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), `ssc-${basename(cwd)}-main-`));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    const spawned = await spawnProcess('src/main.ts', {
      cwd,
      env: { PORT: '0', DATA_DIR: dataDir, ...env },
    });
    return { ...spawned, dataDir, removeDataDir };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

function parseLine(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { msg: text };
  }
}
