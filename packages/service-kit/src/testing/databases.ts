import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../db/connection-url';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://127.0.0.1:5432/test';

/** Options to hand to `startService` so the service uses this throw-away database. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl: string;
  databaseSchema: string;
  dispose(): Promise<void>;
}

export interface DatabaseTarget {
  name: 'postgres';
  create(serviceName: string): Promise<TestDatabase>;
}

/**
 * Where every DB integration test runs: PostgreSQL at `TEST_DATABASE_URL` (default the CI
 * machine's server); when nothing answers there, an embedded server of this test process
 * (started once, stopped at exit). Use with top-level await:
 *
 *   for (const target of await testDatabases()) describe(target.name, …)
 */
export async function testDatabases(): Promise<DatabaseTarget[]> {
  const url = await testServerUrl();
  return [{ name: 'postgres', create: (serviceName) => createTestDatabase(url, serviceName) }];
}

let server: Promise<string> | undefined;

/** The URL of the PostgreSQL server the tests of this process use. */
export function testServerUrl(): Promise<string> {
  server ??= (async () => {
    const configured = withDefaultUser(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
    if (await canConnect(configured)) return configured;
    if (process.env.TEST_DATABASE_URL) {
      throw new Error(`TEST_DATABASE_URL ${process.env.TEST_DATABASE_URL} does not answer`);
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'ssc-test-postgres-'));
    const embedded = await startEmbeddedPostgres({ dataDir });
    return embedded.url;
  })();
  return server;
}

/** A fresh random schema, so parallel test files never see each other's rows. */
async function createTestDatabase(url: string, serviceName: string): Promise<TestDatabase> {
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
