// Keeps the processes of `npm start` running (issue 37 item 7). On one machine with no process
// manager, a crashed service would otherwise stay down until someone restarts everything.
//
// A process that fails while the system is not stopping is started again, alone, after a delay
// that doubles with each crash in a row (1 s, 2 s, 4 s … capped at 30 s) and goes back to 1 s once
// it has run for a minute: a part that crashes at once on start (a bad configuration, a full disk)
// then costs one attempt every 30 s, not a busy loop. Nothing is restarted once `stop()` was called.
//
// "Fails" as systemd's Restart=on-failure reads it: a non-zero exit code or a signal other than
// SIGTERM, SIGINT, SIGHUP or SIGPIPE (SIGKILL, SIGSEGV, the kernel's OOM kill). A process stopped
// on purpose (an operator's `kill <pid>`, which every process answers by draining and exiting 0)
// stays stopped, as before: the operator may be restarting it by hand with other settings.
const CLEAN_SIGNALS = new Set(['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGPIPE']);

/** Whether an exit was a stop on purpose rather than a failure. */
export function stoppedOnPurpose(code, signal) {
  return signal ? CLEAN_SIGNALS.has(signal) : code === 0;
}

/** The delays and windows of the policy; `restartingAfter` restarts in `windowMs` flag a part. */
export const RESTART_POLICY = Object.freeze({
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  windowMs: 5 * 60_000,
  restartingAfter: 3,
  /** How long `restart(name)` lets a process drain before it is killed. */
  drainMs: 15_000,
});

const realClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/**
 * @param {object} [options]
 * @param {(line: string) => void} [options.log] where restart lines go (console.error)
 * @param {{ now(): number, setTimeout(fn: () => void, ms: number): unknown, clearTimeout(t: unknown): void }} [options.clock]
 * @param {(record: object) => void} [options.onRecord] called with `record()` after every exit and restart
 * @param {typeof RESTART_POLICY} [options.policy]
 */
export function createSupervisor({
  log = (line) => console.error(line),
  clock = realClock,
  onRecord = () => {},
  policy = RESTART_POLICY,
} = {}) {
  /** name → { name, start, child, startedAt, attempt, timer, restarts: number[], lastExit } */
  const parts = new Map();
  let stopping = false;

  function run(part) {
    part.startedAt = clock.now();
    let started;
    try {
      started = part.start();
    } catch (error) {
      exited(part, 1, null, error);
      return;
    }
    // `start` returns the child (anything that emits `exit(code, signal)`), or a promise of it.
    const attach = (child) => {
      part.child = child;
      child.once('exit', (code, signal) => exited(part, code, signal));
    };
    if (typeof started?.then !== 'function') attach(started);
    else started.then(attach, (error) => exited(part, 1, null, error));
  }

  function exited(part, code, signal, error) {
    part.child = undefined;
    if (part.forceTimer !== undefined) clock.clearTimeout(part.forceTimer);
    part.forceTimer = undefined;
    const at = clock.now();
    part.lastExit = { code: code ?? null, signal: signal ?? null, at: new Date(at).toISOString() };
    if (stopping) return;
    if (part.planned) {
      // Asked for by `restart(name)`: started again at once, and not counted as a crash.
      part.planned = undefined;
      run(part);
      log(`[start] ${part.name} restarted (${part.reason})`);
      return;
    }
    if (stoppedOnPurpose(code, signal) && !error) {
      log(
        `[start] ${part.name} stopped (${signal ?? `exit code ${code}`}) on purpose; not restarted`,
      );
      onRecord(record());
      return;
    }
    // A minute of running counts as healthy: the next crash starts the backoff again at 1 s.
    if (at - part.startedAt >= policy.healthyAfterMs) part.attempt = 0;
    part.attempt += 1;
    const delay = Math.min(policy.firstDelayMs * 2 ** (part.attempt - 1), policy.maxDelayMs);
    const how = signal ?? (code === null ? 'it exited' : `exit code ${code}`);
    log(
      `[start] ${part.name} stopped (${how}${error ? `: ${error.message}` : ''}); starting it again in ${delay / 1000} s`,
    );
    const attempt = part.attempt;
    part.timer = clock.setTimeout(() => {
      part.timer = undefined;
      if (stopping) return;
      part.restarts.push(clock.now());
      run(part);
      log(`[start] ${part.name} restarted (attempt ${attempt}, after ${delay / 1000} s)`);
      onRecord(record());
    }, delay);
    onRecord(record());
  }

  /**
   * What `npm start` writes to `DATA_DIR/run/restarts.json` (read by the gateway's /api/health):
   * `{ updatedAt, processes: { <name>: { restarts: [ISO time, …], lastExit: { code, signal, at } } } }`,
   * `restarts` holding the restarts of the last `windowMs` only, oldest first.
   */
  function record() {
    const now = clock.now();
    const processes = {};
    for (const part of parts.values()) {
      part.restarts = part.restarts.filter((t) => now - t < policy.windowMs);
      if (part.restarts.length === 0 && !part.lastExit) continue;
      processes[part.name] = {
        restarts: part.restarts.map((t) => new Date(t).toISOString()),
        ...(part.lastExit ? { lastExit: part.lastExit } : {}),
      };
    }
    return { updatedAt: new Date(now).toISOString(), processes };
  }

  return {
    /** Starts `start()` now and again whenever what it returned exits unexpectedly. */
    supervise(name, start) {
      if (parts.has(name)) throw new Error(`${name} is already supervised`);
      const part = { name, start, attempt: 0, restarts: [], startedAt: clock.now() };
      parts.set(name, part);
      if (!stopping) run(part);
    },
    /**
     * Stops a running process (SIGTERM, so it drains its requests) and starts it again at once: for
     * the services when the embedded database came back on another port they must reconnect to.
     */
    restart(name, reason) {
      const part = parts.get(name);
      if (stopping || !part?.child) return false;
      const child = part.child;
      part.planned = true;
      part.reason = reason;
      child.kill('SIGTERM');
      // A process stuck in its shutdown (a pool waiting on a dead server) is not waited for.
      part.forceTimer = clock.setTimeout(() => {
        if (part.child === child) child.kill('SIGKILL');
      }, policy.drainMs);
      return true;
    },
    /** From now on an exit is final, and a restart still waiting for its delay is cancelled. */
    stop() {
      stopping = true;
      for (const part of parts.values()) {
        if (part.timer !== undefined) clock.clearTimeout(part.timer);
        part.timer = undefined;
      }
    },
    get stopping() {
      return stopping;
    },
    /** Names waiting for their restart delay (not running now). */
    waiting() {
      return [...parts.values()].filter((p) => p.timer !== undefined).map((p) => p.name);
    },
    record,
  };
}
