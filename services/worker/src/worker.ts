import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  closeServer,
  createLogger,
  createMetrics,
  installShutdownHandlers,
  type Logger,
  startHealthServer,
} from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import { enforceProductionSettings } from '@ssc/service-kit/production';
import type { DestinationStream } from 'pino';
import { loadWorkerConfig, type WorkerConfig } from './config';
import { deliveredStore } from './emails/delivered-store';
import { directEmailRoute } from './emails/direct-route';
import { startEmailConsumer } from './emails/email-consumer';
import { createEmailDelivery } from './emails/email-delivery';
import { createMailer } from './mail/mailer';
import { loadQueueConsoleConfig } from './queue-console/queue-console-config';
import { workerReadiness } from './readiness';
import { connectRedis, type RedisStatus } from './redis/redis-connection';
import { startWhatsAppConsumer } from './whatsapp/whatsapp-consumer';

const DRAIN_TIMEOUT_MS = 10_000;
const DAY_MS = 86_400_000;
/** A sealed message with its .ics attachments is well under this. */
const DIRECT_JSON_LIMIT = '4mb';

export interface WorkerOptions extends Partial<WorkerConfig> {
  logDestination?: DestinationStream;
  /** Tests use their own queue so a dev worker on the same Redis does not steal their jobs. */
  queueName?: string;
  /** The same for the WhatsApp queue. */
  whatsappQueueName?: string;
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
 * Starts the email consumer and the health server. Ready needs the SMTP server (when
 * `SMTP_URL` is set), not Redis: without it the worker stays up and takes the services' direct
 * hand-overs, says `redis: down` in /ready and the log, and resumes when Redis comes back.
 * `GET /metrics` on the same (internal) port: requests, the email queue's counts, process.
 */
export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  const { logDestination, queueName, whatsappQueueName, redisWarnIntervalMs, ...overrides } =
    options;
  const config: WorkerConfig = { ...loadWorkerConfig(), ...overrides };
  const logger = createLogger({
    name: 'worker',
    level: config.logLevel,
    destination: logDestination,
  });

  const redis = connectRedis(config.redisUrl, logger, redisWarnIntervalMs);
  const mailDir = join(config.dataDir, 'mail');
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, mailDir });
  const serviceKey = loadServiceKey(config.dataDir);
  const store = deliveredStore(join(mailDir, '.delivered'));
  const emailQueue = queueName ?? config.emailQueue;
  const delivery = createEmailDelivery({
    mailer,
    redis,
    store,
    logger,
    serviceKey,
    // The sender's name is the company name the templates show.
    siteName: config.mailFrom.name,
    queueName: emailQueue,
  });
  const consumer = startEmailConsumer({
    redis,
    delivery,
    logger,
    queueName: emailQueue,
    lockDurationMs: config.jobLockMs,
  });
  // Always consumed: with WhatsApp off, what a service queued is dropped with a warning, not kept.
  const whatsappQueue = whatsappQueueName ?? config.whatsappQueue;
  const whatsapp = startWhatsAppConsumer({
    redis,
    logger,
    serviceKey,
    config: config.whatsapp,
    queueName: whatsappQueue,
  });
  const sweep = () => {
    store.sweep().catch((error) => logger.warn({ err: error }, 'delivered-store sweep failed'));
  };
  sweep();
  const sweeper = setInterval(sweep, DAY_MS);
  sweeper.unref();

  // Said once per outage: the services' relays hand emails over here while Redis is away.
  let singleMachine = false;
  redis.client.on('ready', () => {
    singleMachine = false;
  });
  const readiness = workerReadiness({ redis, smtpUrl: config.smtpUrl });
  const metrics = createMetrics('worker');
  metrics.trackQueues(config.redisUrl, [emailQueue, whatsappQueue]);
  const health = await startHealthServer({
    host: config.host,
    port: config.port,
    logger,
    readiness: () => readiness.report(),
    metrics,
    internal: {
      serviceKey,
      serviceName: 'worker',
      jsonLimit: DIRECT_JSON_LIMIT,
      mount(router) {
        directEmailRoute(router, {
          delivery,
          logger,
          onDirectDelivery() {
            if (singleMachine) return;
            singleMachine = true;
            logger.info(
              'single-machine mode: Redis is unreachable, the services hand emails to this worker directly',
            );
          },
        });
      },
    },
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
        const force = redis.status() !== 'connected';
        const graceful = Promise.all([consumer.close(force), whatsapp.close(force)]);
        // Direct hand-overs being sent are answered too (closeServer waits for them, bounded).
        await Promise.all([
          Promise.race([graceful, delay(DRAIN_TIMEOUT_MS)]),
          closeServer(health.server, DRAIN_TIMEOUT_MS),
        ]);
        clearInterval(sweeper);
        mailer.close();
        await readiness.close();
        await metrics.close();
        await redis.close();
      })();
      return closing;
    },
  };
}

/** Entry point of the worker process. */
export async function runWorker(): Promise<void> {
  // NODE_ENV=production without SMTP_URL, MAIL_FROM, REDIS_URL or the service key: one line, exit 1.
  enforceProductionSettings('worker');
  const worker = await startWorker();
  worker.logger.info(
    { url: worker.url, mail: worker.config.smtpUrl ? 'smtp' : 'eml files' },
    `worker health server listening on ${worker.url}`,
  );
  // The administrators' queue console, on its own unpublished port when QUEUE_CONSOLE_PORT is set.
  const consoleConfig = loadQueueConsoleConfig();
  const queueConsole = consoleConfig
    ? await (await import('./queue-console/queue-console')).startQueueConsole({
        config: consoleConfig,
        redisUrl: worker.config.redisUrl,
        logger: worker.logger,
      })
    : undefined;
  installShutdownHandlers(worker.logger, async () => {
    await queueConsole?.close();
    await worker.close();
  });
}
