import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  closeServer,
  createLogger,
  installShutdownHandlers,
  type Logger,
  startHealthServer,
} from '@ssc/service-kit';
import type { DestinationStream } from 'pino';
import { loadWorkerConfig, type WorkerConfig } from './config';
import { startEmailConsumer } from './emails/email-consumer';
import { createMailer } from './mail/mailer';
import { connectRedis, type RedisStatus } from './redis/redis-connection';

const DRAIN_TIMEOUT_MS = 10_000;

export interface WorkerOptions extends Partial<WorkerConfig> {
  logDestination?: DestinationStream;
  /** Tests use their own queue so a dev worker on the same Redis does not steal their jobs. */
  queueName?: string;
  redisWarnIntervalMs?: number;
}

export interface RunningWorker {
  url: string;
  port: number;
  logger: Logger;
  config: WorkerConfig;
  redisStatus(): RedisStatus;
  close(): Promise<void>;
}

/**
 * Starts the email consumer and the health server. Ready does not depend on Redis: without it
 * the worker stays up, says so in /ready and the log, and resumes when Redis comes back.
 */
export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  const { logDestination, queueName, redisWarnIntervalMs, ...overrides } = options;
  const config: WorkerConfig = { ...loadWorkerConfig(), ...overrides };
  const logger = createLogger({
    name: 'worker',
    level: config.logLevel,
    destination: logDestination,
  });

  const redis = connectRedis(config.redisUrl, logger, redisWarnIntervalMs);
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    mailDir: join(config.dataDir, 'mail'),
  });
  const consumer = startEmailConsumer({
    redis,
    mailer,
    logger,
    queueName: queueName ?? config.emailQueue,
    lockDurationMs: config.jobLockMs,
  });
  const health = await startHealthServer({
    host: config.host,
    port: config.port,
    logger,
    readiness: () => ({ ready: true, details: { redis: redis.status() } }),
  });

  let closing: Promise<void> | undefined;
  return {
    url: `http://${config.host}:${health.port}`,
    port: health.port,
    logger,
    config,
    redisStatus: () => redis.status(),
    close() {
      closing ??= (async () => {
        // With Redis up, jobs being sent finish first (bounded); without it nothing can complete
        // and a graceful BullMQ close would wait for a connection forever.
        const graceful = consumer.close(redis.status() !== 'connected');
        await Promise.race([graceful, delay(DRAIN_TIMEOUT_MS)]);
        mailer.close();
        await redis.close();
        await closeServer(health.server);
      })();
      return closing;
    },
  };
}

/** Entry point of the worker process. */
export async function runWorker(): Promise<void> {
  const worker = await startWorker();
  worker.logger.info(
    { url: worker.url, mail: worker.config.smtpUrl ? 'smtp' : 'eml files' },
    `worker health server listening on ${worker.url}`,
  );
  installShutdownHandlers(worker.logger, () => worker.close());
}
