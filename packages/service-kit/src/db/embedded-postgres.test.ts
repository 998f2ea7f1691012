import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { captureLogs } from '../testing/logs';
import { openDatabase } from './database';
import { attachEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

// The default database of `npm start` (design §2): a real PostgreSQL server under DATA_DIR.
describe('the embedded PostgreSQL server', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('starts under DATA_DIR, is shared by services that attach, and keeps data across restarts', async () => {
    // The default applies only without DATABASE_URL.
    vi.stubEnv('DATABASE_URL', '');
    const dataDir = await mkdtemp(join(tmpdir(), 'ssc-embedded-'));
    dirs.push(dataDir);
    const server = await startEmbeddedPostgres({ dataDir });
    expect(statSync(join(dataDir, 'postgres', 'PG_VERSION')).isFile()).toBe(true);
    // A Ctrl-C at the terminal is for `npm start`, which stops the database after the services:
    // the server runs in a process group of its own, never the group of the process that started it.
    const [postmaster = ''] = readFileSync(
      join(dataDir, 'postgres', 'postmaster.pid'),
      'utf8',
    ).split('\n');
    expect(processGroup(postmaster)).toBe(postmaster);
    expect(processGroup('self')).not.toBe(postmaster);
    // Its password is made once and readable by this account only.
    expect(statSync(join(dataDir, 'service-keys', 'postgres-password')).mode & 0o077).toBe(0);

    // Two services without DATABASE_URL attach to it, each in its own schema.
    const a = await openDatabase({ service: 'alpha', schema: {}, dataDir, databaseUrl: undefined });
    const b = await openDatabase({ service: 'beta', schema: {}, dataDir, databaseUrl: undefined });
    expect(new URL(a.url).port).toBe(String(server.port));
    expect(b.url).toBe(a.url);
    await a.db.execute(sql`create table alpha.notes (body text)`);
    await a.db.execute(sql`insert into alpha.notes values ('مرحبا')`);
    await Promise.all([a.close(), b.close()]);
    // Closing an attached connection leaves the server to its owner.
    expect(await attachEmbeddedPostgres(dataDir)).toBeDefined();

    // The wrong password is refused, even on loopback.
    const intruder = new URL(server.url);
    intruder.password = 'guess';
    const client = new pg.Client({ connectionString: intruder.toString() });
    client.on('error', () => {});
    await expect(client.connect()).rejects.toThrow(/password/);
    await client.end().catch(() => {});

    await server.stop();
    expect(await attachEmbeddedPostgres(dataDir)).toBeUndefined();
    const again = await startEmbeddedPostgres({ dataDir });
    try {
      const c = await openDatabase({
        service: 'alpha',
        schema: {},
        dataDir,
        databaseUrl: again.url,
      });
      const rows = await c.db.execute<{ body: string }>(sql`select body from alpha.notes`);
      expect(rows.rows.map((r) => r.body)).toEqual(['مرحبا']);
      await c.close();
    } finally {
      await again.stop();
    }
  }, 180_000);

  it('says when the server stops on its own, and not when it is stopped', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ssc-embedded-'));
    dirs.push(dataDir);
    const logs = captureLogs();
    const logger = createLogger({ name: 'postgres', level: 'info', destination: logs.stream });
    const stoppedOnItsOwn = () =>
      logs.lines().filter((l) => l.level === 50 && /stopped on its own/.test(String(l.msg)));

    await (await startEmbeddedPostgres({ dataDir, logger })).stop();
    expect(stoppedOnItsOwn()).toHaveLength(0);
    const server = await startEmbeddedPostgres({ dataDir, logger });
    const postmaster = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
    process.kill(Number(postmaster.split('\n')[0]), 'SIGQUIT');
    await expect.poll(() => stoppedOnItsOwn().length, { timeout: 20_000 }).toBe(1);
    await server.stop();
  }, 180_000);
});

/** The process group of a Linux process (`/proc/<pid>/stat`, the field after the state). */
function processGroup(pid: string): string | undefined {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2];
}
