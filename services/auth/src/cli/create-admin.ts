// `npm run create-admin -- --email a@b.jo --password '…'`: creates the admin account in the
// configured database (DATABASE_URL, or the embedded PostgreSQL server of DATA_DIR) when no
// account has that email. It may run while the site runs.

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { createLogger, loadServiceConfig, openDatabase } from '@ssc/service-kit';
import { ensureAdmin } from '../accounts/admin-bootstrap';
import { migrationsFolder } from '../db/migrations';
import * as schema from '../db/schema';

const usage = `Usage: npm run create-admin -- --email <email> --password <password>
  (or ADMIN_PASSWORD in the environment instead of --password)
  Uses DATABASE_URL when set, else the embedded PostgreSQL server under DATA_DIR (default ./data),
  started for the command if \`npm start\` is not running.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (values.help) {
  console.info(usage);
  process.exit(0);
}
const email = values.email ?? process.env.ADMIN_EMAIL;
const password = values.password ?? process.env.ADMIN_PASSWORD;
if (!email || !password) fail('Both an email and a password are needed.');

// `npm run -w` runs in the workspace folder; a relative DATA_DIR means where the command was typed,
// as for `npm start`.
const config = loadServiceConfig('auth', SERVICE_PORTS.auth, {
  ...process.env,
  DATA_DIR: resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || 'data'),
});
const logger = createLogger({ name: 'create-admin', level: 'warn' });
const connection = await openDatabase({
  service: 'auth',
  schema,
  migrationsFolder,
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  pgSchema: config.databaseSchema,
  logger,
});
try {
  const result = await ensureAdmin(connection.db, { email, password }, logger);
  const where = config.databaseUrl ? `schema "${config.databaseSchema}"` : config.dataDir;
  if (result.created) {
    console.info(`Admin account ${result.user.email} created (${where}).`);
  } else {
    console.info(
      `An account with ${result.user.email} already exists (role: ${result.user.role}); nothing changed.`,
    );
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await connection.close();
}
