// Issue 17: the memory of an idle `npm start`, every process with its children, by RSS and PSS.
import { readFileSync } from 'node:fs';
import { systemProcesses } from './process-tree';

export const IDLE_RSS_BUDGET_MB = 800;

export interface ProcessMemory {
  /** `start.mjs`, or the name of its pid file under DATA_DIR/run (postgres, auth, …, gateway). */
  name: string;
  /** How many OS processes it is (PostgreSQL: the server's own). */
  processes: number;
  rssMb: number;
  /** Proportional set size: shared pages divided among the processes sharing them. */
  pssMb: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

function kbField(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
}

function memoryOf(pids: number[]): { rss: number; pss: number } {
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    try {
      rss += kbField(readFileSync(`/proc/${pid}/status`, 'utf8'), 'VmRSS');
      pss += kbField(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // Gone meanwhile.
    }
  }
  return { rss: rss / 1024, pss: pss / 1024 };
}

/**
 * Each process of a system started by `scripts/start.mjs` (pid `startPid`), with its children:
 * the services' pid files under `dataDir/run` name them; start.mjs itself is counted alone.
 */
function systemMemory(startPid: number, dataDir: string): ProcessMemory[] {
  return systemProcesses(startPid, dataDir).map(({ name, pids }) => {
    const { rss, pss } = memoryOf(pids);
    return { name, processes: pids.length, rssMb: round(rss), pssMb: round(pss) };
  });
}

/** Waits `settleMs` after start (start-up garbage collected, sweeps run once), then measures. */
export async function idleMemory(
  startPid: number,
  dataDir: string,
  settleMs = 15_000,
): Promise<{ rows: ProcessMemory[]; totalRssMb: number; totalPssMb: number }> {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const rows = systemMemory(startPid, dataDir);
  return {
    rows,
    totalRssMb: round(rows.reduce((sum, row) => sum + row.rssMb, 0)),
    totalPssMb: round(rows.reduce((sum, row) => sum + row.pssMb, 0)),
  };
}

export function idleMemoryReportLines(memory: Awaited<ReturnType<typeof idleMemory>>): string[] {
  return [
    '## Idle memory of `npm start` (embedded PostgreSQL, 15 s after healthy)',
    '',
    '| process | OS processes | RSS MB | PSS MB |',
    '|---|---|---|---|',
    ...memory.rows.map((r) => `| ${r.name} | ${r.processes} | ${r.rssMb} | ${r.pssMb} |`),
    `| **all** | | **${memory.totalRssMb}** | **${memory.totalPssMb}** |`,
    '',
    `Target: all processes together ≤ ${IDLE_RSS_BUDGET_MB} MB RSS: ${
      memory.totalRssMb <= IDLE_RSS_BUDGET_MB ? 'yes' : 'NO'
    }.`,
    '',
  ];
}
