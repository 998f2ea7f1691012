import { errorMessages } from '@ssc/contracts';
import type { Middleware } from 'koa';
import type { GatewayConfig, UpstreamName } from '../config';
import { restartingParts } from './health-restarts';

export type ServiceState = 'ready' | 'not-ready' | 'down';

interface Probe {
  state: ServiceState;
  /** What the service's /ready asked, e.g. `{ database: 'up', redis: 'down' }`. */
  checks?: Record<string, string>;
}

async function probe(baseUrl: string, timeoutMs: number): Promise<Probe> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/ready`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => undefined)) as
      | { status?: unknown; checks?: unknown }
      | undefined;
    const ready = res.status === 200 && body?.status === 'ready';
    const checks = checksOf(body?.checks);
    return { state: ready ? 'ready' : 'not-ready', ...(checks ? { checks } : {}) };
  } catch {
    // Refused, unreachable or too slow to answer: for a health page these are all "down".
    return { state: 'down' };
  }
}

/** Only `name: 'up' | 'down' | 'pending'` pairs go out: nothing else a service sends is echoed. */
function checksOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(
    ([name, state]) =>
      /^[a-z][a-z0-9_-]{0,30}$/.test(name) && ['up', 'down', 'pending'].includes(state as string),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * GET /api/health: every service's /ready, asked in parallel; 200 only when all are ready, with
 * each one's checks (a degraded Redis shows as `redis: 'down'` under a service that is ready).
 * Under `npm start`, `restarting` names a part that keeps crashing (./health-restarts.ts): the
 * status stays what the probes say, since a part that came back does answer.
 */
export function healthCheck(
  config: Pick<GatewayConfig, 'upstreams' | 'healthTimeoutMs'> &
    Partial<Pick<GatewayConfig, 'dataDir'>>,
): Middleware {
  const upstreams = Object.entries(config.upstreams) as [UpstreamName, string][];
  return async (ctx) => {
    const [probes, restarting] = await Promise.all([
      Promise.all(
        upstreams.map(
          async ([name, url]) => [name, await probe(url, config.healthTimeoutMs)] as const,
        ),
      ),
      config.dataDir ? restartingParts(config.dataDir) : Promise.resolve([]),
    ]);
    const services = Object.fromEntries(probes.map(([name, p]) => [name, p.state]));
    const checks = Object.fromEntries(
      probes.flatMap(([name, p]) => (p.checks ? [[name, p.checks]] : [])),
    );
    // Redis as the email queue sees it (the worker's check): `connected` or `disconnected`.
    const workerRedis = probes.find(([name]) => name === 'worker')?.[1].checks?.redis;
    const redis = workerRedis && (workerRedis === 'up' ? 'connected' : 'disconnected');
    const allReady = probes.every(([, p]) => p.state === 'ready');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = allReady ? 200 : 503;
    ctx.body = {
      status: allReady ? 'ok' : 'unavailable',
      ...(allReady ? {} : { message: errorMessages.serviceUnavailable }),
      services,
      checks,
      ...(redis ? { redis } : {}),
      ...(restarting.length > 0 ? { restarting } : {}),
    };
  };
}
