import { DEFAULT_SITE_NAME, EMAIL_QUEUE, WHATSAPP_QUEUE } from '@ssc/contracts';
import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { loadServiceConfig } from '@ssc/service-kit';
import { type WhatsappConfig, whatsappConfigFromEnv } from '@ssc/whatsapp';

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
  /** The BullMQ queue consumed (`EMAIL_QUEUE`, default `emails`; tests use their own). */
  emailQueue: string;
  /**
   * How long a job being sent stays locked (`EMAIL_JOB_LOCK_MS`, 30 s): a worker killed mid-send
   * leaves its job locked this long before another worker (or its restart) takes it over.
   */
  jobLockMs: number;
  /** WhatsApp Business Cloud API (`WHATSAPP_*`, issue 33.3); undefined: off, email only. */
  whatsapp: WhatsappConfig | undefined;
  /** The BullMQ queue of WhatsApp jobs (`WHATSAPP_QUEUE`, default `whatsapp`; tests use their own). */
  whatsappQueue: string;
}

export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  // The same HOST, PORT, DATA_DIR and LOG_LEVEL rules as every service; the worker has no database.
  const { host, port, dataDir, logLevel } = loadServiceConfig('worker', SERVICE_PORTS.worker, env);
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
    emailQueue: env.EMAIL_QUEUE || EMAIL_QUEUE,
    jobLockMs: positiveInteger(env.EMAIL_JOB_LOCK_MS, 30_000, 'EMAIL_JOB_LOCK_MS'),
    whatsapp: whatsappConfigFromEnv(env),
    whatsappQueue: env.WHATSAPP_QUEUE || WHATSAPP_QUEUE,
  };
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  }
  return number;
}
