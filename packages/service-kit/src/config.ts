import { resolve } from 'node:path';

/** Everything a service reads from its environment (design §2); each field can be overridden. */
export interface ServiceConfig {
  name: string;
  host: string;
  port: number;
  dataDir: string;
  /**
   * `DATABASE_URL`; unset → the embedded PostgreSQL server of `dataDir` (whose URL the service's
   * routes and hooks then receive here).
   */
  databaseUrl: string | undefined;
  /** PostgreSQL schema holding this service's tables and its migrations table. */
  databaseSchema: string;
  logLevel: string;
}

export function loadServiceConfig(
  name: string,
  defaultPort: number,
  env: NodeJS.ProcessEnv = process.env,
): ServiceConfig {
  return {
    name,
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT, defaultPort),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    // One server may hold several systems (staging beside production, tests): a schema each.
    databaseSchema: env.DATABASE_SCHEMA || name,
    logLevel: env.LOG_LEVEL || 'info',
  };
}

export function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}
