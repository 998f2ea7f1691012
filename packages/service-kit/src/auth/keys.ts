import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InternalKeys {
  /** PEM; only the gateway signs, so services may run without it. */
  privateKey: string | undefined;
  publicKey: string;
}

const PRIVATE_FILE = 'internal-jwt-private.pem';
const PUBLIC_FILE = 'internal-jwt-public.pem';

/**
 * The RS256 key pair of the internal identity tokens (design §4). From `INTERNAL_JWT_PRIVATE_KEY`
 * / `INTERNAL_JWT_PUBLIC_KEY` when set (containers that share no volume), else from
 * `dataDir/keys`, generated on first start by whichever process comes first.
 */
export function loadInternalKeys(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): InternalKeys {
  const envPublic = env.INTERNAL_JWT_PUBLIC_KEY?.trim();
  if (envPublic) {
    return { publicKey: envPublic, privateKey: env.INTERNAL_JWT_PRIVATE_KEY?.trim() || undefined };
  }
  const dir = join(dataDir, 'keys');
  try {
    return readPair(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  createPair(dataDir, dir);
  return readPair(dir);
}

function readPair(dir: string): InternalKeys {
  return {
    publicKey: readFileSync(join(dir, PUBLIC_FILE), 'utf8'),
    privateKey: readFileSync(join(dir, PRIVATE_FILE), 'utf8'),
  };
}

/** Writes into a private temp folder, then renames it into place: concurrent starters never see half a pair. */
function createPair(dataDir: string, dir: string): void {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const staging = join(dataDir, `.keys-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  writeFileSync(join(staging, PRIVATE_FILE), privateKey, { mode: 0o600 });
  writeFileSync(join(staging, PUBLIC_FILE), publicKey, { mode: 0o644 });
  try {
    renameSync(staging, dir);
  } catch (error) {
    // Another process won the race: its pair is the one everybody uses.
    rmSync(staging, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
  }
}
