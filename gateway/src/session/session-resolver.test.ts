import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { deadUrl, startUpstream, type Upstream } from '../test-support/upstream';
import { createSessionResolver } from './session-resolver';

const SERVICE_TOKEN = 'gateway-service-token';
const serviceToken = () => SERVICE_TOKEN;

/**
 * The auth service's resolve contract over HTTP: known tokens → 200 {userId, role}, else 404;
 * 401 without the gateway's service token.
 */
async function resolveEndpoint(known: Record<string, { userId: string; role: string }>) {
  const seen: string[] = [];
  const upstream = await startUpstream((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const { token } = JSON.parse(body) as { token: string };
      seen.push(token);
      if (req.headers['x-service-token'] !== SERVICE_TOKEN) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'no service token' }));
        return;
      }
      const owner = req.url === '/internal/sessions/resolve' ? known[token] : undefined;
      res.writeHead(owner ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(owner ?? { message: 'not found' }));
    });
  });
  return Object.assign(upstream, { seen });
}

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, sink), lines };
}

describe('session resolver', () => {
  let auth: Upstream | undefined;
  afterEach(async () => {
    await auth?.close();
    auth = undefined;
  });

  it('asks the auth service once per token within the cache time, and again after evict', async () => {
    const endpoint = await resolveEndpoint({ tok: { userId: 'u1', role: 'admin' } });
    auth = endpoint;
    const { logger } = capturingLogger();
    const resolver = createSessionResolver({
      authUrl: endpoint.url,
      serviceToken,
      logger,
      ttlMs: 60_000,
    });
    const answers = await Promise.all([resolver.resolve('tok'), resolver.resolve('tok')]);
    expect(await resolver.resolve('tok')).toEqual({ userId: 'u1', role: 'admin' });
    expect(answers).toEqual([
      { userId: 'u1', role: 'admin' },
      { userId: 'u1', role: 'admin' },
    ]);
    expect(endpoint.seen).toEqual(['tok']);

    expect(await resolver.resolve('unknown')).toBeUndefined();
    expect(await resolver.resolve('unknown')).toBeUndefined();
    expect(endpoint.seen).toEqual(['tok', 'unknown']);

    resolver.evict('tok');
    await resolver.resolve('tok');
    expect(endpoint.seen).toEqual(['tok', 'unknown', 'tok']);
  });

  it('forgets every session of a revoked account, and does not cache a lookup that was in flight', async () => {
    const endpoint = await resolveEndpoint({
      a1: { userId: 'u1', role: 'admin' },
      a2: { userId: 'u1', role: 'admin' },
      b: { userId: 'u2', role: 'user' },
    });
    auth = endpoint;
    const { logger } = capturingLogger();
    const resolver = createSessionResolver({
      authUrl: endpoint.url,
      serviceToken,
      logger,
      ttlMs: 60_000,
    });
    for (const token of ['a1', 'a2', 'b']) await resolver.resolve(token);
    resolver.evictUser('u1');
    for (const token of ['a1', 'a2', 'b']) await resolver.resolve(token);
    // Both of u1's sessions were asked again; u2's came from the cache.
    expect(endpoint.seen).toEqual(['a1', 'a2', 'b', 'a1', 'a2']);

    // Looked up after the eviction, both are kept.
    for (const token of ['a1', 'a2']) await resolver.resolve(token);
    expect(endpoint.seen).toHaveLength(5);

    // A request after an eviction does not join a lookup that started before it, even within the
    // same millisecond; its own lookup is kept.
    resolver.evict('a1');
    const inFlight = resolver.resolve('a1');
    resolver.evictAll();
    const joined = resolver.resolve('a1');
    await Promise.all([inFlight, joined]);
    expect(endpoint.seen.slice(5)).toEqual(['a1', 'a1']);
    await resolver.resolve('a1');
    expect(endpoint.seen).toHaveLength(7);

    // A lookup that started before the eviction answers its own callers, but is not kept.
    resolver.evict('a2');
    const started = resolver.resolve('a2');
    resolver.evictAll();
    expect(await started).toEqual({ userId: 'u1', role: 'admin' });
    expect(await resolver.resolve('a2')).toEqual({ userId: 'u1', role: 'admin' });
    expect(endpoint.seen.slice(7)).toEqual(['a2', 'a2']);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const endpoint = await resolveEndpoint({});
    auth = endpoint;
    const { logger } = capturingLogger();
    const resolver = createSessionResolver({
      authUrl: endpoint.url,
      serviceToken,
      logger,
      ttlMs: 60_000,
      maxEntries: 2,
    });
    for (const token of ['a', 'b', 'c']) await resolver.resolve(token);
    await resolver.resolve('c');
    await resolver.resolve('a');
    expect(endpoint.seen).toEqual(['a', 'b', 'c', 'a']);
  });

  it('treats everyone as a guest while auth is down, warns, and caches nothing', async () => {
    const { logger, lines } = capturingLogger();
    const resolver = createSessionResolver({ authUrl: await deadUrl(), serviceToken, logger });
    expect(await resolver.resolve('tok')).toBeUndefined();
    expect(await resolver.resolve('tok')).toBeUndefined();
    const warnings = lines.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0]?.msg)).toContain('continue as guests');
    expect(JSON.stringify(lines)).not.toContain('"tok"');
  });
});
