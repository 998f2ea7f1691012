import type { Identity } from '../auth/identity-token';
import { signIdentityToken } from '../auth/identity-token';
import { loadInternalKeys } from '../auth/keys';

/** A bearer header signed with the key pair under `dataDir`, as the gateway would send it. */
export function identityHeaders(dataDir: string, identity: Identity): { authorization: string } {
  const { privateKey } = loadInternalKeys(dataDir);
  if (!privateKey)
    throw new Error('no private key: INTERNAL_JWT_PUBLIC_KEY is set without its pair');
  return { authorization: `Bearer ${signIdentityToken(privateKey, identity)}` };
}
