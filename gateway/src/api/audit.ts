import type { ServerResponse } from 'node:http';
import {
  ADMIN_ACTIONS,
  AUDIT_SUMMARY_HEADER,
  auditTarget,
  endpointNameOf,
} from '@ssc/contracts/endpoints';
import { type Identity, SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';
import type { Middleware } from 'koa';
import { requestIdOf } from '../http/request-id';
import type { Logger } from '../logger';
import { endpointOf } from './routes';

export interface AuditOptions {
  /** The auth service, which keeps the one audit log (`POST /internal/audit`). */
  authUrl: string;
  /** The gateway's service token for `auth`. */
  serviceToken: () => string;
  logger: Logger;
  timeoutMs?: number;
}

interface AuditReport {
  actorId: string;
  action: string;
  target: string | null;
  requestId: string;
  summary?: string;
}

const summaries = new WeakMap<ServerResponse, string>();

/**
 * Moves the service's words (AUDIT_SUMMARY_HEADER) from its answer's headers to the log's report
 * (on `proxyRes`): they are for the audit log, never for the browser.
 */
export function takeAuditSummary(
  headers: Record<string, string | string[] | undefined>,
  res: ServerResponse,
): void {
  const value = headers[AUDIT_SUMMARY_HEADER];
  delete headers[AUDIT_SUMMARY_HEADER];
  if (typeof value !== 'string') return;
  try {
    summaries.set(res, decodeURIComponent(value).slice(0, 1000));
  } catch {
    // A malformed summary: the entry falls back to the action's label.
  }
}

/**
 * Every successful admin action of every service lands in one audit log (issue 19.6): the gateway
 * knows the endpoint (ADMIN_ACTIONS names the ones that are admin actions) and the verified
 * identity, so it reports a 2xx non-GET call by an admin to the auth service, which stores it,
 * and a 2xx GET that exports or downloads personal data (`download: true`, issue 37 row 6).
 * The service may say what it did in words (AUDIT_SUMMARY_HEADER); the entry keeps them.
 * Endpoints whose service writes its own entry in the change's transaction (`recordedBy:
 * 'service'`, the accounts tab) are skipped, so nothing is logged twice.
 *
 * The report is sent once the service has answered and before the answer's last byte goes out
 * (the response's `end` waits for it): when the admin sees the success, the entry is there. A
 * failed delivery (auth down, timeout) does NOT fail the admin's request, which the service has
 * already carried out: it is logged at warn level with the request id, so the entry can be
 * recovered from the logs. A lost entry is the price of never undoing a done change.
 */
export function auditAdminActions(options: AuditOptions): Middleware {
  const url = `${options.authUrl.replace(/\/+$/, '')}/internal/audit`;
  const timeoutMs = options.timeoutMs ?? 2_000;

  async function deliver(report: AuditReport): Promise<void> {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SERVICE_TOKEN_HEADER]: options.serviceToken(),
        },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (res.status !== 204) throw new Error(`auth answered ${res.status}`);
    } catch (error) {
      options.logger.warn(
        { ...report, error: (error as Error).message },
        'audit entry not recorded: the admin action succeeded without its audit log entry',
      );
    }
  }

  return async (ctx, next) => {
    const endpoint = endpointOf(ctx);
    const identity = ctx.state.identity as Identity | undefined;
    const name = endpoint ? endpointNameOf(endpoint) : undefined;
    const action = name ? ADMIN_ACTIONS[name] : undefined;
    if (
      !endpoint ||
      !name ||
      !action ||
      action.recordedBy === 'service' ||
      // A GET is recorded only when it hands personal data out (an export, a client's file);
      // a HEAD hands nothing out.
      (endpoint.method === 'GET' && !(action.download && ctx.method === 'GET')) ||
      identity?.role !== 'admin'
    ) {
      return next();
    }
    const report: AuditReport = {
      actorId: identity.userId,
      action: name,
      target: auditTarget(endpoint, ctx.path),
      requestId: requestIdOf(ctx),
    };
    holdEnd(ctx.res, () => {
      const status = ctx.res.statusCode;
      const summary = summaries.get(ctx.res)?.trim();
      return status >= 200 && status < 300
        ? deliver(summary ? { ...report, summary } : report)
        : Promise.resolve();
    });
    await next();
  };
}

/**
 * Runs `before` when the response is ended (by the proxy piping the service's answer, or by Koa)
 * and ends it only afterwards. The proxy streams the answer, so this is the one moment the
 * status is final and the client has not yet got the whole answer.
 */
function holdEnd(res: ServerResponse, before: () => Promise<void>): void {
  const end = res.end;
  res.end = function heldEnd(this: ServerResponse, ...args: unknown[]) {
    res.end = end;
    void before().finally(() => (end as (...a: unknown[]) => ServerResponse).apply(res, args));
    return res;
  } as typeof res.end;
}
