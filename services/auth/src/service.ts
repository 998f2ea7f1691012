import { defineService } from '@ssc/service-kit';
import { loadServiceKey } from '@ssc/service-kit/internal-auth';
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
  let revocations: RevocationPublisher | undefined;

  return defineService({
    name: 'auth',
    schema,
    migrationsFolder,
    routes(routes, { db, logger, config, nudgeOutbox }) {
      limits = createAccountLimits(
        {
          redisUrl: options.redisUrl,
          keyPrefix: redisKeyPrefix,
          loginFailures: options.loginFailuresPerAccount,
          resetEmails: options.resetEmailsPerAddress,
          slowdown: options.accountSlowdown,
        },
        logger,
      );
      revocations = createRevocationPublisher(options.redisUrl, logger);
      const deps: AuthDeps = {
        db,
        options,
        limits,
        serviceKey: loadServiceKey(config.dataDir),
        nudgeMail: nudgeOutbox,
        revocations,
      };
      sessionRoutes(routes, deps);
      passwordRoutes(routes, deps);
      adminRoutes(routes, deps);
      internalRoutes(routes.router, deps);
    },
    // The password-reset emails go out through it. Redis also holds the sign-in counters, which
    // fall back to memory without it.
    outbox: () => ({ table: schema.outbox, redisUrl: options.redisUrl, directEmails: true }),
    async onReady({ db, logger }) {
      await purgeExpiredSessions(db);
      if (options.admin) await ensureAdmin(db, options.admin, logger);
    },
    async onClose() {
      await limits?.close();
      await revocations?.close();
      revocations = undefined;
      limits = undefined;
    },
  });
}

export const authService = createAuthService();
