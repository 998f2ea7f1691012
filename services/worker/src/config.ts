import { resolve } from 'node:path';
import { parsePort } from '@ssc/service-kit';

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
  return {
    host: env.HOST || '127.0.0.1',
    port: parsePort(env.PORT, 4105),
    dataDir: resolve(env.DATA_DIR || './data'),
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: {
      name: env.SITE_NAME || 'سند للاستشارات',
      address: env.MAIL_FROM || 'no-reply@localhost',
    },
    logLevel: env.LOG_LEVEL || 'info',
  };
}
