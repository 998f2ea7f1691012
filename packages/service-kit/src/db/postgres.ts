import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from '../logger';
import { withDefaultUser } from './connection-url';
import type { Database, DatabaseConnection, DatabaseSchema } from './database';

export async function openPostgres<TSchema extends DatabaseSchema>(options: {
  url: string;
  /** Already validated as a plain identifier by the caller. */
  pgSchema: string;
  schema: TSchema;
  migrationsFolder: string | undefined;
  logger: Logger | undefined;
}): Promise<DatabaseConnection<TSchema>> {
  const { pgSchema } = options;
  // Set at connection start-up, so every pooled connection resolves unqualified tables here.
  const pool = new pg.Pool({
    connectionString: withDefaultUser(options.url),
    options: `-c search_path=${pgSchema}`,
    max: 10,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.logger?.warn({ err: error }, 'idle database client error'));
  try {
    const db = drizzle(pool, { schema: options.schema });
    await migrateUnderLock(pool, pgSchema, async () => {
      if (options.migrationsFolder) {
        await migrate(db, {
          migrationsFolder: options.migrationsFolder,
          migrationsSchema: pgSchema,
        });
      }
    });
    return {
      db: db as unknown as Database<TSchema>,
      url: options.url,
      pool,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * Several instances of a service may start together; an advisory lock makes exactly one of them
 * create the schema and apply migrations while the others wait and then find nothing to do.
 */
async function migrateUnderLock(pool: pg.Pool, pgSchema: string, run: () => Promise<void>) {
  const client = await pool.connect();
  const lockKey = `ssc:migrate:${pgSchema}`;
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
    try {
      await client.query(`create schema if not exists "${pgSchema}"`);
      await run();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lockKey]);
    }
  } finally {
    client.release();
  }
}
