// Gateway overhead: the same endpoint called directly on the content service and through the
// gateway, alternating short autocannon rounds in one run so that machine noise hits both alike.
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

function run(url: string, seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds }, (error, result) => {
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

export async function compareProxy(directUrl: string, gatewayUrl: string, rounds = 3, seconds = 5) {
  await run(directUrl, 2);
  await run(gatewayUrl, 2);
  const direct: LoadResult[] = [];
  const viaGateway: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    direct.push(await run(directUrl, seconds));
    viaGateway.push(await run(gatewayUrl, seconds));
  }
  const summary = (rows: LoadResult[]) => ({
    requestsPerSec: mean(rows, 'requestsPerSec'),
    latencyP50Ms: mean(rows, 'latencyP50Ms'),
    latencyP99Ms: mean(rows, 'latencyP99Ms'),
    errors: rows.reduce((s, r) => s + r.errors + r.non2xx, 0),
  });
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
