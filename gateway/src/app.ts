import type { Agent } from 'node:http';
import { join } from 'node:path';
import Koa from 'koa';
import { createServiceProxy } from './api/proxy';
import { apiRoutes } from './api/router';
import type { GatewayConfig } from './config';
import { accessLog } from './http/access-log';
import { errorHandler } from './http/errors';
import { probes } from './http/probes';
import { requestId } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { createLogger, type Logger } from './logger';
import { webRoutes } from './web/routes';

export interface GatewayDeps {
  logger?: Logger;
  /** Agent for connections to the services (keep-alive); owned and destroyed by the caller. */
  agent?: Agent;
}

/** The gateway as a Koa app: /api/* to the services, everything else the built front ends. */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Koa {
  const logger = deps.logger ?? createLogger(config);
  const app = new Koa({ proxy: config.trustProxy, env: config.nodeEnv });
  // Errors Koa still sees (e.g. a file stream failing mid-response) go to our log, not stderr.
  app.on('error', (err: unknown) => logger.error({ err }, 'unhandled response error'));

  const forward = createServiceProxy({
    timeoutMs: config.proxyTimeoutMs,
    logger,
    ...(deps.agent ? { agent: deps.agent } : {}),
  });

  app.use(requestId());
  app.use(accessLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders(config));
  app.use(probes(join(config.webRoot, 'shell', 'dist', 'index.html')));
  app.use(apiRoutes(config, forward));
  for (const middleware of webRoutes(config, logger)) app.use(middleware);
  return app;
}
