import { SERVICE_PORTS } from '@ssc/contracts/endpoints';
import { defineService, redisCheck } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
import { type OutboxRelay, startOutboxRelay } from '@ssc/service-kit/outbox';
import { type AccountLimits, createAccountLimits } from './accounts/account-limits';
import { ensureAdmin } from './accounts/admin-bootstrap';
import { internalRoutes } from './accounts/internal-routes';
import { passwordRoutes } from './accounts/password-routes';
import { sessionRoutes } from './accounts/session-routes';
import { purgeExpiredSessions } from './accounts/sessions';
import { adminRoutes } from './admin/admin-routes';
import { createRevocationPublisher, type RevocationPublisher } from './admin/revocations';
import type { AuthDeps } from './auth-deps';
import { type AuthOptions, loadAuthOptions } from './config';
import { migrationsFolder } from './db/migrations';
import * as schema from './db/schema';

export interface AuthServiceOverrides extends Partial<AuthOptions> {
  /** Prefix of the rate-limit keys in Redis (tests use a fresh one per run). */
  redisKeyPrefix?: string;
}

/**
 * The auth service: users, sessions, password reset, admin bootstrap (design §4), the admin's
 * accounts tab and the audit log of every service's admin actions (issue 19.6).
 */
export function createAuthService(overrides: AuthServiceOverrides = {}) {
  const { redisKeyPrefix = 'ssc:auth', ...optionOverrides } = overrides;
  const options: AuthOptions = { ...loadAuthOptions(), ...optionOverrides };
  let limits: AccountLimits | undefined;
  let relay: OutboxRelay | undefined;
  let revocations: RevocationPublisher | undefined;

  return defineService({
    name: 'auth',
    defaultPort: SERVICE_PORTS.auth,
    schema,
    migrationsFolder,
    routes(routes, { db, logger, config }) {
      limits = createAccountLimits(
        {
          redisUrl: options.redisUrl,
          keyPrefix: redisKeyPrefix,
          loginFailures: options.loginFailuresPerAccount,
          resetEmails: options.resetEmailsPerAddress,
        },
        logger,
      );
      revocations = createRevocationPublisher(options.redisUrl, logger);
      const deps: AuthDeps = {
        db,
        options,
        limits,
        serviceKey: loadServiceKey(config.dataDir),
        nudgeMail: () => relay?.nudge(),
        revocations,
      };
      sessionRoutes(routes, deps);
      passwordRoutes(routes, deps);
      adminRoutes(routes, deps);
      internalRoutes(routes.router, deps);
    },
    // Redis holds the sign-in counters and the email queue; both fall back without it (memory,
    // outbox): reported, never a 503.
    readinessChecks: () => [redisCheck(options.redisUrl)],
    async onReady({ db, logger, config, metrics }) {
      metrics.trackOutbox(db, schema.outbox);
      await purgeExpiredSessions(db);
      if (options.admin) await ensureAdmin(db, options.admin, logger);
      relay = startOutboxRelay({
        db,
        table: schema.outbox,
        logger,
        redisUrl: options.redisUrl,
        // Without Redis the reset emails go straight to the worker (single-machine mode).
        direct: { serviceKey: loadServiceKey(config.dataDir), caller: 'auth' },
      });
    },
    async onClose() {
      await relay?.close();
      await limits?.close();
      await revocations?.close();
      revocations = undefined;
      relay = undefined;
      limits = undefined;
    },
  });
}

export const authService = createAuthService();
