// Direct access to the E2E system's booking table, for the one thing the API rightly refuses: an
// appointment whose time has already begun (nobody can book the past). Used to set up a
// consultation that "started an hour ago" so the office can record a no-show or a completion.
import { attachEmbeddedPostgres } from '@ssc/service-kit';
import pg from 'pg';
import { dataDir } from './system';

/** Moves an appointment's start `minutesAgo` into the past (its slot then lies behind us). */
export async function moveAppointmentIntoPast(id: string, minutesAgo = 60): Promise<Date> {
  const server = await attachEmbeddedPostgres(dataDir);
  if (!server) throw new Error(`no embedded PostgreSQL answers for ${dataDir}`);
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    // Seconds off the minute: never the start of a real slot, so no booking collides with it.
    const result = await client.query<{ starts_at: Date }>(
      `update booking.appointments
          set starts_at = date_trunc('minute', now()) - make_interval(mins => $2::int) - interval '17 seconds'
        where id = $1
        returning starts_at`,
      [id, minutesAgo],
    );
    const row = result.rows[0];
    if (!row) throw new Error(`appointment ${id} not found`);
    return row.starts_at;
  } finally {
    await client.end();
  }
}
