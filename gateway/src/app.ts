import type { Agent } from 'node:http';
import { join } from 'node:path';
import {
  createServiceTokenSigner,
  loadInternalKeys,
  loadServiceKey,
} from '@ssc/service-kit/internal-auth';
import { createMetrics, type ProcessMetrics } from '@ssc/service-kit/metrics';
import { listenForCatalogueChanges, type RedisSubscriber } from '@ssc/service-kit/redis';
import type { Redis } from 'ioredis';
import Koa from 'koa';
import { auditAdminActions } from './api/audit';
import { catalogueFromMemory } from './api/catalogue-cache';
import { createServiceProxy } from './api/proxy';
import { apiRoutes } from './api/router';
import { resolveEndpoint } from './api/routes';
import { ConfigError, type GatewayConfig } from './config';
import { accessLog } from './http/access-log';
import { canonicalApiPath } from './http/canonical-path';
import { errorHandler } from './http/errors';
import { refuseInternalPaths } from './http/internal-paths';
import { probes } from './http/probes';
import { requestId } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { createLogger, type Logger } from './logger';
import { csrfProtection } from './security/csrf';
import { rateLimits } from './security/rate-limit';
import { sessionIdentity } from './session/identity';
import { listenForRevocations } from './session/revocations';
import { createSessionResolver } from './session/session-resolver';
import { webRoutes } from './web/routes';

export interface GatewayDeps {
  logger?: Logger;
  /** Agent for connections to the services (keep-alive); owned and destroyed by the caller. */
  agent?: Agent;
  /** Rate-limit counters shared by the replicas; owned by the caller. Without it: memory only. */
  redis?: Redis;
  /** Where the gateway counts requests and refusals; served by the METRICS_PORT listener. */
  metrics?: ProcessMetrics;
  /**
   * The Redis pub/sub connection, owned by the caller: the auth service's session revocations and
   * content's catalogue changes arrive on it. Without it a revoked identity lives until its cache
   * entry expires (5 s) and `GET /api/services` is always forwarded to content.
   */
  subscriber?: RedisSubscriber;
}

/** The gateway as a Koa app: /api/* to the services, everything else the built front ends. */
export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Koa {
  const logger = deps.logger ?? createLogger(config);
  const app = new Koa({
    proxy: config.trustProxy,
    maxIpsCount: config.trustProxyHops,
    env: config.nodeEnv,
  });
  // Errors Koa still sees (e.g. a file stream failing mid-response) go to our log, not stderr.
  app.on('error', (err: unknown) => logger.error({ err }, 'unhandled response error'));

  const forward = createServiceProxy({
    timeoutMs: config.proxyTimeoutMs,
    logger,
    ...(deps.agent ? { agent: deps.agent } : {}),
  });

  const metrics = deps.metrics ?? createMetrics('gateway');
  app.use(metrics.httpMiddleware());
  app.use(requestId());
  app.use(accessLog(logger));
  app.use(errorHandler(logger));
  app.use(securityHeaders(config));
  app.use(refuseInternalPaths());
  app.use(canonicalApiPath());
  app.use(probes(join(config.webRoot, 'shell', 'dist', 'index.html')));
  app.use(resolveEndpoint());
  app.use(csrfProtection({ publicOrigin: config.publicOrigin }));
  app.use(
    rateLimits({
      redis: deps.redis,
      keyPrefix: config.rateLimitPrefix,
      multiplier: config.rateLimitMultiplier,
      logger,
      onRefused: (rule) => metrics.rateLimitRefusals.inc({ rule }),
    }),
  );
  // The catalogue is everyone's: answered before any session lookup.
  app.use(
    catalogueFromMemory({
      contentUrl: config.upstreams.content,
      changes: deps.subscriber && listenForCatalogueChanges(deps.subscriber),
      logger,
    }),
  );
  const signServiceToken = createServiceTokenSigner(loadServiceKey(config.dataDir), 'gateway');
  const resolver = createSessionResolver({
    authUrl: config.upstreams.auth,
    serviceToken: () => signServiceToken('auth'),
    logger,
  });
  if (deps.subscriber) {
    listenForRevocations(deps.subscriber, {
      revoked: (userId) => resolver.evictUser(userId),
      resync: () => resolver.evictAll(),
    });
  }
  app.use(sessionIdentity({ resolver, privateKey: identitySigningKey(config) }));
  app.use(
    auditAdminActions({
      authUrl: config.upstreams.auth,
      serviceToken: () => signServiceToken('auth'),
      logger,
    }),
  );
  app.use(apiRoutes(config, forward));
  // Whatever the API routes leave is the site: one series for every page and asset.
  app.use((ctx, next) => {
    ctx.state.metricsRoute ??= 'web';
    return next();
  });
  for (const middleware of webRoutes(config, logger)) app.use(middleware);
  return app;
}

/** The private half of the internal JWT pair (generated under DATA_DIR/keys on first start). */
function identitySigningKey(config: Pick<GatewayConfig, 'dataDir'>): string {
  const { privateKey } = loadInternalKeys(config.dataDir);
  if (!privateKey) {
    throw new ConfigError(
      'INTERNAL_JWT_PRIVATE_KEY is required by the gateway when INTERNAL_JWT_PUBLIC_KEY is set',
    );
  }
  return privateKey;
}
