import { errorMessages } from '@ssc/contracts';
import type { Middleware } from 'koa';
import type { GatewayConfig, UpstreamName } from '../config';

export type ServiceState = 'ready' | 'not-ready' | 'down';

interface Probe {
  state: ServiceState;
  redis?: string;
}

async function probe(baseUrl: string, timeoutMs: number): Promise<Probe> {
  try {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/ready`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => undefined)) as
      | { status?: unknown; redis?: unknown }
      | undefined;
    const ready = res.status === 200 && body?.status === 'ready';
    return {
      state: ready ? 'ready' : 'not-ready',
      ...(typeof body?.redis === 'string' ? { redis: body.redis } : {}),
    };
  } catch {
    // Refused, unreachable or too slow to answer: for a health page these are all "down".
    return { state: 'down' };
  }
}

/** GET /api/health: every service's /ready, asked in parallel; 200 only when all are ready. */
export function healthCheck(
  config: Pick<GatewayConfig, 'upstreams' | 'healthTimeoutMs'>,
): Middleware {
  const upstreams = Object.entries(config.upstreams) as [UpstreamName, string][];
  return async (ctx) => {
    const probes = await Promise.all(
      upstreams.map(
        async ([name, url]) => [name, await probe(url, config.healthTimeoutMs)] as const,
      ),
    );
    const services = Object.fromEntries(probes.map(([name, p]) => [name, p.state]));
    const redis = probes.find(([name]) => name === 'worker')?.[1].redis;
    const allReady = probes.every(([, p]) => p.state === 'ready');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = allReady ? 200 : 503;
    ctx.body = {
      status: allReady ? 'ok' : 'unavailable',
      ...(allReady ? {} : { message: errorMessages.serviceUnavailable }),
      services,
      ...(redis ? { redis } : {}),
    };
  };
}
