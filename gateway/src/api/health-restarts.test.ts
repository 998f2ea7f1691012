import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RESTARTING_WINDOW_MS, restartingParts } from './health-restarts';

describe('restartingParts (DATA_DIR/run/restarts.json of npm start)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function dataDirWith(content: string | undefined): string {
    const dir = mkdtempSync(join(tmpdir(), 'health-restarts-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'run'));
    if (content !== undefined) writeFileSync(join(dir, 'run', 'restarts.json'), content);
    return dir;
  }

  const now = Date.parse('2026-11-28T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('names a part restarted three times in the last five minutes, not one restarted less', async () => {
    const dir = dataDirWith(
      JSON.stringify({
        updatedAt: ago(0),
        processes: {
          booking: { restarts: [ago(200_000), ago(100_000), ago(1_000)] },
          auth: { restarts: [ago(100_000), ago(1_000)], lastExit: { code: 1 } },
          // Three, but the oldest is outside the window.
          content: { restarts: [ago(RESTARTING_WINDOW_MS + 1), ago(2_000), ago(1_000)] },
          postgres: { restarts: [ago(3_000), ago(2_000), ago(1_000), ago(500)] },
        },
      }),
    );
    expect(await restartingParts(dir, now)).toEqual(['booking', 'postgres']);
  });

  it('names nobody without the file, with a broken one, or with odd names', async () => {
    expect(await restartingParts(dataDirWith(undefined), now)).toEqual([]);
    expect(await restartingParts(dataDirWith('{"processes":'), now)).toEqual([]);
    expect(await restartingParts(dataDirWith('null'), now)).toEqual([]);
    const odd = dataDirWith(
      JSON.stringify({
        processes: {
          '<script>': { restarts: [ago(3), ago(2), ago(1)] },
          worker: { restarts: 'many' },
          gateway: { restarts: [1, 2, 3] },
        },
      }),
    );
    expect(await restartingParts(odd, now)).toEqual([]);
  });
});
