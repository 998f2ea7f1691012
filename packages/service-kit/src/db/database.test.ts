import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { type DatabaseConnection, openDatabase } from './database';

const migrationsFolder = fileURLToPath(new URL('./test-migrations', import.meta.url));

for (const target of await testDatabases()) {
  describe(`openDatabase on ${target.name}`, () => {
    let testDb: TestDatabase | undefined;
    const open: DatabaseConnection[] = [];

    afterEach(async () => {
      await Promise.all(open.splice(0).map((c) => c.close()));
      await testDb?.dispose();
    });

    const connect = async () => {
      testDb ??= await target.create('kit');
      const connection = await openDatabase({
        service: 'kit',
        schema: {},
        migrationsFolder,
        dataDir: testDb.dataDir,
        databaseUrl: testDb.databaseUrl,
        pgSchema: testDb.databaseSchema,
      });
      open.push(connection);
      return connection;
    };

    it('applies the migrations and keeps data across reopening', async () => {
      const first = await connect();
      expect(first.url).toBe(testDb?.databaseUrl);
      await first.db.execute(sql`insert into notes (body) values ('مرحبا')`);
      await first.close();
      open.splice(0);

      const second = await connect();
      const rows = await second.db.execute<{ body: string }>(sql`select body from notes`);
      expect(rows.rows.map((r) => r.body)).toEqual(['مرحبا']);
    });

    it('skips migrating when the folder has no journal', async () => {
      testDb = await target.create('kit');
      const connection = await openDatabase({
        service: 'kit',
        schema: {},
        migrationsFolder: fileURLToPath(new URL('./no-such-folder', import.meta.url)),
        dataDir: testDb.dataDir,
        databaseUrl: testDb.databaseUrl,
        pgSchema: testDb.databaseSchema,
      });
      open.push(connection);
      const result = await connection.db.execute(sql`select 1 as one`);
      expect(result.rows).toEqual([{ one: 1 }]);
    });

    it('keeps tables and the migrations table in the service schema, even when instances start together', async () => {
      const [a, b, c] = await Promise.all([connect(), connect(), connect()]);
      expect([a, b, c].every(Boolean)).toBe(true);
      const client = new pg.Client({ connectionString: testDb!.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ table_name: string }>(
          'select table_name from information_schema.tables where table_schema = $1 order by 1',
          [testDb!.databaseSchema],
        );
        expect(rows.map((r) => r.table_name)).toEqual(['__drizzle_migrations', 'notes']);
        const applied = await client.query(
          `select count(*)::int as n from "${testDb!.databaseSchema}".__drizzle_migrations`,
        );
        expect(applied.rows[0].n).toBe(1);
      } finally {
        await client.end();
      }
    });
  });
}
