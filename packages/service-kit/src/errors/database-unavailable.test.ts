import { createServer } from 'node:net';
import { errorMessages } from '@ssc/contracts';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testServerUrl } from '../testing/databases';
import { isDatabaseUnavailable } from './database-unavailable';
import { toResponse } from './error-handler';

/** A loopback port with nobody listening: taken, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable with the real driver', () => {
  it('recognises a query on a pool whose server is gone, as Drizzle throws it', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'x' });
    const db = drizzle(pool);
    const error = await db.execute(sql`select 1`).then(
      () => undefined,
      (e: unknown) => e,
    );
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toResponse(error)).toEqual({
      status: 503,
      body: { message: errorMessages.serviceUnavailable },
    });
  });

  it('does not take a failing query on a live server for an outage', async () => {
    const pool = new pg.Pool({ connectionString: await testServerUrl() });
    const error = await drizzle(pool)
      .execute(sql`select * from table_that_is_not_there_37`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    await pool.end();
    expect(error).toBeDefined();
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
