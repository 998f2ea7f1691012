// Gateway-side entry (`@ssc/service-kit/internal-auth`): keys and token signing, no Koa; also
// what one service needs to call another's /internal routes.

export {
  IDENTITY_TOKEN_TTL_SECONDS,
  type Identity,
  signIdentityToken,
  verifyIdentityToken,
} from './identity-token';
export { type InternalKeys, loadInternalKeys } from './keys';
export { openPayload, type SealedPayload, sealPayload } from './sealed-payload';
export {
  createServiceTokenSigner,
  loadServiceKey,
  SERVICE_TOKEN_HEADER,
  verifyServiceToken,
} from './service-token';
export { type SignedMessage, signMessage, verifyMessage } from './signed-message';
