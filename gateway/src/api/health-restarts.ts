import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The parts `npm start` keeps restarting (issue 37 item 7). Its supervisor (scripts/lib/supervisor.mjs)
 * writes `DATA_DIR/run/restarts.json`:
 * `{ updatedAt, processes: { <name>: { restarts: [ISO time, …], lastExit: { code, signal, at } } } }`.
 * A part restarted RESTARTING_AFTER times or more in the last RESTARTING_WINDOW_MS is named: it may
 * answer right now, but it keeps going down. No file (compose, Kubernetes, a gateway run alone,
 * whose orchestrators report restarts themselves) or an unreadable one names nobody.
 */
export const RESTARTING_AFTER = 3;
export const RESTARTING_WINDOW_MS = 5 * 60_000;

export async function restartingParts(dataDir: string, now = Date.now()): Promise<string[]> {
  let record: unknown;
  try {
    record = JSON.parse(await readFile(join(dataDir, 'run', 'restarts.json'), 'utf8'));
  } catch {
    return [];
  }
  const processes = (record as { processes?: unknown } | null)?.processes;
  if (!processes || typeof processes !== 'object') return [];
  return Object.entries(processes)
    .filter(([name, entry]) => {
      // Only a plain process name goes out, never text from the file as such.
      if (!/^[a-z][a-z0-9_-]{0,30}$/.test(name)) return false;
      const restarts = (entry as { restarts?: unknown } | null)?.restarts;
      if (!Array.isArray(restarts)) return false;
      const recent = restarts.filter((at) => {
        const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
        return now - time < RESTARTING_WINDOW_MS && time <= now + 60_000;
      });
      return recent.length >= RESTARTING_AFTER;
    })
    .map(([name]) => name)
    .sort();
}
