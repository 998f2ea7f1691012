import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMetrics } from '@ssc/service-kit/metrics';
import { closeRedis, connectSubscriber } from '@ssc/service-kit/redis';
import Koa from 'koa';
import { createGateway, type GatewayDeps } from './app';
import type { GatewayConfig } from './config';
import { createLogger } from './logger';
import { connectRateLimitRedis, firstConnectionAttempt } from './security/redis';

export interface RunningGateway {
  url: string;
  server: Server;
  /** The internal Prometheus listener (`METRICS_PORT`), when configured. */
  metricsUrl: string | undefined;
  /** Stops accepting, lets in-flight requests finish (up to SHUTDOWN_GRACE_MS), then resolves. */
  close(): Promise<void>;
}

function urlOf(server: Server): string {
  const { address, port } = server.address() as AddressInfo;
  const host = address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function closeGracefully(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; busy ones become idle once answered.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearInterval(sweep);
  clearTimeout(force);
}

/** Starts the gateway on config.host:config.port (0 picks a free port). */
export async function start(
  config: GatewayConfig,
  deps: Omit<GatewayDeps, 'agent' | 'redis' | 'subscriber'> = {},
): Promise<RunningGateway> {
  // With a timeout set, Node's agent also honours the services' "Keep-Alive: timeout=N" and drops
  // an idle connection a second before the service would close it: reusing one the service is
  // closing at that moment fails (ECONNRESET, a 502 for the visitor).
  const agent = new Agent({ keepAlive: true, timeout: config.proxyTimeoutMs });
  const logger = deps.logger ?? createLogger(config);
  const redis = connectRateLimitRedis(config.redisUrl, logger);
  // Pub/sub needs a connection of its own; one serves every channel (createGateway subscribes).
  const subscriber = connectSubscriber(config.redisUrl, logger);
  const metrics = createMetrics('gateway');
  let app: ReturnType<typeof createGateway>;
  try {
    app = createGateway(config, {
      ...deps,
      logger,
      agent,
      redis,
      metrics,
      subscriber,
    });
  } catch (error) {
    agent.destroy();
    await closeRedis(redis);
    await subscriber.close();
    throw error;
  }
  await Promise.all([firstConnectionAttempt(redis), subscriber.ready()]);
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      agent.destroy();
      void closeRedis(redis);
      void subscriber.close();
      reject(error);
    };
    server.once('error', onError);
    server.listen(config.port, config.host, () => {
      server.off('error', onError);
      resolve();
    });
  });
  let metricsServer: Server | undefined;
  if (config.metrics) {
    try {
      metricsServer = await listenForMetrics(metrics, config.metrics);
    } catch (error) {
      await closeGracefully(server, 0);
      agent.destroy();
      await closeRedis(redis);
      await subscriber.close();
      throw error;
    }
  }
  return {
    url: urlOf(server),
    server,
    metricsUrl: metricsServer ? urlOf(metricsServer) : undefined,
    close: async () => {
      if (metricsServer) await closeGracefully(metricsServer, 1_000);
      await closeGracefully(server, config.shutdownGraceMs);
      agent.destroy();
      await closeRedis(redis);
      await subscriber.close();
    },
  };
}

/**
 * The gateway's own scrape target: `GET /metrics` and nothing else, on `METRICS_PORT` (bound to
 * `METRICS_HOST`, 127.0.0.1 by default): the public port never serves it.
 */
async function listenForMetrics(
  metrics: ReturnType<typeof createMetrics>,
  { port, host }: { port: number; host: string },
): Promise<Server> {
  const app = new Koa();
  app.silent = true;
  app.use(metrics.endpoint());
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'not found' };
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
