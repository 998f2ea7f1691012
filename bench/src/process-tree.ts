// The OS processes of a system started by `scripts/start.mjs`, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Parent pid of every live process, read once from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may contain spaces and parentheses: the ppid follows the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  return map;
}

function tree(root: number, parentOf: Map<number, number>): number[] {
  const all = [root];
  for (let i = 0; i < all.length; i++) {
    for (const [pid, ppid] of parentOf) if (ppid === all[i]) all.push(pid);
  }
  return all;
}

/**
 * Each part of the system with its OS processes: `start.mjs` alone, then every pid file under
 * `dataDir/run` (postgres, auth, …, gateway) with its children.
 */
export function systemProcesses(
  startPid: number,
  dataDir: string,
): { name: string; pids: number[] }[] {
  const parentOf = parents();
  const parts = [{ name: 'start.mjs', pids: [startPid] }];
  const runDir = path.join(dataDir, 'run');
  for (const file of readdirSync(runDir).sort()) {
    if (!file.endsWith('.pid')) continue;
    const pid = Number(readFileSync(path.join(runDir, file), 'utf8'));
    parts.push({ name: file.replace(/\.pid$/, ''), pids: tree(pid, parentOf) });
  }
  return parts;
}

/**
 * CPU time (user + system) a process and its children that have ended used so far, in
 * milliseconds; 0 once it is gone. PostgreSQL's backends come and go with the pools'
 * connections: an ended one's time is its parent's from then on (cutime, cstime).
 */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime and cstime, in clock ticks (100 per second on Linux).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
  } catch {
    return 0;
  }
}
