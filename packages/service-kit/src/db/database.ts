import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Logger } from '../logger';
import { openEmbeddedPostgres } from './embedded-postgres';
import { openPostgres } from './postgres';

export type DatabaseSchema = Record<string, unknown>;

interface RowsResult<TRow> {
  rows: TRow[];
}

/** What `db.execute(sql)` returns: pg's QueryResult, typed by its `rows`. */
export interface QueryResultWithRows extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The one database type service code sees. */
export type Database<TSchema extends DatabaseSchema = DatabaseSchema> = PgDatabase<
  QueryResultWithRows,
  TSchema
>;

export interface DatabaseConnection<TSchema extends DatabaseSchema = DatabaseSchema> {
  db: Database<TSchema>;
  /** The server it is connected to (with its password: never log it). */
  url: string;
  /** The pg pool behind `db`: readiness pings it, metrics read its counts. */
  pool: Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends DatabaseSchema> {
  /** The default PostgreSQL schema. */
  service: string;
  schema: TSchema;
  /** drizzle-kit output folder; missing or without a journal → nothing to migrate. */
  migrationsFolder?: string | undefined;
  dataDir?: string | undefined;
  databaseUrl?: string | undefined;
  pgSchema?: string | undefined;
  logger?: Logger | undefined;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens the service's database and brings it to the latest migration: `DATABASE_URL` when set,
 * else the embedded server of `DATA_DIR` (attached to when running, started otherwise).
 */
export async function openDatabase<TSchema extends DatabaseSchema>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseConnection<TSchema>> {
  const migrationsFolder = hasMigrations(options.migrationsFolder)
    ? options.migrationsFolder
    : undefined;
  const pgSchema = options.pgSchema ?? options.service;
  if (!IDENTIFIER.test(pgSchema)) {
    throw new Error(`Invalid PostgreSQL schema name "${pgSchema}"`);
  }
  const databaseUrl = options.databaseUrl || process.env.DATABASE_URL || undefined;
  const embedded = databaseUrl
    ? undefined
    : await openEmbeddedPostgres({
        dataDir: resolve(options.dataDir ?? process.env.DATA_DIR ?? './data'),
        logger: options.logger,
      });
  try {
    const connection = await openPostgres({
      url: databaseUrl ?? (embedded as NonNullable<typeof embedded>).url,
      pgSchema,
      schema: options.schema,
      migrationsFolder,
      logger: options.logger,
    });
    if (!embedded) return connection;
    return {
      ...connection,
      async close() {
        await connection.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

function hasMigrations(folder: string | undefined): folder is string {
  return folder !== undefined && existsSync(join(folder, 'meta', '_journal.json'));
}
