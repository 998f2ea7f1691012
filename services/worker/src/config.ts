import { DEFAULT_SITE_NAME } from '@ssc/contracts';
import { loadServiceConfig } from '@ssc/service-kit';

export interface WorkerConfig {
  host: string;
  /** Port of the health server. */
  port: number;
  dataDir: string;
  redisUrl: string;
  /** Unset → messages are written as .eml files under `dataDir/mail`. */
  smtpUrl: string | undefined;
  mailFrom: { name: string; address: string };
  logLevel: string;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  // The same HOST, PORT, DATA_DIR and LOG_LEVEL rules as every service; the worker has no database.
  const { host, port, dataDir, logLevel } = loadServiceConfig('worker', 4105, env);
  return {
    host,
    port,
    dataDir,
    logLevel,
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: {
      name: env.SITE_NAME || DEFAULT_SITE_NAME,
      address: env.MAIL_FROM || 'no-reply@localhost',
    },
  };
}
