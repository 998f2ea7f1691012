import jwt from 'jsonwebtoken';
import { z } from 'zod';

/** Who is calling, as the gateway vouches for it. */
export interface Identity {
  userId: string;
  role: 'user' | 'admin';
}

const ISSUER = 'ssc-gateway';
const AUDIENCE = 'ssc-services';
/** Short: the gateway signs one per session every few seconds, and a leaked one soon dies. */
export const IDENTITY_TOKEN_TTL_SECONDS = 60;

const claimsSchema = z.object({ sub: z.string().min(1), role: z.enum(['user', 'admin']) });

export function signIdentityToken(
  privateKey: string,
  identity: Identity,
  ttlSeconds = IDENTITY_TOKEN_TTL_SECONDS,
): string {
  return jwt.sign({ role: identity.role }, privateKey, {
    algorithm: 'RS256',
    subject: identity.userId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** Throws when the token is forged, expired, for another audience or malformed. */
export function verifyIdentityToken(publicKey: string, token: string): Identity {
  const payload = jwt.verify(token, publicKey, {
    algorithms: ['RS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  const claims = claimsSchema.parse(payload);
  return { userId: claims.sub, role: claims.role };
}
