import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export type DatabaseSchema = Record<string, unknown>;

interface RowsResult<TRow> {
  rows: TRow[];
}

/**
 * What `db.execute(sql)` returns: both drivers answer with an object carrying `rows` (pg's
 * QueryResult, PGlite's Results), so raw SQL stays typed whichever is behind.
 */
export interface QueryResultWithRows extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The one database type service code sees, whether PGlite or PostgreSQL is behind it. */
export type Database<TSchema extends DatabaseSchema = DatabaseSchema> = PgDatabase<
  QueryResultWithRows,
  TSchema
>;

export interface DatabaseConnection<TSchema extends DatabaseSchema = DatabaseSchema> {
  db: Database<TSchema>;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends DatabaseSchema> {
  /** Names the PGlite folder (`dataDir/<service>`) and the default PostgreSQL schema. */
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

/** Opens the service's database and brings it to the latest migration. */
export async function openDatabase<TSchema extends DatabaseSchema>(
  options: OpenDatabaseOptions<TSchema>,
): Promise<DatabaseConnection<TSchema>> {
  const migrationsFolder = hasMigrations(options.migrationsFolder)
    ? options.migrationsFolder
    : undefined;
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    const pgSchema = options.pgSchema ?? options.service;
    if (!IDENTIFIER.test(pgSchema)) {
      throw new Error(`Invalid PostgreSQL schema name "${pgSchema}"`);
    }
    return openPostgres({
      url: databaseUrl,
      pgSchema,
      schema: options.schema,
      migrationsFolder,
      logger: options.logger,
    });
  }
  const dataDir = resolve(options.dataDir ?? process.env.DATA_DIR ?? './data');
  return openPglite({
    directory: join(dataDir, options.service),
    schema: options.schema,
    migrationsFolder,
  });
}

function hasMigrations(folder: string | undefined): folder is string {
  return folder !== undefined && existsSync(join(folder, 'meta', '_journal.json'));
}
