import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { z } from 'zod';

/**
 * Service-to-service credentials (design §3: routes under /internal need one). A short-lived
 * HS256 token whose audience names the one service it is for, so a token the gateway sends to
 * auth cannot be replayed against booking, and a client that reaches a service port directly
 * (a misconfigured firewall, another container) cannot call its internal routes.
 *
 * It is a different key and algorithm from the RS256 identity tokens on purpose: holding the
 * service key never lets a service forge a user's identity.
 */
export const SERVICE_TOKEN_HEADER = 'x-service-token';
const TTL_SECONDS = 60;
const KEY_FILE = 'internal-service.key';
const ISSUER_PREFIX = 'ssc-service:';
const AUDIENCE_PREFIX = 'ssc-internal:';
const MIN_KEY_LENGTH = 32;

const claimsSchema = z.object({ iss: z.string().startsWith(ISSUER_PREFIX) });

/**
 * The shared secret: `INTERNAL_SERVICE_KEY` when set (containers that share no volume), else
 * `dataDir/service-keys/internal-service.key`, created on first use by whichever process comes first.
 */
export function loadServiceKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.INTERNAL_SERVICE_KEY?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_KEY_LENGTH) {
      throw new Error(`INTERNAL_SERVICE_KEY must be at least ${MIN_KEY_LENGTH} characters`);
    }
    return fromEnv;
  }
  // Not in `keys/`: that folder appears at once, whole, with the identity pair (see keys.ts).
  const dir = join(dataDir, 'service-keys');
  const file = join(dir, KEY_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const staging = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(staging, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    // link() never replaces an existing file: concurrent starters all end up with the winner's key.
    linkSync(staging, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(staging, { force: true });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Signs the calling service's tokens, one per target for half their life. */
export function createServiceTokenSigner(key: string, caller: string) {
  const cache = new Map<string, { token: string; until: number }>();
  return (target: string): string => {
    const hit = cache.get(target);
    if (hit && hit.until > Date.now()) return hit.token;
    const token = jwt.sign({}, key, {
      algorithm: 'HS256',
      issuer: `${ISSUER_PREFIX}${caller}`,
      audience: `${AUDIENCE_PREFIX}${target}`,
      expiresIn: TTL_SECONDS,
    });
    cache.set(target, { token, until: Date.now() + (TTL_SECONDS * 1000) / 2 });
    return token;
  };
}

/** The calling service's name; throws when the token is forged, expired or for another service. */
export function verifyServiceToken(key: string, token: string, self: string): string {
  const payload = jwt.verify(token, key, {
    algorithms: ['HS256'],
    audience: `${AUDIENCE_PREFIX}${self}`,
  });
  return claimsSchema.parse(payload).iss.slice(ISSUER_PREFIX.length);
}
