import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../db/database';
import { createLogger } from '../logger';
import { type TestDatabase, testDatabases } from '../testing/databases';
import { captureLogs } from '../testing/logs';

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE';
const NATIONAL_ID = '9981234567';

for (const target of await testDatabases()) {
  describe(`the error log on ${target.name}`, () => {
    let database: TestDatabase;
    let connection: DatabaseConnection;

    beforeAll(async () => {
      database = await target.create('safe_error');
      connection = await openDatabase({
        service: 'safe_error',
        schema: {},
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        pgSchema: database.databaseSchema,
      });
      await connection.db.execute(
        sql`create table people (national_id text primary key, password_hash text not null)`,
      );
      await connection.db.execute(sql`insert into people values (${NATIONAL_ID}, ${SECRET_HASH})`);
    });
    afterAll(async () => {
      await connection?.close();
      await database?.dispose();
    });

    async function loggedFailure(run: () => Promise<unknown>): Promise<string> {
      const logs = captureLogs();
      const logger = createLogger({ name: 'safe-error-test', destination: logs.stream });
      const error = await run().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      logger.error({ err: error }, 'request failed');
      return logs.text();
    }

    it('keeps a failed query’s statement and bound values out of the log', async () => {
      // A duplicate key: pg's detail repeats the value, drizzle's message the statement and params.
      const text = await loggedFailure(() =>
        connection.db.execute(
          sql`insert into people (national_id, password_hash) values (${NATIONAL_ID}, ${SECRET_HASH})`,
        ),
      );
      expect(text).toContain('Failed query');
      expect(text).toContain('"level":50');
      for (const secret of [NATIONAL_ID, 'SECRETHASHVALUE', 'insert into people']) {
        expect(text).not.toContain(secret);
      }
    });

    it('withholds a value pg quotes in its own message', async () => {
      const text = await loggedFailure(() =>
        connection.db.execute(sql`select ${'reset-token-abc123'}::uuid`),
      );
      expect(text).not.toContain('reset-token-abc123');
      expect(text).toContain('withheld');
    });
  });
}
