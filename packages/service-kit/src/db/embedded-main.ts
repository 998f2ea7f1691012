// `npm start`'s database process: the embedded PostgreSQL server of DATA_DIR, started before the
// services (which attach to it) and stopped after them, so no service owns the others' database.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLogger } from '../logger';
import { openEmbeddedPostgres } from './embedded-postgres';

const logger = createLogger({ name: 'postgres', level: process.env.LOG_LEVEL || 'info' });
const dataDir = resolve(process.env.DATA_DIR || './data');
// `npm start` launches the services once this file exists: the server accepting connections is
// not enough on a fresh DATA_DIR, where the application database is created just after, and a
// service finding no database would try to start a server of its own on the same directory.
const readyFile = join(dataDir, 'run', 'postgres.ready');
rmSync(readyFile, { force: true });
const server = await openEmbeddedPostgres({ dataDir, logger });
mkdirSync(join(dataDir, 'run'), { recursive: true });
writeFileSync(readyFile, String(server.port));
logger.info({ port: server.port }, 'PostgreSQL ready');

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping PostgreSQL');
  rmSync(readyFile, { force: true });
  await server.stop().catch((error) => logger.error({ err: error }, 'PostgreSQL did not stop'));
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
// Stays up until told to stop: the server's own process is a child of this one.
setInterval(() => {}, 1 << 30);
