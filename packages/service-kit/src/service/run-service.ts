import type { DatabaseSchema } from '../db/database';
import { createLogger, type Logger } from '../logger';
import { enforceProductionSettings } from '../production/production-settings';
import type { ServiceDefinition } from './define-service';
import { startService } from './start-service';

/** Entry point of a service process: starts it from the environment and stops it on signals. */
export async function runService<TSchema extends DatabaseSchema, TSettings>(
  definition: ServiceDefinition<TSchema, TSettings>,
): Promise<void> {
  // NODE_ENV=production without DATABASE_URL, REDIS_URL, https PUBLIC_URL, keys…: one line, exit 1.
  enforceProductionSettings(definition.name);
  try {
    const service = await startService(definition);
    service.logger.info({ url: service.url }, `${definition.name} listening on ${service.url}`);
    installShutdownHandlers(service.logger, () => service.close());
  } catch (error) {
    const logger = createLogger({ name: definition.name, level: process.env.LOG_LEVEL });
    logger.fatal({ err: error }, `${definition.name} failed to start`);
    process.exit(1);
  }
}

/**
 * SIGTERM/SIGINT → run `close` (stop accepting, drain, close db/queues) and exit 0; a second
 * signal while draining exits at once.
 */
export function installShutdownHandlers(logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal, exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
