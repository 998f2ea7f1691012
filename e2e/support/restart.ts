// Running some processes of the system with extra settings for one spec, then as they ran before.
//
// Each process is stopped by its pid (the system's pid files) and started again exactly as it ran
// — its program, arguments, directory and environment read from Linux /proc (`launchOf`) — with
// only the given settings added (`relaunch`); `restore()` (call it from `test.afterAll`, so it also
// runs when a test failed) starts them again with the environment they had. Each restart waits
// for every process's readiness URL, in order, then for the system's /api/health; a process that
// exits at start (a setting it refuses) fails the wait at once, naming the logs.
import { isAlive, type Launch, launchOf, relaunch, stopPid, systemPid, waitFor } from './processes';
import { baseURL, dataDir } from './system';

/** One process of the system: its pid file's name and the URL that answers once it is ready. */
export interface RestartedPart {
  name: string;
  ready: string;
}

export interface Restarts {
  /** Reads how each process runs now (pid and launch): call once, before `restart`. */
  remember(): void;
  /** How `name` ran before the spec changed it (after `remember`). */
  original(name: string): Launch;
  /** Stops every process and starts it again from its original launch, `env` on top. */
  restart(env: Record<string, string>): Promise<void>;
  /**
   * Starts every process again as it ran before, unless none was touched; true when it did.
   * Safe to call whatever state a failed `beforeAll` left.
   */
  restore(): Promise<boolean>;
}

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

/** The process the system's pid file names now, if any. */
function currentPid(name: string): number | undefined {
  try {
    const pid = systemPid(name);
    return pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function restartsOf(parts: readonly RestartedPart[]): Restarts {
  /** How each process ran before this spec changed it (pid and launch). */
  const original = new Map<string, { pid: number; launch: Launch }>();

  async function restart(env: Record<string, string>) {
    if (original.size !== parts.length) throw new Error('restartsOf: remember() first');
    await Promise.all(
      parts.map(async ({ name }) => {
        const pid = currentPid(name);
        if (pid) await stopPid(pid);
      }),
    );
    const children = parts.map(({ name }) => relaunch(name, original.get(name)!.launch, env));
    const listeners: (() => void)[] = [];
    const exited = new Promise<never>((_, reject) => {
      children.forEach((child, i) => {
        const onExit = (code: number | null) =>
          reject(new Error(`${parts[i]!.name} exited (${code}) at start: ${dataDir}/logs/`));
        child.once('exit', onExit);
        listeners.push(() => child.off('exit', onExit));
      });
    });
    exited.catch(() => {});
    try {
      await Promise.race([
        exited,
        (async () => {
          for (const { name, ready } of parts) {
            await waitFor(() => answers(ready), `${name} to be ready (${ready})`);
          }
          await waitFor(() => answers(`${baseURL}/api/health`), 'the system to be healthy again');
        })(),
      ]);
    } finally {
      for (const off of listeners) off();
    }
  }

  return {
    remember() {
      for (const { name } of parts) {
        const pid = systemPid(name);
        original.set(name, { pid, launch: launchOf(pid) });
      }
    },
    original(name) {
      const found = original.get(name);
      if (!found) throw new Error(`restartsOf: ${name} not remembered`);
      return found.launch;
    },
    restart,
    async restore() {
      if (original.size !== parts.length) return false;
      const untouched = parts.every(({ name }) => currentPid(name) === original.get(name)?.pid);
      if (untouched) return false;
      await restart({});
      return true;
    },
  };
}
