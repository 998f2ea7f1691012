import { enforceProductionSettings } from '@ssc/service-kit/production';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { start } from './server';

async function main(): Promise<void> {
  // NODE_ENV=production without REDIS_URL, an https PUBLIC_URL or the keys: one line, exit 1.
  enforceProductionSettings('gateway');
  const config = loadConfig();
  const logger = createLogger(config);
  const gateway = await start(config, { logger });
  logger.info({ url: gateway.url, webRoot: config.webRoot }, 'gateway listening');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway stopping');
    await gateway.close();
    logger.info('gateway stopped');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  // Before the logger exists (bad config) there is only stderr.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
