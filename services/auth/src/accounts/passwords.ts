import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its defaults: 19 MiB, 2 passes, 1 lane — the
// OWASP minimum, about 30 ms here.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a hash that cannot be read. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the account does not exist, so the answer time
 * does not tell whether a username is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash('dummy password that matches no account');
  await verifyPassword(await dummyHash, password);
  return false;
}
