// The restart policy of `npm start` (lib/supervisor.mjs) on real child processes: a tiny script
// that exits with the code it is sent on stdin. The clock and the timers are injected, so the
// backoff's delays are read off exactly and a minute of health passes at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisor, RESTART_POLICY, stoppedOnPurpose } from './lib/supervisor.mjs';

const CHILD = `
process.stdin.setEncoding('utf8');
process.stdin.on('data', (text) => process.exit(Number(text.trim())));
setInterval(() => {}, 1 << 30);
`;

const restartsOf = (record: object) =>
  (record as { processes: Record<string, { restarts: string[] }> }).processes.booking?.restarts;

function fakeClock() {
  let now = 1_000_000;
  const timers: { at: number; ms: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout(fn: () => void, ms: number) {
      const timer = { at: now + ms, ms, fn };
      timers.push(timer);
      return timer;
    },
    clearTimeout(timer: unknown) {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    /** The delays of the timers waiting now. */
    pending: () => timers.map((t) => t.ms),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    },
  };
}

describe('the supervisor of npm start', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  function setUp() {
    const clock = fakeClock();
    const lines: string[] = [];
    const records: { processes: Record<string, { restarts: string[]; lastExit?: unknown }> }[] = [];
    const supervisor = createSupervisor({
      clock,
      log: (line) => lines.push(line),
      onRecord: (r) => records.push(r as (typeof records)[number]),
    });
    let current: ChildProcess | undefined;
    let starts = 0;
    supervisor.supervise('booking', () => {
      starts += 1;
      current = spawn(process.execPath, ['-e', CHILD], { stdio: ['pipe', 'ignore', 'inherit'] });
      children.push(current);
      return current;
    });
    /** Makes the running child exit (a crash) and waits until the supervisor has seen it. */
    async function crash(how: 'exit' | 'SIGKILL' = 'exit') {
      const child = current as ChildProcess;
      const exited = once(child, 'exit');
      if (how === 'exit') child.stdin?.write('3\n');
      else child.kill('SIGKILL');
      await exited;
      await new Promise((r) => setImmediate(r));
    }
    return { clock, lines, records, supervisor, crash, starts: () => starts, child: () => current };
  }

  it('starts a process again after it exits unexpectedly, and logs the restart', async () => {
    const s = setUp();
    const first = s.child()?.pid;
    await s.crash('SIGKILL');
    expect(s.starts()).toBe(1);
    expect(s.clock.pending()).toEqual([1_000]);
    expect(s.lines.at(-1)).toBe('[start] booking stopped (SIGKILL); starting it again in 1 s');
    s.clock.advance(999);
    expect(s.starts()).toBe(1);
    s.clock.advance(1);
    expect(s.starts()).toBe(2);
    expect(s.child()?.pid).not.toBe(first);
    expect(s.lines.at(-1)).toBe('[start] booking restarted (attempt 1, after 1 s)');
    const last = s.records.at(-1)?.processes.booking;
    expect(last?.restarts).toHaveLength(1);
    expect(last?.lastExit).toMatchObject({ code: null, signal: 'SIGKILL' });
    // The new child is a running process that answers like the first.
    await s.crash('exit');
    expect(s.records.at(-1)?.processes.booking?.lastExit).toMatchObject({ code: 3, signal: null });
  });

  it('doubles the delay for each crash in a row up to 30 s', async () => {
    const s = setUp();
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await s.crash();
      delays.push(...s.clock.pending());
      s.clock.advance(s.clock.pending()[0] as number);
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(s.lines).toContain('[start] booking restarted (attempt 2, after 2 s)');
    expect(s.lines).toContain('[start] booking restarted (attempt 7, after 30 s)');
    expect(s.starts()).toBe(8);
  });

  it('goes back to 1 s once the process has run for a minute', async () => {
    const s = setUp();
    for (let i = 0; i < 3; i += 1) {
      await s.crash();
      s.clock.advance(s.clock.pending()[0] as number);
    }
    // 59 s of running is not yet healthy: the next delay keeps doubling.
    s.clock.advance(RESTART_POLICY.healthyAfterMs - 1_000);
    await s.crash();
    expect(s.clock.pending()).toEqual([8_000]);
    s.clock.advance(8_000);
    s.clock.advance(RESTART_POLICY.healthyAfterMs);
    await s.crash();
    expect(s.clock.pending()).toEqual([1_000]);
  });

  it('counts only the restarts of the last five minutes in its record', async () => {
    const s = setUp();
    for (let i = 0; i < 3; i += 1) {
      await s.crash();
      s.clock.advance(s.clock.pending()[0] as number);
    }
    expect(restartsOf(s.supervisor.record())).toHaveLength(3);
    s.clock.advance(RESTART_POLICY.windowMs);
    expect(restartsOf(s.supervisor.record())).toEqual([]);
  });

  it('restarts nothing once stopping: neither an exit nor a restart still waiting', async () => {
    const s = setUp();
    await s.crash();
    expect(s.supervisor.waiting()).toEqual(['booking']);
    s.supervisor.stop();
    expect(s.clock.pending()).toEqual([]);
    s.clock.advance(60_000);
    expect(s.starts()).toBe(1);

    const t = setUp();
    t.supervisor.stop();
    const linesBefore = t.lines.length;
    await t.crash('SIGKILL');
    expect(t.clock.pending()).toEqual([]);
    t.clock.advance(60_000);
    expect(t.starts()).toBe(1);
    expect(t.lines).toHaveLength(linesBefore);
  });

  it('restarts a process on request at once, without counting it as a crash', async () => {
    const s = setUp();
    const first = s.child() as ChildProcess;
    const exited = once(first, 'exit');
    expect(s.supervisor.restart('booking', 'the database moved')).toBe(true);
    const [, signal] = await exited;
    await new Promise((r) => setImmediate(r));
    expect(signal).toBe('SIGTERM');
    expect(s.starts()).toBe(2);
    expect(s.clock.pending()).toEqual([]);
    expect(s.lines.at(-1)).toBe('[start] booking restarted (the database moved)');
    // The next crash still starts at 1 s.
    await s.crash();
    expect(s.clock.pending()).toEqual([1_000]);
    s.supervisor.stop();
    expect(s.supervisor.restart('booking', 'x')).toBe(false);
  });

  it('leaves a process stopped on purpose (SIGTERM, or exit code 0) stopped', async () => {
    for (const how of ['SIGTERM', 'exit 0'] as const) {
      const s = setUp();
      const child = s.child() as ChildProcess;
      const exited = once(child, 'exit');
      if (how === 'SIGTERM') child.kill('SIGTERM');
      else child.stdin?.write('0\n');
      await exited;
      await new Promise((r) => setImmediate(r));
      expect(s.clock.pending()).toEqual([]);
      s.clock.advance(60_000);
      expect(s.starts()).toBe(1);
      expect(s.lines.at(-1)).toMatch(
        /^\[start\] booking stopped \((SIGTERM|exit code 0)\) on purpose; not restarted$/,
      );
    }
    expect(stoppedOnPurpose(null, 'SIGKILL')).toBe(false);
    expect(stoppedOnPurpose(null, 'SIGSEGV')).toBe(false);
    expect(stoppedOnPurpose(1, null)).toBe(false);
    expect(stoppedOnPurpose(null, null)).toBe(false);
  });

  it('retries a start that throws or rejects like a crash', async () => {
    const clock = fakeClock();
    const lines: string[] = [];
    const supervisor = createSupervisor({ clock, log: (l) => lines.push(l) });
    let calls = 0;
    supervisor.supervise('postgres', async () => {
      calls += 1;
      throw new Error('port in use');
    });
    await new Promise((r) => setImmediate(r));
    expect(lines.at(-1)).toBe(
      '[start] postgres stopped (exit code 1: port in use); starting it again in 1 s',
    );
    clock.advance(1_000);
    await new Promise((r) => setImmediate(r));
    expect(calls).toBe(2);
    expect(clock.pending()).toEqual([2_000]);
    supervisor.stop();
  });
});
