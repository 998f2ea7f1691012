// Gateway overhead: the same endpoint called directly on the content service and through the
// gateway, alternating short autocannon rounds in one run so that machine noise hits both alike.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

function run(url: string, seconds: number, connections = 10): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requestsPerSec: result.requests.average,
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        errors: result.errors,
        non2xx: result.non2xx,
      });
    });
  });
}

const mean = (rows: LoadResult[], key: keyof LoadResult) =>
  Math.round((rows.reduce((sum, r) => sum + r[key], 0) / rows.length) * 100) / 100;

const summary = (rows: LoadResult[]) => ({
  requestsPerSec: mean(rows, 'requestsPerSec'),
  latencyP50Ms: mean(rows, 'latencyP50Ms'),
  latencyP99Ms: mean(rows, 'latencyP99Ms'),
  errors: rows.reduce((s, r) => s + r.errors + r.non2xx, 0),
});

export async function compareProxy(directUrl: string, gatewayUrl: string, rounds = 3, seconds = 5) {
  await run(directUrl, 2);
  await run(gatewayUrl, 2);
  const direct: LoadResult[] = [];
  const viaGateway: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    direct.push(await run(directUrl, seconds));
    viaGateway.push(await run(gatewayUrl, seconds));
  }
  const d = summary(direct);
  const g = summary(viaGateway);
  return {
    endpoint: '/api/services',
    direct: d,
    gateway: g,
    throughputRatio: Math.round((g.requestsPerSec / d.requestsPerSec) * 100) / 100,
    p50LatencyRatio: Math.round((g.latencyP50Ms / Math.max(d.latencyP50Ms, 0.01)) * 100) / 100,
  };
}

/**
 * Issue 17's reference: a bare `node:http` server answering the same bytes (and content type)
 * as `url` answers through the gateway, started here; alternating rounds at `connections`.
 */
export async function compareWithBare(
  label: string,
  url: string,
  { rounds = 3, seconds = 5, connections = 50 } = {},
) {
  const sample = await fetch(url);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/octet-stream';
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    await run(bareUrl, 2, connections);
    await run(url, 2, connections);
    const bare: LoadResult[] = [];
    const gateway: LoadResult[] = [];
    for (let i = 0; i < rounds; i++) {
      bare.push(await run(bareUrl, seconds, connections));
      gateway.push(await run(url, seconds, connections));
    }
    const b = summary(bare);
    const g = summary(gateway);
    return {
      label,
      bytes: body.length,
      connections,
      bare: b,
      gateway: g,
      throughputRatio: Math.round((g.requestsPerSec / b.requestsPerSec) * 1000) / 1000,
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export type BareComparison = Awaited<ReturnType<typeof compareWithBare>>;

/** Issue 17's targets against the bare reference (ratio of throughput; p99 where set). */
export const BARE_TARGETS = {
  services: { minRatio: 0.25, maxP99Ms: 20 },
  staticFile: { minRatio: 0.4 },
} as const;
