import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseConnection, DatabaseSchema } from './database';

export async function openPglite<TSchema extends DatabaseSchema>(options: {
  directory: string;
  schema: TSchema;
  migrationsFolder: string | undefined;
}): Promise<DatabaseConnection<TSchema>> {
  await mkdir(options.directory, { recursive: true });
  const client = await PGlite.create(options.directory);
  try {
    const db = drizzle(client, { schema: options.schema });
    if (options.migrationsFolder) {
      await migrate(db, { migrationsFolder: options.migrationsFolder });
    }
    return {
      db: db as unknown as Database<TSchema>,
      driver: 'pglite',
      close: () => client.close(),
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}
