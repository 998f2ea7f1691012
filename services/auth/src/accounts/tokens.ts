import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the session cookie value and the reset link token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token: a stolen table holds no usable credential. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
