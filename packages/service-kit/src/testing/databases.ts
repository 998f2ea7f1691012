import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../db/connection-url';
import { requireOrSkip } from './availability';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://127.0.0.1:5432/test';

/** Options to hand to `startService` so the service uses this throw-away database. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string;
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** True only outside CI when the server is unreachable (a notice has been printed). */
  skip: boolean;
  create(serviceName: string): Promise<TestDatabase>;
}

/**
 * The two targets every DB integration test runs against. Use with top-level await:
 *
 *   for (const target of await testDatabases()) describe.skipIf(target.skip)(target.name, …)
 */
export async function testDatabases(): Promise<DatabaseTarget[]> {
  const url = withDefaultUser(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
  const postgresUp = await canConnect(url);
  return [
    { name: 'pglite', skip: false, create: createPgliteDatabase },
    {
      name: 'postgres',
      skip: requireOrSkip('PostgreSQL', url, postgresUp),
      create: (serviceName) => createPostgresDatabase(url, serviceName),
    },
  ];
}

async function createPgliteDatabase(serviceName: string): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), `ssc-${serviceName}-`));
  return {
    dataDir,
    databaseUrl: undefined,
    databaseSchema: serviceName,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh random schema, so parallel test files never see each other's rows. */
async function createPostgresDatabase(url: string, serviceName: string): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), `ssc-${serviceName}-`));
  const databaseSchema = `test_${serviceName.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  return {
    dataDir,
    databaseUrl: url,
    databaseSchema,
    async dispose() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${databaseSchema}" cascade`);
      } finally {
        await client.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
