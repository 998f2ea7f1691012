import { createHash } from 'node:crypto';
import { type Identity, SERVICE_TOKEN_HEADER } from '@ssc/service-kit/internal-auth';
import type { Logger } from '../logger';

export interface SessionResolverOptions {
  /** The auth service; `/internal/sessions/resolve` answers 200 {userId, role} or 404. */
  authUrl: string;
  /** The gateway's service token for `auth` (its /internal routes refuse any other caller). */
  serviceToken: () => string;
  logger: Logger;
  /** How long an answer is reused (revocation through another gateway takes at most this long). */
  ttlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
}

export interface SessionResolver {
  /** The session's owner; undefined for an unknown or expired session, or while auth is down. */
  resolve(token: string): Promise<Identity | undefined>;
  /** Forgets a session at once (logout, password reset through this gateway). */
  evict(token: string): void;
  /**
   * Forgets every session of one account at once (disabled, role changed: announced by the auth
   * service on SESSION_REVOCATION_CHANNEL); a lookup already in flight is not cached either.
   */
  evictUser(userId: string): void;
  /** Forgets everything (the revocation feed reconnected: announcements may have been missed). */
  evictAll(): void;
}

/** An eviction: its place in the order of events, and when it happened. */
interface Mark {
  sequence: number;
  at: number;
}

interface Entry {
  identity: Identity | undefined;
  expiresAt: number;
}

const WARN_EVERY_MS = 30_000;

/**
 * Asks the auth service who owns a session cookie, with a short, bounded in-memory cache:
 * the same browser sends several API requests per page, and one lookup serves them all.
 */
export function createSessionResolver(options: SessionResolverOptions): SessionResolver {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const url = `${options.authUrl.replace(/\/+$/, '')}/internal/sessions/resolve`;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Identity | undefined>>();
  /**
   * Evictions and lookups are ordered by a counter, not the clock: two in the same millisecond
   * still have an order, so a lookup started before an eviction is never kept and one started
   * after it always may be. `at` (the clock) only says when a mark can no longer matter.
   */
  let sequence = 0;
  /** When each key was last evicted: a lookup that started before must not repopulate it. */
  const evictedAt = new Map<string, Mark>();

  // Only the hash of a token is kept in memory as a key.
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  /** When each account was last revoked, with the same purpose. */
  const userEvictedAt = new Map<string, Mark>();
  /** When everything was last forgotten. */
  let allEvictedAt = 0;
  const mark = (): Mark => ({ sequence: ++sequence, at: Date.now() });
  let warnedAt = 0;

  function remember(key: string, identity: Identity | undefined, startedAt: number): void {
    const evicted = evictedAt.get(key);
    if (evicted !== undefined && evicted.sequence > startedAt) return;
    if (allEvictedAt > startedAt) return;
    const userEvicted = identity ? userEvictedAt.get(identity.userId) : undefined;
    if (userEvicted !== undefined && userEvicted.sequence > startedAt) return;
    cache.delete(key);
    cache.set(key, { identity, expiresAt: Date.now() + ttlMs });
    // Map order is insertion order: the first keys are the oldest.
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value as string;
      cache.delete(oldest);
    }
  }

  async function lookup(key: string, token: string): Promise<Identity | undefined> {
    const startedAt = ++sequence;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SERVICE_TOKEN_HEADER]: options.serviceToken(),
        },
        body: JSON.stringify({ token }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (res.status === 404 || res.status === 400) {
        await res.body?.cancel();
        remember(key, undefined, startedAt);
        return undefined;
      }
      if (!res.ok) throw new Error(`auth answered ${res.status}`);
      const body = (await res.json()) as { userId?: unknown; role?: unknown };
      if (typeof body.userId !== 'string' || (body.role !== 'user' && body.role !== 'admin')) {
        throw new Error('auth answered an unexpected body');
      }
      const identity: Identity = { userId: body.userId, role: body.role };
      remember(key, identity, startedAt);
      return identity;
    } catch (error) {
      // Not cached: the next request asks again. Meanwhile the visitor is a guest.
      if (Date.now() - warnedAt > WARN_EVERY_MS) {
        warnedAt = Date.now();
        options.logger.warn(
          { error: (error as Error).message, authUrl: options.authUrl },
          'cannot resolve sessions through the auth service; requests continue as guests',
        );
      }
      return undefined;
    }
  }

  /** Eviction marks only matter while a lookup could still be in flight. */
  function forgetOldMarks(marks: Map<string, Mark>): void {
    for (const [k, { at }] of marks) {
      if (Date.now() - at > timeoutMs * 2) marks.delete(k);
      else break;
    }
  }

  return {
    resolve(token) {
      const key = keyOf(token);
      const hit = cache.get(key);
      if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.identity);
      if (hit) cache.delete(key);
      const joined = inFlight.get(key);
      if (joined) return joined;
      const pending: Promise<Identity | undefined> = lookup(key, token).finally(() => {
        // An eviction may have put a newer lookup in its place: that one stays joinable.
        if (inFlight.get(key) === pending) inFlight.delete(key);
      });
      inFlight.set(key, pending);
      return pending;
    },
    evict(token) {
      const key = keyOf(token);
      cache.delete(key);
      inFlight.delete(key);
      evictedAt.delete(key);
      evictedAt.set(key, mark());
      forgetOldMarks(evictedAt);
    },
    evictUser(userId) {
      for (const [key, entry] of cache) if (entry.identity?.userId === userId) cache.delete(key);
      // A lookup in flight may answer with the old identity: later requests must ask anew.
      inFlight.clear();
      userEvictedAt.delete(userId);
      userEvictedAt.set(userId, mark());
      forgetOldMarks(userEvictedAt);
    },
    evictAll() {
      cache.clear();
      inFlight.clear();
      allEvictedAt = ++sequence;
    },
  };
}
