import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../logger';

const STORED_NAME = /^[0-9a-f]{32}$/;
/** Temp files older than this at start-up belong to a process that died mid-upload. */
const STALE_TEMP_MS = 60 * 60_000;

/**
 * Uploaded files under `DATA_DIR/uploads/<random>` (no extension, outside any web root), with
 * the parts still arriving under `uploads/tmp` on the same file system so a move is a rename.
 */
export class UploadStore {
  readonly dir: string;
  readonly tmpDir: string;

  constructor(dir: string) {
    this.dir = dir;
    this.tmpDir = join(dir, 'tmp');
  }

  /** Creates the folders and removes temp files a crashed process left behind. */
  async init(logger?: Logger): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    const now = Date.now();
    let removed = 0;
    for (const name of await readdir(this.tmpDir)) {
      const path = join(this.tmpDir, name);
      const info = await stat(path).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) {
        await rm(path, { force: true, recursive: true });
        removed += 1;
      }
    }
    if (removed > 0) logger?.info({ removed }, 'removed stale temporary upload files');
  }

  /** Moves a verified temp file into the store under a new random name and returns that name. */
  async adopt(tempPath: string): Promise<string> {
    const storedName = randomBytes(16).toString('hex');
    await rename(tempPath, this.pathOf(storedName));
    return storedName;
  }

  async remove(storedName: string): Promise<void> {
    await unlink(this.pathOf(storedName)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  open(storedName: string): ReadStream {
    return createReadStream(this.pathOf(storedName));
  }

  pathOf(storedName: string): string {
    // Names come from our own database, but a path must never be built from anything else.
    if (!STORED_NAME.test(storedName)) throw new Error('invalid stored file name');
    return join(this.dir, storedName);
  }
}

/**
 * Runs `work` (the database transaction) with a `move` that puts a verified temp file into the
 * store and marks it `moved` (its temp path is gone: see `discardTempFiles`); when `work` or its
 * commit fails, every file moved so far is deleted again, so no stored file outlives a
 * rolled-back row.
 */
export async function withFileMoves<T>(
  store: UploadStore,
  work: (move: (file: { tempPath: string; moved?: boolean }) => Promise<string>) => Promise<T>,
): Promise<T> {
  const moved: string[] = [];
  const move = async (file: { tempPath: string; moved?: boolean }) => {
    const name = await store.adopt(file.tempPath);
    file.moved = true;
    moved.push(name);
    return name;
  };
  try {
    return await work(move);
  } catch (error) {
    await Promise.allSettled(moved.map((name) => store.remove(name)));
    throw error;
  }
}
