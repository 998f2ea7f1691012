import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The job ids whose message the mail server accepted, one small file each under
 * `DATA_DIR/mail/.delivered`. It works with or without Redis, so a message delivered directly
 * while Redis was down is not sent again when the same outbox row reaches the queue later (and
 * the other way round). Redis's sent-marker stays as well, for workers that share no disk.
 */
export interface DeliveredStore {
  has(jobId: string): Promise<boolean>;
  add(jobId: string): Promise<void>;
  /** Forgets ids older than the retention (the outbox purges its sent rows long before). */
  sweep(): Promise<number>;
}

const DAY_MS = 86_400_000;

export function deliveredStore(dir: string, retentionMs = 30 * DAY_MS): DeliveredStore {
  // base64url is reversible and file-name safe: two job ids never share a file.
  const fileOf = (jobId: string) => join(dir, Buffer.from(jobId, 'utf8').toString('base64url'));
  return {
    async has(jobId) {
      try {
        await stat(fileOf(jobId));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async add(jobId) {
      const write = () => writeFile(fileOf(jobId), new Date().toISOString(), { mode: 0o600 });
      // The folder is made on the first write that misses it (not checked before every email).
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await write();
      });
    },
    async sweep() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return 0;
      }
      const cutoff = Date.now() - retentionMs;
      let removed = 0;
      for (const name of names) {
        const file = join(dir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtimeMs < cutoff) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
