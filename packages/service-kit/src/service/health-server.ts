import { createServer, type Server } from 'node:http';
import Koa from 'koa';
import { errorHandler } from '../errors/error-handler';
import { healthRoutes, type ReadinessReport } from '../http/health';
import { notFoundFallback } from '../http/not-found';
import { requestContext } from '../http/request-context';
import type { ServiceState } from '../http/state';
import type { Logger } from '../logger';
import { listen } from './close-server';

/** An HTTP server with only /health and /ready, for processes without an API (the worker). */
export async function startHealthServer(options: {
  host: string;
  port: number;
  logger: Logger;
  readiness: () => ReadinessReport;
}): Promise<{ server: Server; port: number }> {
  const app = new Koa<ServiceState>();
  app.silent = true;
  app.use(requestContext(options.logger));
  app.use(errorHandler());
  app.use(healthRoutes(options.readiness));
  app.use(notFoundFallback());
  const server = createServer(app.callback());
  const port = await listen(server, options.port, options.host);
  return { server, port };
}
